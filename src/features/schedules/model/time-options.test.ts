import { describe, expect, it } from 'vitest';
import { keepChoice, openingChoice, type DaySlot, type TimeChoice } from './time-options';

const at = (hhmm: string) => `2026-12-01T${hhmm.slice(0, 2)}:${hhmm.slice(2)}:00.000Z`;
/** Back-to-back half-hour slots from 09:00; `taken` lists the starts no longer free. */
const day = (taken: string[] = []): DaySlot[] =>
  ['0900', '0930', '1000', '1030'].map((s, i, all) => ({
    slotStartAt: at(s),
    slotEndAt: at(all[i + 1] ?? '1100'),
    available: !taken.includes(s),
  }));
const choice = (start: string | null, end: string | null): TimeChoice => ({
  start: start && at(start),
  end: end && at(end),
  lost: null,
});

describe('keepChoice after the times are fetched again', () => {
  it('keeps the same choice while its times are still free', () => {
    const chosen = choice('0930', '1030');
    expect(keepChoice(day(['0900']), chosen)).toBe(chosen);
  });
  it('clears both times and names the start when the start was taken', () => {
    expect(keepChoice(day(['0930']), choice('0930', '1000'))).toEqual({
      start: null,
      end: null,
      lost: { field: 'start', time: at('0930') },
    });
  });
  it('clears only the end when a slot inside the range was taken', () => {
    expect(keepChoice(day(['1000']), choice('0930', '1030'))).toEqual({
      start: at('0930'),
      end: null,
      lost: { field: 'end', time: at('1030') },
    });
  });
  it('leaves an empty choice alone', () => {
    const empty = choice(null, null);
    expect(keepChoice(day(['0900']), empty)).toBe(empty);
  });
});

describe('openingChoice: Add Appointment opened by a click', () => {
  it('opens at the clicked time, ending a slot later', () => {
    expect(openingChoice(day(), at('1030'))).toEqual(choice('1030', '1100'));
  });
  it('snaps a click inside a slot to its start', () => {
    expect(openingChoice(day(), '2026-12-01T10:10:00.000Z')).toEqual(choice('1000', '1030'));
  });
  it('names a clicked time that is taken instead of opening at another one', () => {
    expect(openingChoice(day(['1000']), at('1000'))).toEqual({
      start: null,
      end: null,
      lost: { field: 'clicked', time: at('1000') },
    });
  });
  it('opens empty without a clicked time', () => {
    expect(openingChoice(day(), null)).toEqual(choice(null, null));
  });
});
