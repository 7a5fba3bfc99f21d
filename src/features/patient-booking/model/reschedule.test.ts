import { describe, expect, it } from 'vitest';
import type { CalendarDay } from '@/lib/api/contract/patient-booking/session-booking';
import { ApiError } from '@/lib/api/api-error';
import { freeDays, freeTimesOf, refusalKeyOf } from './reschedule';

const at = (hhmm: string, day = '2026-12-01') => `${day}T${hhmm.slice(0, 2)}:${hhmm.slice(2)}:00.000Z`;
/** Half-hour slots of one place each from 09:00 to 11:00; `taken` lists the starts that are full. */
const day = (taken: string[] = [], date = '2026-12-01', status: CalendarDay['dayStatus'] = 'free'): CalendarDay => ({
  calendarDate: date,
  dayStatus: status,
  start: at('0900', date),
  schedules: ['0900', '0930', '1000', '1030'].map((s, i, all) => ({
    id: `${date}-${s}`,
    start: at(s, date),
    end: at(all[i + 1] ?? '1100', date),
    capacity: 1,
    bookedCount: taken.includes(s) ? 1 : 0,
  })),
});
const held = (start: string, end: string, date = '2026-11-30') => ({
  slotStartAt: at(start, date),
  slotEndAt: at(end, date),
});
const early = Date.parse('2026-11-01T00:00:00Z');

describe('freeTimesOf: where the appointment can move', () => {
  it('offers every start with room for an appointment one slot long', () => {
    expect(freeTimesOf(day(['0930']), held('0900', '0930'), early).map((t) => t.start)).toEqual([
      at('0900'),
      at('1000'),
      at('1030'),
    ]);
  });
  it('needs back-to-back room for a longer appointment, and ends where that run ends', () => {
    expect(freeTimesOf(day(['1000']), held('0900', '1000'), early)).toEqual([{ start: at('0900'), end: at('1000') }]);
  });
  it('leaves out the time held now and times already past', () => {
    const now = Date.parse(at('0945'));
    expect(freeTimesOf(day(), held('1000', '1030', '2026-12-01'), now).map((t) => t.start)).toEqual([at('1030')]);
  });
});

describe('freeDays', () => {
  it('keeps only the days with a free time, and never a closed one', () => {
    const days = freeDays(
      [day(['0900', '0930', '1000', '1030'], '2026-12-01'), day([], '2026-12-02'), day([], '2026-12-03', 'closed')],
      held('0900', '0930'),
      early,
    );
    expect([...days.keys()]).toEqual(['2026-12-02']);
  });
});

describe('refusalKeyOf', () => {
  it("words the server's refusal reason, and nothing else", () => {
    const refused = new ApiError(
      'http',
      403,
      'Only a scheduled appointment can be rescheduled.',
      {},
      undefined,
      'reschedule.notScheduled',
    );
    expect(refusalKeyOf(refused)).toBe('reschedule.refusals.notScheduled');
    expect(refusalKeyOf(new Error('x'))).toBeNull();
  });
});
