import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RadioGroup } from '@/components/ui/radio-group/radio-group';
import { TextField } from '@/components/ui/text-field/text-field';
import { isApiError } from '@/lib/api/api-error';
import { referralDocumentTypes } from '@/lib/api/contract/pre-authorisation/paf';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useClientConfig } from '../../api/get-client-config';
import { useSaveReferral } from '../../api/save-referral';
import {
  normaliseReferral,
  referralFileLimitBytes,
  referralSchema,
  referralVisibility,
  type ReferralValues,
} from '../../model/referral';
import { DocumentPicker } from '../document-picker';
import { Block, ErrorSummary, FieldGrid } from '../paf-layout';
import { usePafSession } from '../use-paf-session';
import { StepActions, useFormStepSave } from './step-actions';
import type { StepProps } from './step-props';

const supporting = referralDocumentTypes.filter((d) => d !== 'Referral Letter');

/** Step 5: referral and supporting documents (docs/product/pre-authorisation.md#referral). */
export function ReferralStep({ state, update, next, back }: StepProps) {
  const { t } = useTranslation('pre-authorisation');
  const session = usePafSession();
  const config = useClientConfig(state.clientId);
  const save = useSaveReferral(session.roleId);
  const values = state.referral;
  const visible = referralVisibility(values.isPatientReferred, values.isReferralLetter);
  const requireDateTime = config.data?.requireReferralDateTime ?? false;
  // The client's limit when known; the spec's 5 MB until then (the server checks again).
  const maxFileBytes = config.data ? config.data.referralUploadLimitMb * 1024 * 1024 : referralFileLimitBytes;
  // The wizard owns the values; the form mirrors them and checks them on Next.
  const form = useZodForm<ReferralValues>(referralSchema(requireDateTime), {
    values,
    resetOptions: { keepErrors: true },
  });
  const errors = Object.keys(form.formState.errors) as Array<keyof ReferralValues>;
  const shown = errors.length > 0;
  // Once shown, the list follows the answers: a field now hidden or filled in drops out of it. This runs
  // after the form took the new values in (a check started before that would be discarded by the form).
  useEffect(() => {
    if (shown) void form.trigger();
  }, [form, shown, values]);
  const set = (patch: Partial<ReferralValues>) => {
    const referral = normaliseReferral({ ...values, ...patch });
    // Without a letter copy there is nothing to upload as the referral letter.
    const documents = referral.isReferralLetter
      ? state.documents
      : state.documents.filter((d) => d.documentType !== 'Referral Letter');
    update({ referral, documents });
  };
  const fieldText = (key: keyof ReferralValues) =>
    errors.includes(key) ? t('errors.cannotBeEmpty', { label: t(`referral.${key}`) }) : undefined;
  const { failure, attempt, onNext } = useFormStepSave(
    form,
    (valid) => save.mutateAsync({ caseId: state.caseId, ...valid, documents: state.documents }),
    next,
    (error) => (isApiError(error) && error.status === 413 ? t('errors.fileTooLarge') : t('errors.submission')),
  );
  const messages = [...errors.map((k) => fieldText(k) ?? ''), ...(failure ? [failure] : [])];
  const yesNo = [
    { value: 'Yes', label: t('yes') },
    { value: 'No', label: t('no') },
  ];

  return (
    <>
      <ErrorSummary messages={messages} attempt={attempt} />
      <Block title={t('referral.title')}>
        <FieldGrid>
          <RadioGroup
            label={t('referral.isPatientReferred')}
            orientation="horizontal"
            options={yesNo}
            value={values.isPatientReferred ? 'Yes' : 'No'}
            onChange={(v) => set({ isPatientReferred: v === 'Yes' })}
          />
          {visible.letterQuestion ? (
            <RadioGroup
              label={t('referral.isReferralLetter')}
              orientation="horizontal"
              options={yesNo}
              value={values.isReferralLetter ? 'Yes' : 'No'}
              onChange={(v) => set({ isReferralLetter: v === 'Yes' })}
            />
          ) : null}
        </FieldGrid>
        {visible.doctorDetails ? (
          <FieldGrid>
            <TextField
              label={t('referral.referralDoctorName')}
              value={values.referralDoctorName}
              onChange={(v) => set({ referralDoctorName: v })}
              errorMessage={fieldText('referralDoctorName')}
              isRequired
            />
            <TextField
              label={t('referral.referralDoctorClinicDetails')}
              value={values.referralDoctorClinicDetails}
              onChange={(v) => set({ referralDoctorClinicDetails: v })}
              errorMessage={fieldText('referralDoctorClinicDetails')}
              isRequired
            />
            <TextField
              label={t('referral.referralDoctorPhone')}
              type="tel"
              value={values.referralDoctorPhone}
              onChange={(v) => set({ referralDoctorPhone: v })}
              errorMessage={fieldText('referralDoctorPhone')}
              isRequired
            />
            <TextField
              label={t('referral.dateTimeOfReferral')}
              type="datetime-local"
              value={values.dateTimeOfReferral}
              onChange={(v) => set({ dateTimeOfReferral: v })}
              errorMessage={fieldText('dateTimeOfReferral')}
              isRequired={requireDateTime}
            />
          </FieldGrid>
        ) : null}
        {visible.letterUpload ? (
          <DocumentPicker
            documentType="Referral Letter"
            label={t('referral.doc.Referral Letter')}
            documents={state.documents}
            onChange={(documents) => update({ documents })}
            maxFileBytes={maxFileBytes}
          />
        ) : null}
      </Block>
      <Block title={t('referral.supportingTitle')}>
        {supporting.map((type) => (
          <DocumentPicker
            key={type}
            documentType={type}
            label={t(`referral.doc.${type}`)}
            documents={state.documents}
            onChange={(documents) => update({ documents })}
            maxFileBytes={maxFileBytes}
          />
        ))}
      </Block>
      <StepActions onBack={back} onNext={onNext} isLoading={save.isPending} />
    </>
  );
}
