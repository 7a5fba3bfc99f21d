import { useTranslation } from 'react-i18next';
import { Calendar } from '@/components/ui/calendar/calendar';
import type { CalendarDayState } from '@/components/ui/calendar/calendar-types';
import type { CalendarDay } from '@/lib/api/contract/patient-booking/session-booking';
import { pickerDay, type PickedSession, type PickerDayStatus } from '../model/session-picker';

/** Props of the month calendar with day statuses. */
export interface SessionCalendarProps {
  days: readonly CalendarDay[];
  picked: readonly PickedSession[];
  today: string;
  value: string | null;
  onChange: (date: string) => void;
  /** Month to show first (the first open day). */
  focusDate: string;
  /** The patient holds the most sessions allowed: no day can be opened. */
  limitReached: boolean;
  /** Id of the text saying why no day can be opened, read when the calendar takes focus. */
  'aria-describedby'?: string;
  /** IANA zone whose today is marked (the unit's). */
  timeZone: string;
}

const statuses: readonly PickerDayStatus[] = [
  'free',
  'selected',
  'busy',
  'waiting-list',
  'force-booking',
  'closed',
  'limit',
];

/** The legend's words in the calendar's looks: outlined, filled, grey; the rest struck through. */
const looks: Record<PickerDayStatus, CalendarDayState | null> = {
  free: 'available',
  selected: 'chosen',
  'waiting-list': 'waiting',
  'force-booking': 'warning',
  busy: null,
  closed: null,
  limit: null,
};

/** A Monday-first month whose days show the picker statuses; unavailable days cannot be chosen. */
export function SessionCalendar(props: SessionCalendarProps) {
  const { days, picked, today, value, onChange, focusDate, limitReached, timeZone } = props;
  const { t } = useTranslation('patient-booking');
  const byDate = new Map(days.map((d) => [d.calendarDate, d]));
  const descriptions = Object.fromEntries(statuses.map((status) => [status, t(`picker.status.${status}`)]));
  return (
    <Calendar
      aria-label={t('picker.stepDate')}
      aria-describedby={props['aria-describedby']}
      size="lg"
      selectionRing
      timeZone={timeZone}
      value={value}
      onChange={onChange}
      defaultFocusedValue={focusDate}
      descriptions={descriptions}
      dayInfo={(day) => {
        const { status, disabled } = pickerDay(byDate.get(day), picked, today, limitReached);
        return { state: status ? looks[status] : null, unavailable: disabled, description: status };
      }}
    />
  );
}
