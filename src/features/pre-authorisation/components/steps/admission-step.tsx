import { useTranslation } from 'react-i18next';
import { LazyDatePicker as DatePicker } from '@/components/ui/date-picker/lazy-date-picker';
import { RadioGroup } from '@/components/ui/radio-group/radio-group';
import { Select } from '@/components/ui/select/select';
import { TextField } from '@/components/ui/text-field/text-field';
import { QueryErrorAlert } from '@/components/query-error/query-error-alert';
import { nowInZone, zonedTimeToInstant } from '@/lib/format/dates';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useTenant } from '@/lib/tenant/tenant-context';
import { useHospitalPanel } from '../../api/get-hospital-panel';
import { useSaveAdmission } from '../../api/save-admission';
import { admissionSchema, hospitalOptions, type AdmissionValues } from '../../model/wizard-state';
import { Block, ErrorSummary, FieldGrid } from '../paf-layout';
import { usePafSession } from '../use-paf-session';
import { serverTextOr, StepActions, useFormStepSave } from './step-actions';
import type { StepProps } from './step-props';

const labels: Record<string, string> = {
  admissionDate: 'admission.date',
  hospitalId: 'admission.hospital',
  dateTimeOfAccident: 'admission.accidentDateTime',
  detailsOfAccident: 'admission.accidentDetails',
};

/** Step 2: Section B admission details (docs/product/pre-authorisation.md#validation). */
export function AdmissionStep({ state, update, next, back }: StepProps) {
  const { t } = useTranslation('pre-authorisation');
  const { manifest } = useTenant();
  const session = usePafSession();
  const panel = useHospitalPanel(state.clientId);
  const save = useSaveAdmission(session.roleId);
  const values = state.admission;
  const set = (patch: Partial<AdmissionValues>) => update({ admission: { ...values, ...patch } });
  const hospitals = hospitalOptions(
    panel.data?.data.flatMap((d) => d.panelEntity) ?? [],
    session.roleId,
    session.userId,
  );
  const nowLocal = nowInZone(manifest.timeZone);
  // The wizard owns the values (they outlive the step); the form mirrors them and checks them on Next.
  // Messages stay until the next Next, whatever is edited meanwhile.
  const form = useZodForm<AdmissionValues>(admissionSchema(session.today, nowLocal), {
    values,
    resetOptions: { keepErrors: true },
  });
  const text = Object.fromEntries(
    Object.entries(form.formState.errors).map(([k, error]) => [
      k,
      t(error?.message ?? '', { label: t(labels[k] ?? 'person.field') }),
    ]),
  );

  const { failure, attempt, onNext } = useFormStepSave(
    form,
    async (values) => {
      const hospital = hospitals.find((h) => h.spaceId === values.hospitalId);
      const accident = values.isCausedByAccident === 'Yes';
      await save.mutateAsync({
        caseId: state.caseId,
        admissionDate: values.admissionDate,
        hospital: hospital?.spaceName ?? '',
        hospitalId: values.hospitalId,
        isCausedByAccident: accident,
        // The wall-clock time is the tenant's; the API takes an instant.
        dateTimeOfAccident: accident
          ? zonedTimeToInstant(values.dateTimeOfAccident, manifest.timeZone).toISOString()
          : null,
        detailsOfAccident: accident ? values.detailsOfAccident : null,
      });
    },
    next,
    (error) => serverTextOr(error, t('errors.submission')),
  );
  const messages = [...Object.values(text), ...(failure ? [failure] : [])];

  return (
    <>
      <ErrorSummary messages={messages} attempt={attempt} />
      {panel.isError ? (
        <QueryErrorAlert error={panel.error} message={t('errors.hospitals')} onRetry={() => void panel.refetch()} />
      ) : null}
      <Block title={t('admission.title')}>
        <FieldGrid>
          <DatePicker
            label={t('admission.date')}
            value={values.admissionDate || null}
            min={session.today}
            timeZone={manifest.timeZone}
            onChange={(admissionDate) => set({ admissionDate: admissionDate ?? '' })}
            errorMessage={text.admissionDate}
            isRequired
          />
          <Select
            label={t('admission.hospital')}
            options={hospitals.map((h) => ({ id: h.spaceId, label: h.spaceName }))}
            selectedKey={values.hospitalId || null}
            onSelectionChange={(key) => set({ hospitalId: String(key) })}
            errorMessage={text.hospitalId}
            isRequired
          />
          <RadioGroup
            label={t('admission.accident')}
            orientation="horizontal"
            options={[
              { value: 'Yes', label: t('yes') },
              { value: 'No', label: t('no') },
            ]}
            value={values.isCausedByAccident}
            onChange={(v) =>
              set(
                v === 'Yes'
                  ? { isCausedByAccident: 'Yes' }
                  : { isCausedByAccident: 'No', dateTimeOfAccident: '', detailsOfAccident: '' },
              )
            }
          />
        </FieldGrid>
        {values.isCausedByAccident === 'Yes' ? (
          <FieldGrid>
            <TextField
              label={t('admission.accidentDateTime')}
              type="datetime-local"
              name="dateTimeOfAccident"
              value={values.dateTimeOfAccident}
              onChange={(dateTimeOfAccident) => set({ dateTimeOfAccident })}
              errorMessage={text.dateTimeOfAccident}
              isRequired
            />
            <TextField
              label={t('admission.accidentDetails')}
              name="detailsOfAccident"
              value={values.detailsOfAccident}
              onChange={(detailsOfAccident) => set({ detailsOfAccident })}
              errorMessage={text.detailsOfAccident}
              isRequired
            />
          </FieldGrid>
        ) : null}
      </Block>
      <StepActions onBack={back} onNext={onNext} isLoading={save.isPending} />
    </>
  );
}
