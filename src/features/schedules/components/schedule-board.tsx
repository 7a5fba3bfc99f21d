import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { breakpoints } from '@themes/tokens';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Alert } from '@/components/ui/alert/alert';
import { Spinner } from '@/components/ui/spinner/spinner';
import { QueryErrorAlert } from '@/components/query-error/query-error-alert';
import { paths } from '@/config/paths';
import { useTenant } from '@/lib/tenant/tenant-context';
import { useUnitSchedules } from '../api/get-unit-schedules';
import { todayInZone } from '@/lib/format/dates';
import { addDays } from '@/lib/format/local-days';
import { layoutFor, rangeStart, stepFor, type CalendarMode } from '../model/calendar-layout';
import { matchesPatient, unitEvents, type ScheduleEvent } from '../model/schedule-events';
import { AppointmentDialog } from './appointment-dialog';
import { CalendarToolbar } from './calendar-toolbar';
import { EventChooser } from './event-chooser';
import { ResourceCalendar, type CalendarColumn } from './resource-calendar';
import { useTimedMessage } from './use-timed-message';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

/** A week's seven columns are a few letters wide on a phone ("Ng Ka"): phones start on one day. */
const phoneQuery = `(max-width: ${breakpoints.sm - 1}px)`;
const defaultMode = (): CalendarMode =>
  typeof window.matchMedia === 'function' && window.matchMedia(phoneQuery).matches ? 'day' : 'week';

/** Props of the schedule board (toolbar, columns, dialog). */
export interface ScheduleBoardProps {
  /** Units to show; with `combine` they share one column (health screening). */
  unitIds: readonly number[];
  /** Selected local date (controlled, shared with the mini calendar). */
  date: string;
  onDateChange: (date: string) => void;
  /** One column for all units (health screening: all locations combined). */
  combine?: { title: string; subtitle: string };
  /** Clicking a time cell (Appointment Management: Add Appointment). */
  onTimeClick?: (unitId: number, instant: string) => void;
  /** A Patient's Choice event; by default it opens Appointment Management for that request. */
  onChoiceClick?: (event: ScheduleEvent) => void;
  /** Week or Day to start with; by default Day on a phone, Week elsewhere. */
  initialMode?: CalendarMode;
  /** Hides the patient search (Appointment Management shows one patient). */
  hideSearch?: boolean;
  /** Bookings open no Appointment dialog (a patient rescheduling: its status actions are the clinic's). */
  bookingsReadOnly?: boolean;
}

/** Shared by the clinic, health-screening and booking calendars: one toolbar over resource columns. */
export function ScheduleBoard({
  unitIds,
  date,
  onDateChange,
  combine,
  onTimeClick,
  onChoiceClick,
  hideSearch,
  bookingsReadOnly,
  initialMode,
}: ScheduleBoardProps) {
  const { t } = useTranslation('schedules');
  const { manifest, date: formatDate } = useTenant();
  const navigate = useNavigate();
  const [mode, setMode] = useState<CalendarMode>(() => initialMode ?? defaultMode());
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<ScheduleEvent | null>(null);
  const [choosing, setChoosing] = useState<ScheduleEvent | null>(null);
  const [message, showMessage] = useTimedMessage<'success' | 'error'>();
  const columnsCount = combine ? 1 : unitIds.length;
  const layout = useMemo(() => layoutFor(columnsCount, mode), [columnsCount, mode]);
  const from = rangeStart(date, layout);
  const to = addDays(from, layout.nDays - 1);
  const query = useUnitSchedules({ unitIds: [...unitIds], from, to });

  const columns = useMemo<CalendarColumn[]>(() => {
    const units = query.data?.units ?? [];
    const built = units.map((u) => {
      const { events, available } = unitEvents(u, manifest.timeZone, (first, count) =>
        t('group.more', { first, count, total: count + 1 }),
      );
      return {
        key: String(u.unitId),
        title: u.resourceName,
        subtitle: u.locationName,
        events: events.filter((e) => matchesPatient(e, search)),
        available,
      };
    });
    if (!combine) return built;
    return [
      {
        key: 'combined',
        title: combine.title,
        subtitle: combine.subtitle,
        events: built.flatMap((c) => c.events),
        available: built.flatMap((c) => c.available),
      },
    ];
  }, [query.data, manifest.timeZone, search, combine, t]);

  const label = (d: string) => formatDate(d, 'date');
  const step = stepFor(layout);
  // One booking (or one waiting request's choice): what clicking it does.
  const openOne = (event: ScheduleEvent) => {
    // A waiting request's preferred session leads to booking it; a booking opens the dialog.
    if (event.calendarId === 'choice' && onChoiceClick) onChoiceClick(event);
    else if (event.calendarId === 'choice') {
      void navigate(paths.scheduleCreate.getHref(String(event.unitId), event.referenceId, event.serviceType));
    } else if (!bookingsReadOnly) setOpen(event);
  };
  const onEventClick = (event: ScheduleEvent) => {
    // Several patients in one slot: the chooser says which one. A page booking into the slot
    // (onChoiceClick) needs the slot, not whose choice it was; read-only bookings open nothing.
    const oneWill =
      (event.calendarId === 'choice' && onChoiceClick) || (event.calendarId === 'confirmed' && bookingsReadOnly);
    if (event.bookings.length > 1 && !oneWill) setChoosing(event);
    else openOne(event);
  };

  return (
    <Stack>
      <CalendarToolbar
        rangeLabel={layout.nDays === 1 ? label(from) : `${label(from)} – ${label(to)}`}
        mode={mode}
        onModeChange={setMode}
        onPrevious={() => onDateChange(addDays(from, -step))}
        onNext={() => onDateChange(addDays(from, step))}
        onToday={() => onDateChange(todayInZone(manifest.timeZone))}
        search={search}
        onSearchChange={hideSearch ? undefined : setSearch}
      />
      {message === 'success' ? <Alert variant="success">{t('status.updated')}</Alert> : null}
      {message === 'error' ? <Alert variant="error">{t('status.failed')}</Alert> : null}
      {query.isError ? (
        <QueryErrorAlert error={query.error} message={t('errors.display')} onRetry={() => void query.refetch()} />
      ) : null}
      {query.isPending ? (
        <Spinner />
      ) : (
        <ResourceCalendar
          columns={columns}
          date={from}
          layout={layout}
          timeZone={manifest.timeZone}
          onEventClick={onEventClick}
          onTimeClick={
            onTimeClick
              ? (key, instant) => onTimeClick(key === 'combined' ? (unitIds[0] ?? 0) : Number(key), instant)
              : undefined
          }
        />
      )}
      <EventChooser
        event={choosing}
        onClose={() => setChoosing(null)}
        onChoose={(one) => {
          setChoosing(null);
          openOne(one);
        }}
      />
      <AppointmentDialog
        event={open}
        onClose={() => setOpen(null)}
        onDone={showMessage}
        onReschedule={(e) =>
          void navigate(paths.doctorScheduleCreate.getHref(String(e.unitId), e.referenceId, e.serviceType), {
            state: { isReschedule: true },
          })
        }
      />
    </Stack>
  );
}
