import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/ui/button/button';
import { Dialog } from '@/components/ui/dialog/dialog';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useAppointmentStatusLabel } from '@/lib/format/appointment-status';
import { FormTextField } from '@/lib/forms/form-field';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useTenant } from '@/lib/tenant/tenant-context';
import { useAppointmentDetail } from '../api/get-appointment-detail';
import { useUpdateAppointmentStatus } from '../api/update-appointment-status';
import type { ScheduleEvent } from '../model/schedule-events';
import {
  actionsFor,
  notesSchema,
  walkInActionsFor,
  type AppointmentAction,
  type NotesValues,
} from '../model/status-actions';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

/** Props of the Appointment dialog. */
export interface AppointmentDialogProps {
  /** The clicked appointment; null closes the dialog. */
  event: ScheduleEvent | null;
  onClose: () => void;
  /** After a status call: the page shows the 5-second message and the schedule reloads. */
  onDone: (outcome: 'success' | 'error') => void;
  /** Reschedule leads to Appointment Management for this request. */
  onReschedule: (event: ScheduleEvent) => void;
}

const actionKey: Record<AppointmentAction, string> = {
  Reschedule: 'dialog.reschedule',
  Cancel: 'dialog.cancel',
  Attended: 'dialog.attended',
  'No Show': 'dialog.noShow',
};

/** Appointment details with the status actions the spec allows for its time. */
export function AppointmentDialog({ event, onClose, onDone, onReschedule }: AppointmentDialogProps) {
  const { t } = useTranslation('schedules');
  const { manifest, date } = useTenant();
  const detail = useAppointmentDetail(event?.unitId ?? 0, event && event.status !== null ? event.referenceId : null);
  const update = useUpdateAppointmentStatus();
  const statusLabel = useAppointmentStatusLabel();
  const [action, setAction] = useState<AppointmentAction | null>(null);
  // Checked on Confirm; choosing another action or typing clears the message.
  const form = useZodForm<NotesValues>(notesSchema(action), { defaultValues: { notes: '' } });
  const item = detail.data?.items[0];
  const slotStart = detail.data?.assignedSlot ? new Date(detail.data.assignedSlot.slotStartAt) : null;
  const now = detail.data ? new Date(detail.data.now) : new Date();
  // A booking without a request (status null) is a walk-in: its own time decides, there is no detail to load.
  const walkIn = event !== null && event.status === null;
  const offered =
    item && slotStart
      ? actionsFor(slotStart, now, item.appointmentStatus, manifest.features.reschedule)
      : walkIn
        ? walkInActionsFor(new Date(event.start.epochMilliseconds), now, manifest.features.reschedule)
        : [];
  const packageName = item ? (item.screening?.packageName ?? null) : (event?.packageName ?? null);
  const when = event ? `${date(event.start.toInstant().toString(), 'date')} ${event.startLabel}` : '';

  const close = () => {
    setAction(null);
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(({ notes }) => {
    if (!event || !action) return;
    if (action === 'Reschedule') {
      onReschedule(event);
      close();
      return;
    }
    update.mutate(
      { unitId: event.unitId, requesterId: event.referenceId, status: action, notes },
      {
        onSuccess: () => onDone('success'),
        onError: () => onDone('error'),
        onSettled: close,
      },
    );
  });
  const confirm = () => {
    if (!event || !action) return;
    void submit();
  };

  return (
    <Dialog
      isOpen={event !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={t('dialog.title')}
      isDismissable
      actions={
        <>
          <Button variant="secondary" onPress={close}>
            {t('dialog.close')}
          </Button>
          {action ? (
            <Button onPress={confirm} isLoading={update.isPending}>
              {t('dialog.confirm')}
            </Button>
          ) : null}
        </>
      }
    >
      {event ? (
        <>
          <Facts>
            <dt>{t('dialog.patient')}</dt>
            <dd>{item?.patient.name ?? event.title}</dd>
            <dt>{t('dialog.time')}</dt>
            <dd>{when}</dd>
            {item ? (
              <>
                <dt>{t('dialog.reference')}</dt>
                <dd>{item.referenceNo}</dd>
                <dt>{t('dialog.status')}</dt>
                <dd>{statusLabel(item.appointmentStatus)}</dd>
                {item.specialist ? (
                  <>
                    <dt>{t('dialog.doctor')}</dt>
                    <dd>{item.specialist.displayName}</dd>
                  </>
                ) : null}
                {packageName ? (
                  <>
                    <dt>{t('dialog.package')}</dt>
                    <dd>{packageName}</dd>
                  </>
                ) : null}
                <dt>{t('dialog.facility')}</dt>
                <dd>{item.facility.facilityName}</dd>
              </>
            ) : packageName ? (
              <>
                <dt>{t('dialog.package')}</dt>
                <dd>{packageName}</dd>
              </>
            ) : null}
          </Facts>
          {detail.isFetching && !item ? <Spinner size="sm" /> : null}
          {offered.length > 0 ? (
            <Actions role="group" aria-label={t('dialog.changeStatus')}>
              {offered.map((a) => (
                <Button
                  key={a}
                  variant={action === a ? 'primary' : 'secondary'}
                  size="sm"
                  aria-pressed={action === a}
                  onPress={() => (setAction(a), form.clearErrors())}
                >
                  {t(actionKey[a])}
                </Button>
              ))}
            </Actions>
          ) : null}
          {action ? (
            <FormTextField
              form={form}
              name="notes"
              ns="schedules"
              label={t('dialog.notes')}
              isRequired={action === 'Cancel'}
            />
          ) : null}
        </>
      ) : null}
    </Dialog>
  );
}
