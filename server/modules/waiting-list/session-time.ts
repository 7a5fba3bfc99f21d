import type { SessionTime } from '../../../src/lib/api/contract/waiting-list';
import { localDate, localTime } from '../../lib/dates';

/** A session as instants and as the tenant's wall clock, so the client formats it without converting zones. */
export function sessionTime(slot: { start: Date; end: Date }, timeZone: string): SessionTime {
  return {
    start: slot.start.toISOString(),
    end: slot.end.toISOString(),
    localDate: localDate(slot.start, timeZone),
    startTime: localTime(slot.start, timeZone),
    endTime: localTime(slot.end, timeZone),
    timeZone,
  };
}
