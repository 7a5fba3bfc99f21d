import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormEngine } from '@/components/form-engine/form-engine';
import { FormEngineServicesProvider } from '@/components/form-engine/form-engine-services';
import { useIssueText } from '@/components/form-engine/use-issue-text';
import { Alert } from '@/components/ui/alert/alert';
import { Spinner } from '@/components/ui/spinner/spinner';
import type { FormValues } from '@/lib/api/contract/form-rules/dependencies';
import { validateForm, type FormIssues } from '@/lib/api/contract/form-rules/validate';
import type { FormDefinition } from '@/lib/api/contract/patient-booking/forms';
import { useTenant } from '@/lib/tenant/tenant-context';
import { pafStartingValues } from '../../model/form-submission';
import { ErrorSummary } from '../paf-layout';
import { usePafFormServices } from '../use-paf-form-services';
import { usePafSession } from '../use-paf-session';
import { StepActions, useStepFailure } from './step-actions';

/** Props of a wizard page rendered by the form engine from a server schema. */
export interface EngineStepProps {
  clientId: string;
  definition: FormDefinition | undefined;
  isLoading: boolean;
  isError: boolean;
  /** Stored values (null until the page was first shown). */
  values: FormValues | null;
  /** What a resumed draft saved for this page: the form starts from it instead of the definition's defaults. */
  saved?: FormValues | null;
  onValuesChange: (values: FormValues) => void;
  /** Saves or moves on; a rejected promise's message is listed under 'Error'. */
  onValid: (definition: FormDefinition, values: FormValues) => Promise<void> | void;
  back: () => void;
  isSaving?: boolean;
  /** Extra content under the form (the estimate's running totals). */
  children?: ReactNode;
}

/** Sections C, D and the estimate: the engine renders and validates the server's schema. */
export function EngineStep({
  clientId,
  definition,
  isLoading,
  isError,
  values,
  saved = null,
  onValuesChange,
  onValid,
  back,
  isSaving = false,
  children,
}: EngineStepProps) {
  const { t } = useTranslation('pre-authorisation');
  const { manifest } = useTenant();
  const session = usePafSession();
  const services = usePafFormServices(clientId, manifest.country);
  const issueText = useIssueText();
  const [issues, setIssues] = useState<FormIssues>({});
  const { failure, attempt, begin, fail } = useStepFailure();
  const current = values ?? (definition ? pafStartingValues(definition, saved) : {});
  const messages = [...Object.values(issues).map((issue) => issueText(issue) ?? ''), ...(failure ? [failure] : [])];

  const onNext = async () => {
    if (!definition) return;
    const found = validateForm(definition, current, { today: session.today, phoneRegion: manifest.phoneRegion });
    setIssues(found);
    begin();
    if (Object.keys(found).length > 0) return;
    try {
      await onValid(definition, current);
    } catch (error) {
      fail(error instanceof Error && error.message ? error.message : t('errors.submission'));
    }
  };

  return (
    <>
      <ErrorSummary messages={messages} attempt={attempt} />
      {isError ? <Alert variant="error" messages={[t('errors.form')]} /> : null}
      {isLoading ? <Spinner label={t('loading')} /> : null}
      {definition ? (
        <FormEngineServicesProvider services={services}>
          <FormEngine definition={definition} values={current} onChange={onValuesChange} issues={issues} />
        </FormEngineServicesProvider>
      ) : null}
      {children}
      <StepActions onBack={back} onNext={onNext} isLoading={isSaving} isDisabled={!definition} />
    </>
  );
}
