import { formatInTimeZone } from 'date-fns-tz';
import type { SessionTime } from '../../../src/lib/api/contract/waiting-list';

/** A session as instants and as the tenant's wall clock, so the client formats it without converting zones. */
export function sessionTime(slot: { start: Date; end: Date }, timeZone: string): SessionTime {
  return {
    start: slot.start.toISOString(),
    end: slot.end.toISOString(),
    localDate: formatInTimeZone(slot.start, timeZone, 'yyyy-MM-dd'),
    startTime: formatInTimeZone(slot.start, timeZone, 'HH:mm'),
    endTime: formatInTimeZone(slot.end, timeZone, 'HH:mm'),
    timeZone,
  };
}
