import { describe, expect, it } from 'vitest';
import type { CalendarDay, ScheduleSlot } from '@/lib/api/contract/patient-booking/session-booking';
import {
  canSubmit,
  firstOpenDay,
  initialPickerState,
  isLimitReached,
  pickerDay,
  pickerReducer,
  toBookedSchedule,
  toClientCaseData,
  type PickedSession,
  type PickerAction,
  type PickerState,
} from './session-picker';

const slot = (id: string, hour: number, booked = 0, capacity = 3): ScheduleSlot => ({
  id,
  start: `2026-12-01T0${hour}:00:00.000Z`,
  end: `2026-12-01T0${hour}:30:00.000Z`,
  capacity,
  bookedCount: booked,
});
const day = (
  calendarDate: string,
  dayStatus: CalendarDay['dayStatus'],
  schedules: ScheduleSlot[] = [slot(`${calendarDate}-a`, 1), slot(`${calendarDate}-b`, 2)],
): CalendarDay => ({
  calendarDate,
  dayStatus,
  start: `${calendarDate}T00:00:00.000Z`,
  schedules,
});
const picked = (d: CalendarDay, index = 0): PickedSession => {
  const s = d.schedules[index]!;
  return { slotId: s.id, day: d.calendarDate, start: s.start, end: s.end, waitingList: false };
};
const today = '2026-11-22';
const run = (actions: PickerAction[], from: PickerState = initialPickerState) => actions.reduce(pickerReducer, from);

describe('pickerDay', () => {
  it.each([
    ['free', 'free', false],
    ['busy', 'busy', true],
    ['closed', 'closed', true],
    ['busy-tentative', 'waiting-list', false],
    ['waiting-list', 'waiting-list', false],
    ['force-booking', 'force-booking', false],
  ] as const)('server %s shows as %s (disabled: %s)', (server, status, disabled) => {
    expect(pickerDay(day('2026-12-01', server), [], today)).toEqual({ status, disabled });
  });
  it('disables days with no entry', () =>
    expect(pickerDay(undefined, [], today)).toEqual({ status: null, disabled: true }));
  it('disables past days but keeps their status', () =>
    expect(pickerDay(day('2026-11-21', 'free'), [], today)).toEqual({ status: 'free', disabled: true }));
  it('today is still selectable', () => expect(pickerDay(day(today, 'free'), [], today).disabled).toBe(false));
  it('disables a free day with no slots left', () =>
    expect(pickerDay(day('2026-12-01', 'free', []), [], today).disabled).toBe(true));
  it('marks a day with a chosen session as selected', () => {
    const d = day('2026-12-01', 'free');
    expect(pickerDay(d, [picked(d)], today)).toEqual({ status: 'selected', disabled: false });
  });
  it('turns a day busy when all its slots are chosen', () => {
    const d = day('2026-12-01', 'waiting-list');
    expect(pickerDay(d, [picked(d, 0), picked(d, 1)], today)).toEqual({ status: 'busy', disabled: true });
  });
  it('selected wins over waiting-list', () => {
    const d = day('2026-12-01', 'busy-tentative');
    expect(pickerDay(d, [picked(d)], today).status).toBe('selected');
  });
  describe('once the two sessions are chosen', () => {
    const d1 = day('2026-12-01', 'free');
    const d2 = day('2026-12-02', 'busy-tentative');
    const two = [picked(d1), picked(d2)];
    it('reaches the limit at two, not before', () => {
      expect(isLimitReached([picked(d1)])).toBe(false);
      expect(isLimitReached(two)).toBe(true);
    });
    it.each(['free', 'waiting-list', 'force-booking'] as const)('a %s day turns to limit and is disabled', (server) => {
      expect(pickerDay(day('2026-12-03', server), two, today, true)).toEqual({ status: 'limit', disabled: true });
    });
    it('a day holding a choice stays selected but cannot be opened', () => {
      expect(pickerDay(d1, two, today, true)).toEqual({ status: 'selected', disabled: true });
    });
    it('closed, busy and past days keep their own status', () => {
      expect(pickerDay(day('2026-12-03', 'closed'), two, today, true)).toEqual({ status: 'closed', disabled: true });
      expect(pickerDay(day('2026-12-03', 'busy'), two, today, true)).toEqual({ status: 'busy', disabled: true });
      expect(pickerDay(day('2026-11-21', 'free'), two, today, true)).toEqual({ status: 'free', disabled: true });
    });
    it('after a removal the day is available again', () => {
      expect(pickerDay(day('2026-12-03', 'free'), [picked(d1)], today, isLimitReached([picked(d1)]))).toEqual({
        status: 'free',
        disabled: false,
      });
    });
  });
  it('firstOpenDay skips closed, busy and past days', () => {
    expect(
      firstOpenDay(
        [
          day('2026-11-20', 'free'),
          day('2026-11-23', 'closed'),
          day('2026-11-24', 'busy'),
          day('2026-11-25', 'busy-tentative'),
        ],
        today,
      ),
    ).toBe('2026-11-25');
    expect(firstOpenDay([day('2026-11-23', 'closed')], today)).toBeNull();
  });
});

describe('pickerReducer', () => {
  const d1 = day('2026-12-01', 'free', [slot('a', 1), slot('b', 2), slot('full', 3, 3)]);
  const d2 = day('2026-12-02', 'free', [slot('c', 4), slot('d', 5)]);
  const toggle = (d: CalendarDay, i: number): PickerAction => ({
    type: 'toggleSlot',
    slot: d.schedules[i]!,
    day: d.calendarDate,
  });

  it('walks steps 0 → 1 → 2 and Next moves slots into the list', () => {
    expect(run([]).step).toBe(0);
    const opened = run([{ type: 'chooseDate', date: d1.calendarDate }]);
    expect(opened.step).toBe(1);
    const ticked = pickerReducer(opened, toggle(d1, 0));
    expect(ticked.step).toBe(2);
    const moved = pickerReducer(ticked, { type: 'next' });
    expect(moved).toMatchObject({ step: 0, date: null, pending: [] });
    expect(moved.selected.map((s) => s.slotId)).toEqual(['a']);
  });
  it('unticking the only slot goes back to step 1', () => {
    expect(run([{ type: 'chooseDate', date: d1.calendarDate }, toggle(d1, 0), toggle(d1, 0)]).step).toBe(1);
  });
  it('asks about a full slot: Yes adds it to the waiting list, No undoes the click', () => {
    const asked = run([{ type: 'chooseDate', date: d1.calendarDate }, toggle(d1, 2)]);
    expect(asked.askWaitingFor?.slotId).toBe('full');
    expect(asked.pending).toEqual([]);
    const yes = pickerReducer(asked, { type: 'answerWaitingList', yes: true });
    expect(yes.pending).toEqual([expect.objectContaining({ slotId: 'full', waitingList: true })]);
    expect(yes.askWaitingFor).toBeNull();
    const no = pickerReducer(asked, { type: 'answerWaitingList', yes: false });
    expect(no.pending).toEqual([]);
    expect(no.step).toBe(1);
  });
  it('never holds more than two sessions', () => {
    const s = run([{ type: 'chooseDate', date: d1.calendarDate }, toggle(d1, 0), toggle(d1, 1), toggle(d1, 2)]);
    expect(s.pending.map((p) => p.slotId)).toEqual(['a', 'b']);
    expect(s.askWaitingFor).toBeNull();
  });
  it('stops choosing dates once the maximum is reached', () => {
    const full = run([
      { type: 'chooseDate', date: d1.calendarDate },
      toggle(d1, 0),
      { type: 'next' },
      { type: 'chooseDate', date: d2.calendarDate },
      toggle(d2, 0),
      { type: 'next' },
    ]);
    expect(full.selected).toHaveLength(2);
    expect(pickerReducer(full, { type: 'chooseDate', date: d2.calendarDate })).toBe(full);
  });
  it('keeps the order chosen as priority 1..n', () => {
    const s = run([
      { type: 'chooseDate', date: d2.calendarDate },
      toggle(d2, 1),
      { type: 'next' },
      { type: 'chooseDate', date: d1.calendarDate },
      toggle(d1, 0),
      { type: 'next' },
    ]);
    expect(toBookedSchedule(s.selected).map((b) => [b.priority, b.start])).toEqual([
      [1, d2.schedules[1]!.start],
      [2, d1.schedules[0]!.start],
    ]);
    expect(toBookedSchedule(s.selected)[0]!.expireAt).toBe(d2.schedules[1]!.start);
  });
  it('edit reopens the day and removes the session; delete just removes it', () => {
    const s = run([
      { type: 'chooseDate', date: d1.calendarDate },
      toggle(d1, 0),
      { type: 'next' },
      { type: 'chooseDate', date: d2.calendarDate },
      toggle(d2, 0),
      { type: 'next' },
    ]);
    const edited = pickerReducer(s, { type: 'edit', slotId: 'a' });
    expect(edited).toMatchObject({ step: 1, date: d1.calendarDate });
    expect(edited.selected.map((p) => p.slotId)).toEqual(['c']);
    const removed = pickerReducer(s, { type: 'remove', slotId: 'c' });
    expect(removed.selected.map((p) => p.slotId)).toEqual(['a']);
    expect(pickerReducer(s, { type: 'edit', slotId: 'zzz' })).toBe(s);
  });
  it('back closes the day without keeping ticks', () => {
    expect(run([{ type: 'chooseDate', date: d1.calendarDate }, toggle(d1, 0), { type: 'back' }])).toMatchObject({
      step: 0,
      pending: [],
      date: null,
    });
  });
  it('Next with nothing ticked does nothing; answering with no question does nothing', () => {
    const opened = run([{ type: 'chooseDate', date: d1.calendarDate }]);
    expect(pickerReducer(opened, { type: 'next' })).toBe(opened);
    expect(pickerReducer(opened, { type: 'answerWaitingList', yes: true })).toBe(opened);
  });
  it('ignores a slot already in the list', () => {
    const s = run([
      { type: 'chooseDate', date: d1.calendarDate },
      toggle(d1, 0),
      { type: 'next' },
      { type: 'chooseDate', date: d1.calendarDate },
    ]);
    expect(pickerReducer(s, toggle(d1, 0))).toBe(s);
  });
});

describe('submission', () => {
  it('Submit only with exactly two sessions', () => {
    const d = day('2026-12-01', 'free');
    expect(canSubmit([])).toBe(false);
    expect(canSubmit([picked(d)])).toBe(false);
    expect(canSubmit([picked(d, 0), picked(d, 1)])).toBe(true);
    expect(canSubmit([picked(d, 0), picked(d, 1), picked(d, 1)])).toBe(false);
  });
  it('an agent sends no display name and personId 1', () => {
    expect(
      toClientCaseData({
        isAgent: true,
        displayName: 'Agent Smith',
        userId: 'u-1',
        serviceType: 'MCU',
        referenceId: 'R1',
      }),
    ).toEqual({ displayName: '', personId: 1, serviceType: 'MCU', referenceId: 'R1' });
    expect(
      toClientCaseData({ isAgent: false, displayName: 'Siti', userId: 'u-1', serviceType: 'MCU', referenceId: 'R1' }),
    ).toEqual({ displayName: 'Siti', personId: 'u-1', serviceType: 'MCU', referenceId: 'R1' });
  });
});
