import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { QueryErrorAlert } from '@/components/query-error/query-error-alert';
import { Button } from '@/components/ui/button/button';
import { Dialog } from '@/components/ui/dialog/dialog';
import type { SelfCancelState } from '@/lib/api/contract/patient-inbox/self-cancel';
import { selfCancelReasonMaxLength } from '@/lib/api/contract/patient-inbox/self-cancel';
import { FormTextField } from '@/lib/forms/form-field';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useTenant } from '@/lib/tenant/tenant-context';
import { useCancelRequest } from '../api/cancel-request';
import { selfCancelFormSchema, selfCancelRefusalKeyOf, type SelfCancelFormValues } from '../model/self-cancel';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Props: the request and what the server says about cancelling it. */
export interface SelfCancelProps {
  serviceType: 'OPD' | 'MCU';
  referenceNo: string;
  userId: string;
  state: SelfCancelState;
}

/**
 * "Cancel appointment" while the server allows it (with its deadline), else why not, for the refusals
 * a patient can do something about; a cancelled or finished request says so in its status instead.
 */
export function SelfCancel({ serviceType, referenceNo, userId, state }: SelfCancelProps) {
  const { t } = useTranslation('patient-inbox');
  const { date, manifest } = useTenant();
  const [open, setOpen] = useState(false);
  const cancel = useCancelRequest(serviceType, referenceNo, userId);
  const form = useZodForm<SelfCancelFormValues>(selfCancelFormSchema, { defaultValues: { reason: '' } });
  const refusal = cancel.isError ? selfCancelRefusalKeyOf(cancel.error) : null;

  if (!state.allowed) {
    if (state.refusal === 'tooLate') {
      return <Note>{t('cancel.tooLate', { hours: manifest.appointments.selfCancelCutoffHours })}</Note>;
    }
    return state.refusal === 'notYours' ? <Note>{t('cancel.refusals.notYours')}</Note> : null;
  }

  const close = () => {
    setOpen(false);
    cancel.reset();
  };
  // A failed call leaves the dialog open with the reason as typed, so trying again costs nothing.
  const submit = form.handleSubmit((values) => cancel.mutate(values, { onSuccess: () => setOpen(false) }));

  return (
    <Box>
      <Button variant="danger" onPress={() => setOpen(true)}>
        {t('cancel.action')}
      </Button>
      {state.until ? <Note>{t('cancel.until', { time: date(state.until, 'dateTime') })}</Note> : null}
      <Dialog
        isOpen={open}
        onOpenChange={(next) => (next ? setOpen(true) : close())}
        title={t('cancel.title')}
        actions={
          <>
            <Button variant="secondary" onPress={close}>
              {t('cancel.keep')}
            </Button>
            <Button variant="danger" onPress={() => void submit()} isLoading={cancel.isPending}>
              {t('cancel.confirm')}
            </Button>
          </>
        }
      >
        <p>{t('cancel.text')}</p>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <FormTextField
            form={form}
            name="reason"
            ns="patient-inbox"
            label={t('cancel.reason')}
            description={t('cancel.reasonHelp')}
            maxLength={selfCancelReasonMaxLength}
            isRequired
          />
        </form>
        {cancel.isError ? (
          <QueryErrorAlert error={cancel.error} message={refusal ? t(refusal) : t('cancel.failed')} />
        ) : null}
      </Dialog>
    </Box>
  );
}
