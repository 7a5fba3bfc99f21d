import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert/alert';
import { Button } from '@/components/ui/button/button';
import { Dialog } from '@/components/ui/dialog/dialog';
import { Select } from '@/components/ui/select/select';
import { Spinner } from '@/components/ui/spinner/spinner';
import { QueryErrorAlert } from '@/components/query-error/query-error-alert';
import type { BookResult } from '@/lib/api/contract/schedules/staff-booking';
import { useTenant } from '@/lib/tenant/tenant-context';
import { useBookAppointment } from '../api/book-appointment';
import { useSelectedDay } from '../api/get-selected-day';
import { refusalKeyOf } from '../model/reschedule-refusal';
import {
  defaultEnd,
  endOptions,
  keepChoice,
  openingChoice,
  startOptions,
  type TimeChoice,
} from '../model/time-options';

/** What the dialog says about a time that is not (or no longer) free. */
const lostKeys = { start: 'add.startTaken', end: 'add.endTaken', clicked: 'add.clickedTaken' } as const;

/** Props of the Add Appointment dialog. */
export interface AddAppointmentDialogProps {
  unitId: number;
  requesterId: string;
  isReschedule: boolean;
  /** Local date the dialog books on; null closes it. */
  date: string | null;
  /** A start chosen by clicking the calendar (ISO instant). */
  initialStart: string | null;
  onClose: () => void;
  onBooked: (result: BookResult) => void;
}

/** 'Add Appointment': Start Time and End Time from the day's free slots, then book. */
export function AddAppointmentDialog({
  unitId,
  requesterId,
  isReschedule,
  date,
  initialStart,
  onClose,
  onBooked,
}: AddAppointmentDialogProps) {
  const { t } = useTranslation('schedules');
  const { date: formatDate } = useTenant();
  const day = useSelectedDay(unitId, date, requesterId);
  const book = useBookAppointment(unitId, requesterId);
  const slots = day.data?.slots ?? [];
  const [choice, setChoice] = useState<TimeChoice>({ start: null, end: null, lost: null });
  const { start, end } = choice;
  // The opening (day and clicked time) the times were first set for; later loads of the
  // same day are refetches (after a lost booking race, on focus) and keep the user's times.
  const seededFor = useRef<string | null>(null);
  useEffect(() => {
    if (date === null) seededFor.current = null;
    if (!day.data) return;
    const slots = day.data.slots;
    const opening = `${date}|${initialStart}`;
    if (seededFor.current === opening) {
      setChoice((current) => keepChoice(slots, current));
      return;
    }
    seededFor.current = opening;
    // A clicked time snaps to the free slot it falls in; a taken one is named, not swapped for another.
    setChoice(openingChoice(slots, initialStart));
  }, [day.data, date, initialStart]);
  useEffect(() => book.reset(), [date]); // eslint-disable-line react-hooks/exhaustive-deps -- a new day starts without the old error

  const hhmm = (iso: string) => formatDate(iso, 'slotAxis');
  const starts = startOptions(slots);
  const ends = endOptions(slots, start);
  const submit = () => {
    if (!start || !end) return;
    book.mutate(
      {
        selectedSchedule: day.data?.selectedSchedule ?? null,
        assignedSlot: { slotStartAt: start, slotEndAt: end },
        isReschedule,
      },
      { onSuccess: onBooked },
    );
  };

  return (
    <Dialog
      isOpen={date !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('add.title')}
      isDismissable
      actions={
        <>
          <Button variant="secondary" onPress={onClose}>
            {t('dialog.close')}
          </Button>
          <Button onPress={submit} isDisabled={!start || !end} isLoading={book.isPending}>
            {t('add.book')}
          </Button>
        </>
      }
    >
      {date ? <p>{formatDate(date, 'date')}</p> : null}
      {day.isPending ? <Spinner size="sm" /> : null}
      {day.isError ? (
        <QueryErrorAlert error={day.error} message={t('errors.display')} onRetry={() => void day.refetch()} />
      ) : null}
      {day.data && starts.length === 0 ? <Alert variant="info">{t('add.noSlots')}</Alert> : null}
      {starts.length > 0 ? (
        <>
          <Select
            label={t('add.start')}
            options={starts.map((s) => ({ id: s, label: hhmm(s) }))}
            selectedKey={start}
            onSelectionChange={(key) => {
              const next = String(key);
              setChoice({ start: next, end: defaultEnd(slots, next), lost: null });
            }}
          />
          <Select
            label={t('add.end')}
            options={ends.map((s) => ({ id: s, label: hhmm(s) }))}
            selectedKey={end}
            isDisabled={!start}
            onSelectionChange={(key) => setChoice((current) => ({ ...current, end: String(key), lost: null }))}
          />
        </>
      ) : null}
      {book.isError ? <BookingFailure error={book.error} /> : null}
      {choice.lost ? (
        <Alert variant="warning">{t(lostKeys[choice.lost.field], { time: hhmm(choice.lost.time) })}</Alert>
      ) : null}
    </Dialog>
  );
}

/** 'Failed to submit.', or the server's reason when it refused a reschedule (translated from its code). */
function BookingFailure({ error }: { error: Error }) {
  const { t } = useTranslation('schedules');
  const refusal = refusalKeyOf(error);
  return <QueryErrorAlert error={error} message={refusal ? t(refusal) : t('add.failed')} />;
}
