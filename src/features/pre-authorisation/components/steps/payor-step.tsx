import { useTranslation } from 'react-i18next';
import { Select } from '@/components/ui/select/select';
import { Spinner } from '@/components/ui/spinner/spinner';
import { QueryErrorAlert } from '@/components/query-error/query-error-alert';
import { errorText, useZodForm } from '@/lib/forms/use-zod-form';
import { usePayors } from '../../api/get-payors';
import { payorSchema, type PayorValues } from '../../model/wizard-state';
import { Card, SubTitle } from '../paf-layout';
import { usePafSession } from '../use-paf-session';
import { StepActions } from './step-actions';
import type { StepProps } from './step-props';

/** Step 0: the payor the case is filed with (required). */
export function PayorStep({ state, update, next, back }: StepProps) {
  const { t } = useTranslation('pre-authorisation');
  const { userId } = usePafSession();
  const payors = usePayors(userId);
  // The wizard owns the choice; the form checks it on Next and choosing clears the message.
  const form = useZodForm<PayorValues>(payorSchema, { values: { clientId: state.clientId } });
  const onNext = form.handleSubmit(() => next());

  return (
    <Card aria-labelledby="paf-payor-title">
      <SubTitle id="paf-payor-title">{t('payor.title')}</SubTitle>
      {payors.isError ? (
        <QueryErrorAlert error={payors.error} message={t('errors.payors')} onRetry={() => void payors.refetch()} />
      ) : null}
      {payors.isPending ? <Spinner label={t('loading')} /> : null}
      {payors.data ? (
        <Select
          label={t('payor.label')}
          options={payors.data.map((p) => ({ id: p.clientId, label: p.businessFullName }))}
          selectedKey={state.clientId || null}
          // The payor is fixed once the case exists: its ID types, panel and forms depend on it.
          isDisabled={state.caseId !== ''}
          isRequired
          errorMessage={errorText(t, form.formState.errors.clientId)}
          onSelectionChange={(key) => {
            update({ clientId: String(key) });
            form.clearErrors('clientId');
          }}
        />
      ) : null}
      <StepActions onBack={back} onNext={onNext} />
    </Card>
  );
}
