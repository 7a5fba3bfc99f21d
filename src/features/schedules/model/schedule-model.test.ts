import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import type { UnitSchedule } from '@/lib/api/contract/schedules/staff-schedule';
import { addDays } from '@/lib/format/local-days';
import { layoutFor, rangeStart } from './calendar-layout';
import { displayStatuses, mergeColumns } from './day-status';
import { autoSelection, filterTree } from './resource-tree';
import { refusalKeyOf } from './reschedule-refusal';
import { bookingEvent, matchesPatient, unitEvents } from './schedule-events';
import { actionsFor, notesError, walkInActionsFor } from './status-actions';
import { defaultEnd, endOptions, slotAt, startOptions, type DaySlot } from './time-options';

describe('layoutFor', () => {
  it('uses week for one doctor, 3 days for two, a day for more or in Day mode', () => {
    expect(layoutFor(1, 'week')).toEqual({ view: 'week', nDays: 7 });
    expect(layoutFor(2, 'week')).toEqual({ view: 'week', nDays: 3 });
    expect(layoutFor(3, 'week')).toEqual({ view: 'day', nDays: 1 });
    expect(layoutFor(1, 'day')).toEqual({ view: 'day', nDays: 1 });
  });
  it('starts the week view on Monday', () => {
    expect(rangeStart('2026-11-22', { view: 'week', nDays: 7 })).toBe('2026-11-16');
    expect(rangeStart('2026-11-22', { view: 'week', nDays: 3 })).toBe('2026-11-22');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('day statuses', () => {
  it('shows busy as force-booking, and all-busy as free with several doctors', () => {
    const days = [
      { date: '2026-01-01', status: 'busy' as const },
      { date: '2026-01-02', status: 'closed' as const },
    ];
    expect(displayStatuses(days, false).get('2026-01-01')).toBe('force-booking');
    expect(displayStatuses(days, true).get('2026-01-01')).toBe('free');
    expect(displayStatuses([...days, { date: '2026-01-03', status: 'free' as const }], true).get('2026-01-01')).toBe(
      'force-booking',
    );
  });
  it('merges columns: any free wins, all closed is closed', () => {
    expect(mergeColumns([[{ date: 'd', dayStatus: 'busy' }], [{ date: 'd', dayStatus: 'free' }]])).toEqual([
      { date: 'd', status: 'free' },
    ]);
    expect(mergeColumns([[{ date: 'd', dayStatus: 'closed' }], [{ date: 'd', dayStatus: 'closed' }]])).toEqual([
      { date: 'd', status: 'closed' },
    ]);
  });
});

describe('resource tree', () => {
  const tree = [
    {
      resourceId: 'a',
      resourceName: 'Dr Alice Tan',
      locations: [
        { unitId: 1, locationName: 'Orchard Clinic' },
        { unitId: 2, locationName: 'Jurong Clinic' },
      ],
    },
    { resourceId: 'b', resourceName: 'Dr Bob Lim', locations: [{ unitId: 3, locationName: 'Orchard Clinic' }] },
  ];
  it('filters doctors or locations case-insensitively', () => {
    expect(filterTree(tree, 'ALICE').map((r) => r.resourceId)).toEqual(['a']);
    expect(filterTree(tree, 'jurong')).toEqual([
      { ...tree[0], locations: [{ unitId: 2, locationName: 'Jurong Clinic' }] },
    ]);
    expect(filterTree(tree, 'orchard')).toHaveLength(2);
  });
  it('auto-selects when one doctor with one location remains', () => {
    expect(autoSelection(filterTree(tree, 'bob'))).toBe(3);
    expect(autoSelection(filterTree(tree, 'alice'))).toBeNull();
  });
});

describe('time options', () => {
  const at = (h: number, m = 0) => `2026-01-05T${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:00.000Z`;
  const slots: DaySlot[] = [
    { slotStartAt: at(1), slotEndAt: at(1, 30), available: true },
    { slotStartAt: at(1, 30), slotEndAt: at(2), available: true },
    { slotStartAt: at(2), slotEndAt: at(2, 30), available: false },
    { slotStartAt: at(2, 30), slotEndAt: at(3), available: true },
  ];
  it('offers free starts, and ends only after the start over back-to-back free slots', () => {
    expect(startOptions(slots)).toEqual([at(1), at(1, 30), at(2, 30)]);
    expect(endOptions(slots, at(1))).toEqual([at(1, 30), at(2)]);
    expect(endOptions(slots, at(2))).toEqual([]);
    expect(defaultEnd(slots, at(2, 30))).toBe(at(3));
  });
  it('snaps a clicked time to its free slot', () => {
    expect(slotAt(slots, Date.parse(at(1, 40)))?.slotStartAt).toBe(at(1, 30));
    expect(slotAt(slots, Date.parse(at(2, 10)))).toBeNull();
  });
});

describe('status actions', () => {
  const now = new Date('2026-01-05T03:00:00Z');
  it('offers Reschedule/Cancel in the future and Attended/No Show once started', () => {
    expect(actionsFor(new Date('2026-01-05T04:00:00Z'), now, 'Scheduled')).toEqual(['Reschedule', 'Cancel']);
    expect(actionsFor(new Date('2026-01-05T03:00:00Z'), now, 'Scheduled')).toEqual(['Attended', 'No Show']);
    expect(actionsFor(new Date('2026-01-01T03:00:00Z'), now, 'Attended')).toEqual([]);
    expect(actionsFor(new Date('2026-01-01T03:00:00Z'), now, null)).toEqual([]);
  });
  it('offers a future walk-in Reschedule (where the tenant offers it) and Cancel, a started one nothing', () => {
    expect(walkInActionsFor(new Date('2026-01-06T03:00:00Z'), now, true)).toEqual(['Reschedule', 'Cancel']);
    expect(walkInActionsFor(new Date('2026-01-06T03:00:00Z'), now, false)).toEqual(['Cancel']);
    expect(walkInActionsFor(new Date('2026-01-05T02:00:00Z'), now, true)).toEqual([]);
  });
  it('makes notes mandatory for Cancel only', () => {
    expect(notesError('Cancel', '  ')).toBe('dialog.notesMandatory');
    expect(notesError('Attended', '')).toBeNull();
  });
});

describe('unitEvents in the tenant zone', () => {
  const unit: UnitSchedule = {
    unitId: 7,
    resourceName: 'Dr A',
    locationName: 'Clinic',
    defaultDurationInMinute: 30,
    calendar: [
      {
        date: '2026-01-05',
        dayStatus: 'free',
        start: '2026-01-04T16:00:00.000Z',
        schedules: [
          {
            start: '2026-01-05T01:00:00.000Z',
            end: '2026-01-05T04:00:00.000Z',
            bookedSlots: [
              {
                slotStartAt: '2026-01-05T02:00:00.000Z',
                slotEndAt: '2026-01-05T02:30:00.000Z',
                bookedCaseData: {
                  displayName: 'Siti',
                  referenceId: 'OPD1',
                  serviceType: 'OPD',
                  status: 'Scheduled',
                  packageName: null,
                },
              },
            ],
          },
        ],
      },
    ],
    appointments: [],
    preferredSlots: [],
  };
  it('shows the same instant at 10:00 in Singapore and 09:00 in Jakarta', () => {
    const sg = unitEvents(unit, 'Asia/Singapore').events[0]!;
    const id = unitEvents(unit, 'Asia/Jakarta').events[0]!;
    expect(sg.startLabel).toBe('1000');
    expect(id.startLabel).toBe('0900');
    expect(matchesPatient(sg, 'siti')).toBe(true);
    expect(matchesPatient(id, '0900')).toBe(true);
    expect(matchesPatient(id, 'bob')).toBe(false);
  });
});

describe('event ids', () => {
  it('are safe for CSS selectors', () => {
    const unit: UnitSchedule = {
      unitId: 1,
      resourceName: 'r',
      locationName: 'l',
      defaultDurationInMinute: 30,
      calendar: [
        {
          date: '2026-01-05',
          dayStatus: 'free',
          start: '2026-01-04T16:00:00.000Z',
          schedules: [
            {
              start: '2026-01-05T01:00:00.000Z',
              end: '2026-01-05T02:00:00.000Z',
              bookedSlots: [
                {
                  slotStartAt: '2026-01-05T01:00:00.000Z',
                  slotEndAt: '2026-01-05T01:30:00.000Z',
                  bookedCaseData: {
                    displayName: 'x',
                    referenceId: 'WALKIN-1-2',
                    serviceType: 'OPD',
                    status: null,
                    packageName: null,
                  },
                },
              ],
            },
          ],
        },
      ],
      appointments: [],
      preferredSlots: [
        {
          start: '2026-01-05T01:30:00.000Z',
          end: '2026-01-05T02:00:00.000Z',
          displayName: 'y',
          referenceId: 'OPD1',
          serviceType: 'OPD',
          waiting: false,
        },
      ],
    };
    for (const e of unitEvents(unit, 'Asia/Singapore').events) expect(e.id).toMatch(/^[a-z0-9-]+$/);
  });
});

describe("patients' choices", () => {
  it('puts patients who prefer the same slot into one event, so it stays wide enough to press', () => {
    const choice = (
      displayName: string,
      referenceId: string,
      start = '2026-01-05T01:30:00.000Z',
      end = '2026-01-05T02:00:00.000Z',
      waiting = false,
    ) => ({ start, end, displayName, referenceId, serviceType: 'OPD' as const, waiting });
    const unit: UnitSchedule = {
      unitId: 1,
      resourceName: 'r',
      locationName: 'l',
      defaultDurationInMinute: 30,
      calendar: [],
      appointments: [],
      preferredSlots: [
        choice('Ana', 'OPD1'),
        choice('Ben', 'OPD2'),
        choice('Cai', 'OPD3', '2026-01-05T02:00:00.000Z', '2026-01-05T02:30:00.000Z'),
      ],
    };
    const choices = unitEvents(unit, 'Asia/Singapore').events.filter((e) => e.calendarId === 'choice');
    expect(choices.map((e) => e.title)).toEqual(['Ana, Ben', 'Cai']);
    expect(matchesPatient(choices[0]!, 'ben')).toBe(true);
    expect(choices[0]!.bookings.map((b) => b.referenceId)).toEqual(['OPD1', 'OPD2']);
    expect(bookingEvent(choices[0]!, 1)).toMatchObject({ referenceId: 'OPD2', calendarId: 'choice' });
  });

  it("leaves out a full session's waiting requests: they are no place to book", () => {
    const unit: UnitSchedule = {
      unitId: 1,
      resourceName: 'r',
      locationName: 'l',
      defaultDurationInMinute: 30,
      calendar: [],
      appointments: [],
      preferredSlots: [
        { ...choiceAt('Ana', 'MCU1'), waiting: true },
        { ...choiceAt('Ben', 'MCU2'), waiting: true },
        choiceAt('Cai', 'MCU3', '2026-01-05T02:00:00.000Z'),
      ],
    };
    const choices = unitEvents(unit, 'Asia/Singapore').events.filter((e) => e.calendarId === 'choice');
    expect(choices.map((e) => e.title)).toEqual(['Cai']);
  });
});

function choiceAt(displayName: string, referenceId: string, start = '2026-01-05T01:30:00.000Z') {
  const end = new Date(Date.parse(start) + 30 * 60_000).toISOString();
  return { start, end, displayName, referenceId, serviceType: 'MCU', waiting: false };
}

describe('a full session', () => {
  const slot = (start: string, end: string) => ({
    slotStartAt: `2026-01-05T${start}:00.000Z`,
    slotEndAt: `2026-01-05T${end}:00.000Z`,
  });
  const booking = (at: { slotStartAt: string; slotEndAt: string }, displayName: string, referenceId: string) => ({
    ...at,
    bookedCaseData: {
      displayName,
      referenceId,
      serviceType: 'MCU',
      status: referenceId.startsWith('WALKIN') ? null : 'Scheduled',
      packageName: 'Basic',
    },
  });
  const nine = slot('01:00', '02:00');
  const ten = slot('02:00', '03:00');
  const unit = (bookedSlots: ReturnType<typeof booking>[]): UnitSchedule => ({
    unitId: 4,
    resourceName: 'Health screening',
    locationName: 'Orchard',
    defaultDurationInMinute: 60,
    calendar: [
      {
        date: '2026-01-05',
        dayStatus: 'busy',
        start: '2026-01-04T16:00:00.000Z',
        schedules: [{ start: '2026-01-05T01:00:00.000Z', end: '2026-01-05T04:00:00.000Z', bookedSlots }],
      },
    ],
    appointments: [],
    preferredSlots: [],
  });
  const more = (first: string, others: number) => `${first} and ${others} more`;

  it('shows the places of one slot as one event that keeps every booking, named in the UI language', () => {
    const names = ['Ana', 'Ben', 'Cai', 'Dev'];
    const full = unit([...names.map((n, i) => booking(nine, n, `MCU0000${i}`)), booking(ten, 'Eve', 'WALKIN-4-9')]);
    const events = unitEvents(full, 'Asia/Singapore', more).events;
    expect(events.map((e) => [e.title, e.startLabel])).toEqual([
      ['Ana and 3 more', '0900'],
      ['Eve', '1000'],
    ]);
    expect(events[0]!.bookings.map((b) => b.referenceId)).toEqual(['MCU00000', 'MCU00001', 'MCU00002', 'MCU00003']);
    expect(new Set(events.map((e) => e.id)).size).toBe(2);
  });

  it('names two patients in full', () => {
    const events = unitEvents(unit([booking(nine, 'Ana', 'MCU1'), booking(nine, 'Ben', 'MCU2')]), 'UTC', more).events;
    expect(events.map((e) => e.title)).toEqual(['Ana, Ben']);
  });

  it('leaves a single booking as it was', () => {
    const [one] = unitEvents(unit([booking(ten, 'Eve', 'WALKIN-4-9')]), 'Asia/Singapore', more).events;
    expect(one).toMatchObject({
      calendarId: 'confirmed',
      title: 'Eve',
      referenceId: 'WALKIN-4-9',
      serviceType: 'MCU',
      status: null,
      packageName: 'Basic',
      unitId: 4,
      startLabel: '1000',
    });
    expect(one!.bookings).toHaveLength(1);
  });

  it('opens a picked booking as that booking alone', () => {
    const [group] = unitEvents(unit([booking(nine, 'Ana', 'MCU1'), booking(nine, 'Ben', 'MCU2')]), 'UTC').events;
    const ben = bookingEvent(group!, 1);
    expect(ben).toMatchObject({ title: 'Ben', displayName: 'Ben', referenceId: 'MCU2', status: 'Scheduled' });
    expect(ben.start.equals(group!.start) && ben.end.equals(group!.end)).toBe(true);
    expect(ben.bookings).toHaveLength(1);
    expect(ben.id).not.toBe(group!.id);
  });

  it('finds a patient inside a group, whatever the title shows', () => {
    const names = ['Ana', 'Ben', 'Cai'];
    const [group] = unitEvents(unit(names.map((n, i) => booking(nine, n, `MCU${i}`))), 'UTC', more).events;
    expect(group!.title).toBe('Ana and 2 more');
    expect(matchesPatient(group!, 'CAI')).toBe(true);
    expect(matchesPatient(group!, 'zed')).toBe(false);
  });
});

describe('refusalKeyOf', () => {
  it('translates the reschedule reason the server gives, and nothing else', () => {
    expect(
      refusalKeyOf(
        new ApiError(
          'http',
          403,
          'Rescheduling is not available for this client.',
          {},
          undefined,
          'reschedule.notOffered',
        ),
      ),
    ).toBe('errors.reschedule.notOffered');
    expect(refusalKeyOf(new ApiError('http', 409, 'This time slot has just been booked.'))).toBeNull();
    expect(refusalKeyOf(new ApiError('http', 409, '', {}, undefined, 'reschedule.unknown'))).toBeNull();
    expect(refusalKeyOf(new Error('boom'))).toBeNull();
  });
});
