import { memo, useCallback, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox/checkbox';
import { LazyDatePicker as DatePicker } from '@/components/ui/date-picker/lazy-date-picker';
import { RadioGroup } from '@/components/ui/radio-group/radio-group';
import { TextField } from '@/components/ui/text-field/text-field';
import { QueryErrorAlert } from '@/components/query-error/query-error-alert';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useTenant } from '@/lib/tenant/tenant-context';
import { useIdDocTypes } from '../../api/get-id-doc-types';
import { useInitializeCase } from '../../api/initialize-case';
import { useSavePolicyInfo } from '../../api/save-policy-info';
import {
  normalisePatientSection,
  patientSectionSchema,
  patientSectionVisibility,
  toPolicyInfoBody,
  type PatientSectionValues,
} from '../../model/patient-section';
import { Block, ErrorSummary, FieldGrid } from '../paf-layout';
import { PersonFields } from '../person-fields';
import { usePafSession } from '../use-paf-session';
import { serverTextOr, StepActions, useFormStepSave } from './step-actions';
import type { StepProps } from './step-props';

const blockOf = { patient: 'patient.title', policyOwner: 'policyHolder.title', guardian: 'guardian.title' } as const;
const labelOf: Record<string, string> = {
  firstName: 'person.firstName',
  lastName: 'person.lastName',
  identificationDocType: 'person.idType',
  identificationDocTypeOthers: 'person.idTypeOthers',
  identificationDocNum: 'person.idNumber',
  email: 'person.email',
  mobile: 'person.mobile',
  gender: 'patient.gender',
  dateOfBirth: 'patient.dateOfBirth',
  relationWithPatient: 'guardian.relationWithPatient',
};

/** Step 1: Section A patient, then the policyholder and guardian blocks when they apply (docs/product/pre-authorisation.md#wizard-rules). */
export function PatientStep({ state, update, next, back }: StepProps) {
  const { t } = useTranslation('pre-authorisation');
  const { manifest } = useTenant();
  const session = usePafSession();
  const idTypes = useIdDocTypes(state.clientId);
  const initialize = useInitializeCase();
  const save = useSavePolicyInfo(session.roleId);
  const values = state.patient;
  const { today } = session;
  const change = useCallback(
    (next: PatientSectionValues) => update({ patient: normalisePatientSection(next, today) }),
    [update, today],
  );
  // Built once per day, not on every keystroke's render.
  const schema = useMemo(() => patientSectionSchema(today), [today]);
  // The wizard owns the values; the form mirrors them and checks them on NEXT. Messages stay until the next NEXT.
  const form = useZodForm<PatientSectionValues>(schema, { values, resetOptions: { keepErrors: true } });
  // The messages render after the press has painted: a failed NEXT re-renders every field of the section, which
  // held the press's frame (docs/decisions/0075-the-paf-wizards-next.md).
  const formErrors = useDeferredValue(form.formState.errors);
  const text = useMemo(() => {
    // 'block.field' → message key, in the order the rules raised them.
    const errors = Object.entries(formErrors).flatMap(([block, fields]) =>
      Object.entries((fields ?? {}) as Record<string, { message?: string }>).map(
        ([field, error]) => [`${block}.${field}`, error.message ?? ''] as const,
      ),
    );
    return Object.fromEntries(
      errors.map(([path, key]) => [path, t(key, { label: t(labelOf[path.split('.')[1] ?? ''] ?? 'person.field') })]),
    );
  }, [formErrors, t]);
  const { failure, attempt, onNext } = useFormStepSave(
    form,
    async () => {
      let caseId = state.caseId;
      // The case is created on the first NEXT, then only updated (docs/product/pre-authorisation.md#wizard-rules).
      if (!caseId) {
        caseId = (
          await initialize.mutateAsync({
            clientId: state.clientId,
            clientCountry: session.clientCountry,
            initiatorUserId: session.userId,
          })
        ).data.caseId;
        update({ caseId });
      }
      await save.mutateAsync(toPolicyInfoBody(caseId, values, session.today));
    },
    next,
    (error) => serverTextOr(error, t('errors.submission')),
  );
  const messages = [
    // The patient's own fields need no prefix; the other blocks repeat the same labels.
    ...Object.entries(text).map(([path, message]) =>
      path.startsWith('patient.') ? message : `${t(blockOf[path.split('.')[0] as keyof typeof blockOf])}: ${message}`,
    ),
    ...(failure ? [failure] : []),
  ];

  return (
    <>
      <ErrorSummary messages={messages} attempt={attempt} />
      {idTypes.isError ? (
        <QueryErrorAlert error={idTypes.error} message={t('errors.idTypes')} onRetry={() => void idTypes.refetch()} />
      ) : null}
      <PatientSectionFields
        values={values}
        text={text}
        idTypes={idTypes.data?.identificationDocumentTypes ?? noIdTypes}
        today={today}
        timeZone={manifest.timeZone}
        onChange={change}
      />
      <StepActions onBack={back} onNext={onNext} isLoading={initialize.isPending || save.isPending} />
    </>
  );
}

const noIdTypes: ReadonlyArray<{ code: string; label: string }> = [];

interface PatientSectionFieldsProps {
  values: PatientSectionValues;
  /** Field path → translated message. */
  text: Record<string, string>;
  idTypes: ReadonlyArray<{ code: string; label: string }>;
  today: string;
  timeZone: string;
  onChange: (values: PatientSectionValues) => void;
}

/** The section's three blocks; memoised so a render of the step that changes neither values nor messages skips them. */
const PatientSectionFields = memo(function PatientSectionFields({
  values,
  text,
  idTypes,
  today,
  timeZone,
  onChange: change,
}: PatientSectionFieldsProps) {
  const { t } = useTranslation('pre-authorisation');
  const visible = patientSectionVisibility(values, today);
  const yesNo = [
    { value: 'Yes', label: t('yes') },
    { value: 'No', label: t('no') },
  ];
  return (
    <>
      <Block title={t('patient.title')}>
        <PersonFields
          prefix="patient"
          values={values.patient}
          onChange={(patient) => change({ ...values, patient })}
          errors={text}
          idTypes={idTypes}
          contactDisabled={visible.minor}
        />
        <FieldGrid>
          <RadioGroup
            label={t('patient.gender')}
            orientation="horizontal"
            options={[
              { value: 'Male', label: t('patient.male') },
              { value: 'Female', label: t('patient.female') },
            ]}
            value={values.patient.gender || null}
            onChange={(gender) =>
              change({ ...values, patient: { ...values.patient, gender: gender as 'Male' | 'Female' } })
            }
            errorMessage={text['patient.gender']}
            isRequired
          />
          <DatePicker
            label={t('patient.dateOfBirth')}
            value={values.patient.dateOfBirth || null}
            max={today}
            timeZone={timeZone}
            onChange={(dateOfBirth) =>
              change({ ...values, patient: { ...values.patient, dateOfBirth: dateOfBirth ?? '' } })
            }
            errorMessage={text['patient.dateOfBirth']}
            isRequired
          />
          <RadioGroup
            label={t('patient.isPolicyHolder')}
            orientation="horizontal"
            options={yesNo}
            value={values.patient.isPolicyHolder}
            isDisabled={visible.minor}
            description={visible.minor ? t('patient.minorNote') : undefined}
            onChange={(v) => change({ ...values, patient: { ...values.patient, isPolicyHolder: v as 'Yes' | 'No' } })}
          />
          <RadioGroup
            label={t('patient.isRequireLegalGuardian')}
            orientation="horizontal"
            options={yesNo}
            value={values.patient.isRequireLegalGuardian}
            onChange={(v) =>
              change({ ...values, patient: { ...values.patient, isRequireLegalGuardian: v as 'Yes' | 'No' } })
            }
          />
        </FieldGrid>
      </Block>
      {visible.policyHolder ? (
        <Block title={t('policyHolder.title')}>
          <PersonFields
            prefix="policyOwner"
            values={values.policyOwner}
            onChange={(policyOwner) => change({ ...values, policyOwner })}
            errors={text}
            idTypes={idTypes}
          />
        </Block>
      ) : null}
      {visible.guardian ? (
        <Block title={t('guardian.title')}>
          {visible.sameAsOption ? (
            <Checkbox
              isSelected={values.sameAsPolicyHolder}
              onChange={(sameAsPolicyHolder) => change({ ...values, sameAsPolicyHolder })}
            >
              {t('guardian.samePerson')}
            </Checkbox>
          ) : null}
          <FieldGrid>
            <RadioGroup
              label={t('guardian.relationType')}
              orientation="horizontal"
              options={[
                { value: 'Guardian', label: t('guardian.guardian') },
                { value: 'Next of Kin', label: t('guardian.nextOfKin') },
              ]}
              value={values.guardian.relationType}
              onChange={(v) =>
                change({ ...values, guardian: { ...values.guardian, relationType: v as 'Guardian' | 'Next of Kin' } })
              }
            />
            {values.guardian.relationType === 'Next of Kin' ? (
              <TextFieldRelation
                value={values.guardian.relationWithPatient}
                error={text['guardian.relationWithPatient']}
                onChange={(relationWithPatient) =>
                  change({ ...values, guardian: { ...values.guardian, relationWithPatient } })
                }
              />
            ) : null}
          </FieldGrid>
          <PersonFields
            prefix="guardian"
            values={values.guardian}
            onChange={(guardian) => change({ ...values, guardian })}
            errors={text}
            idTypes={idTypes}
            isDisabled={values.sameAsPolicyHolder}
          />
        </Block>
      ) : null}
    </>
  );
});

function TextFieldRelation({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('pre-authorisation');
  return (
    <TextField
      label={t('guardian.relationWithPatient')}
      name="guardian.relationWithPatient"
      value={value}
      onChange={onChange}
      errorMessage={error}
      isRequired
    />
  );
}
