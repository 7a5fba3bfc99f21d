import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FormEngine } from '@/components/form-engine/form-engine';
import { FormEngineServicesProvider } from '@/components/form-engine/form-engine-services';
import { toSubmission } from '@/components/form-engine/model/values';
import { serverErrorLines } from '@/components/form-engine/model/server-errors';
import { Alert } from '@/components/ui/alert/alert';
import { Button } from '@/components/ui/button/button';
import { isApiError } from '@/lib/api/api-error';
import { useApiErrorCause } from '@/lib/api/error-message';
import type { AppointmentServiceType, FormPageData } from '@/lib/api/contract/patient-booking/forms';
import { isFieldVisible, type FormValues } from '@/lib/api/contract/form-rules/dependencies';
import { validateForm, type FormIssues } from '@/lib/api/contract/form-rules/validate';
import { safeAppPathOr } from '@/lib/api/contract/safe-redirect';
import { todayInZone } from '@/lib/format/dates';
import { useTenant } from '@/lib/tenant/tenant-context';
import { useSubmitForm } from '../api/submit-form';
import {
  attachedFiles,
  attachmentsSectionId,
  attachmentsWithinLimit,
  deriveValues,
  privacyConfirmed,
  privacySectionId,
  startValues,
} from '../model/form-page';
import { touchedAfter, withProfile, type ProfileFacts } from '../model/profile-prefill';
import {
  emptyPreferredChoices,
  preferredIssues,
  toPreferredOptions,
  type PreferredChoice,
  type ProposableDay,
} from '../model/preferred-options';
import { PreferredOptionsSection } from './preferred-options-section';
import { useFormServices } from './use-form-services';

const noPrefill: ProfileFacts = {};

/** Attachments and privacy close the form; OPD's preferred options go just before them. */
const closing = new Set([attachmentsSectionId, privacySectionId]);

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space[4]};
`;
const Stack = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

/** Props of the OPD/MCU appointment form. */
export interface AppointmentFormProps {
  service: AppointmentServiceType;
  page: FormPageData;
  /** Where the server's link leads (a full navigation keeps it simple and safe). */
  onDone: (link: string) => void;
  /** The signed-in patient's own details; they fill the fields still empty and untouched. */
  prefill?: ProfileFacts;
}

/** Server sections plus Attach Medical Reports and Privacy Confirmation; Submit needs privacy ticked. */
export function AppointmentForm({ service, page, onDone, prefill = noPrefill }: AppointmentFormProps) {
  const { t } = useTranslation('patient-booking');
  const { manifest } = useTenant();
  const services = useFormServices();
  const { definition } = page;
  const today = todayInZone(manifest.timeZone);
  // A continued draft starts from its own answers; the profile fills only what they leave empty.
  const start = useMemo(() => startValues(definition, page.saved), [definition, page.saved]);
  const [typed, setTyped] = useState<FormValues>(start);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [issues, setIssues] = useState<FormIssues>({});
  const [serverLines, setServerLines] = useState<string[]>([]);
  const [preferred, setPreferred] = useState<{ choices: PreferredChoice[]; days: ProposableDay[] }>({
    choices: emptyPreferredChoices(),
    days: [],
  });
  const [preferredChecked, setPreferredChecked] = useState(false);
  const asksPreferred = service === 'opd';
  const submit = useSubmitForm(service, page.requesterId);
  const causeOf = useApiErrorCause();

  // The profile may answer after the form is on screen: what shows is worked out on each
  // render from the patient's own input, so a late profile never writes over it.
  const values = deriveValues(definition, withProfile(definition, typed, start, prefill, touched), today);
  const attachmentsFit = attachmentsWithinLimit(definition, values);
  const onValues = (next: FormValues) => {
    setTouched((before) => touchedAfter(before, values, next));
    setTyped(deriveValues(definition, next, today));
  };

  const onSubmit = () => {
    const found = validateForm(definition, values, { today, phoneRegion: manifest.phoneRegion });
    setIssues(found);
    setServerLines([]);
    setPreferredChecked(true);
    const preferredOptions = asksPreferred ? toPreferredOptions(preferred.choices, preferred.days) : undefined;
    // Over 10 MB the upload field already shows 'File upload cannot greater than 10MB'; nothing is sent.
    if (Object.keys(found).length > 0 || !attachmentsFit || preferredOptions === null) return;
    const fields = definition.sections.flatMap((s) => s.fields);
    const files = attachedFiles(definition, values);
    submit.mutate(
      {
        version: definition.version,
        fields: toSubmission(fields, values, (f) => isFieldVisible(f, fields, values)),
        files,
        preferredOptions,
      },
      {
        onSuccess: (result) => onDone(safeAppPathOr(result.link, '/app/patient')),
        onError: (error) =>
          setServerLines(
            isApiError(error) && error.kind === 'http' && error.status < 500
              ? serverErrorLines(error.message, error.fields)
              : [t('form.failed'), causeOf(error) ?? ''].filter(Boolean),
          ),
      },
    );
  };

  return (
    <FormEngineServicesProvider services={services}>
      <Stack
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        {serverLines.length > 0 ? <Alert variant="error" messages={serverLines} /> : null}
        <FormEngine
          definition={definition}
          values={values}
          onChange={onValues}
          issues={issues}
          sectionFilter={asksPreferred ? (s) => !closing.has(s.id) : undefined}
        />
        {asksPreferred ? (
          <>
            <PreferredOptionsSection
              unitId={page.unitId}
              choices={preferred.choices}
              onChange={(choices, days) => setPreferred({ choices, days })}
              issues={preferredChecked ? preferredIssues(preferred.choices) : []}
            />
            <FormEngine
              definition={definition}
              values={values}
              onChange={onValues}
              issues={issues}
              sectionFilter={(s) => closing.has(s.id)}
            />
          </>
        ) : null}
        <Actions>
          <Button
            type="submit"
            isDisabled={!privacyConfirmed(definition, values) || !attachmentsFit}
            isLoading={submit.isPending}
          >
            {t('form.submit')}
          </Button>
        </Actions>
      </Stack>
    </FormEngineServicesProvider>
  );
}
