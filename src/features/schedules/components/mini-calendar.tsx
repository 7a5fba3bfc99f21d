import styled from 'styled-components';
import { Calendar } from '@/components/ui/calendar/calendar';
import type { CalendarDayInfo } from '@/components/ui/calendar/calendar-types';
import { hairline } from '@/components/ui/shared/metrics';
import type { DayStatus } from '@/lib/api/contract/schedules/staff-schedule';

const Frame = styled.div`
  border: ${({ theme }) => `${hairline(theme)} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface};
`;

/** A schedule day's status in the calendar's one vocabulary; closed days stay openable (the schedule shows why). */
const dayInfo = (status: DayStatus | undefined): CalendarDayInfo => {
  switch (status) {
    case 'free':
      return { state: 'available' };
    case 'force-booking':
      return { state: 'warning' };
    case 'closed':
      return { state: 'closed' };
    case 'busy':
    case 'selected':
    case undefined:
      return {};
  }
};

/** Props of the mini month calendar beside the schedule. */
export interface MiniCalendarProps {
  /** Selected local date, YYYY-MM-DD. */
  value: string;
  onChange: (date: string) => void;
  /** Display status per local date (free, force-booking, closed…). */
  statuses?: ReadonlyMap<string, DayStatus>;
  timeZone: string;
  /** Accessible name. */
  label: string;
}

/** A Monday-first month grid that moves the schedule; days carry their status. */
export function MiniCalendar({ value, onChange, statuses, timeZone, label }: MiniCalendarProps) {
  return (
    <Frame>
      <Calendar
        aria-label={label}
        size="sm"
        value={value}
        onChange={onChange}
        timeZone={timeZone}
        dayInfo={(day) => dayInfo(statuses?.get(day))}
      />
    </Frame>
  );
}
