import { describe, expect, it } from 'vitest';
import type { UnitSchedule } from '@/lib/api/contract/patient-booking/session-booking';
import { emptyPreferredChoices, preferredIssues, proposableDays, toPreferredOptions } from './preferred-options';

const slot = (id: string, start: string, bookedCount = 0) => ({
  id,
  start,
  end: start.replace(':00:00', ':30:00'),
  capacity: 1,
  bookedCount,
});
const schedule: UnitSchedule = {
  unitId: 1,
  resourceName: 'Dr A',
  locationName: 'Clinic',
  timeZone: 'Asia/Singapore',
  defaultDurationInMinute: 30,
  calendar: [
    {
      calendarDate: '2026-03-02',
      dayStatus: 'free',
      start: '2026-03-01T16:00:00.000Z',
      schedules: [slot('a', '2026-03-02T01:00:00.000Z'), slot('b', '2026-03-02T02:00:00.000Z', 1)],
    },
    {
      calendarDate: '2026-03-03',
      dayStatus: 'closed',
      start: '2026-03-02T16:00:00.000Z',
      schedules: [slot('c', '2026-03-03T01:00:00.000Z')],
    },
    {
      calendarDate: '2026-03-04',
      dayStatus: 'free',
      start: '2026-03-03T16:00:00.000Z',
      schedules: [slot('d', '2026-03-04T06:00:00.000Z')],
    },
  ],
};
const now = new Date('2026-03-01T00:00:00.000Z');

describe('OPD preferred options', () => {
  it('offers open days with future slots that have room, labelled in the unit zone', () => {
    const days = proposableDays(schedule, now);
    expect(days.map((d) => [d.label, d.slots.map((s) => s.label)])).toEqual([
      ['02 Mar 2026', ['09:00 AM']],
      ['04 Mar 2026', ['02:00 PM']],
    ]);
    expect(proposableDays(schedule, new Date('2026-03-02T05:00:00.000Z')).map((d) => d.date)).toEqual(['2026-03-04']);
  });

  it('words days and times in the page language, not English ("16 Jan 2027", "11:30 AM" on zh-HK)', () => {
    const days = proposableDays(schedule, now, 'zh-HK');
    const words = days.flatMap((d) => [d.label, ...d.slots.map((s) => s.label)]).join(' ');
    expect(words).not.toMatch(/Mar|AM|PM/);
    expect(days[0]?.label).toContain('3月');
    expect(days[1]?.slots[0]?.label).toMatch(/下午\s*0?2:00|14:00/);
    expect(proposableDays(schedule, now, 'id-ID')[0]?.label).toMatch(/Mar 2026/);
  });

  it('needs both options, each with a date and a time, and two different times', () => {
    expect(emptyPreferredChoices()).toHaveLength(2);
    expect(preferredIssues(emptyPreferredChoices())).toEqual([
      { kind: 'required', part: 'date' },
      { kind: 'required', part: 'date' },
    ]);
    expect(
      preferredIssues([
        { date: '2026-03-02', slotId: null },
        { date: '2026-03-02', slotId: 'a' },
      ]),
    ).toEqual([{ kind: 'required', part: 'time' }, null]);
    expect(
      preferredIssues([
        { date: '2026-03-02', slotId: 'a' },
        { date: '2026-03-02', slotId: 'a' },
      ]),
    ).toEqual([null, { kind: 'same' }]);
  });

  it('sends the chosen slots with priorities in option order, and nothing while incomplete', () => {
    const days = proposableDays(schedule, now);
    expect(
      toPreferredOptions(
        [
          { date: '2026-03-04', slotId: 'd' },
          { date: '2026-03-02', slotId: 'a' },
        ],
        days,
      ),
    ).toEqual([
      { start: '2026-03-04T06:00:00.000Z', end: '2026-03-04T06:30:00.000Z', priority: 1 },
      { start: '2026-03-02T01:00:00.000Z', end: '2026-03-02T01:30:00.000Z', priority: 2 },
    ]);
    expect(
      toPreferredOptions(
        [
          { date: '2026-03-04', slotId: 'd' },
          { date: null, slotId: null },
        ],
        days,
      ),
    ).toBeNull();
  });
});
