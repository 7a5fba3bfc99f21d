import { Temporal } from 'temporal-polyfill';
import type { UnitSchedule } from '@/lib/api/contract/schedules/staff-schedule';

/** Calendar ids map to the legend: Available (background), Confirmed, Patient's Choice. */
export type EventKind = 'confirmed' | 'choice';

/** What a calendar event carries back to the page when clicked. */
export interface ScheduleEvent {
  id: string;
  calendarId: EventKind;
  title: string;
  start: Temporal.ZonedDateTime;
  end: Temporal.ZonedDateTime;
  unitId: number;
  referenceId: string;
  serviceType: string;
  status: string | null;
  packageName: string | null;
  /** Local start as HHmm, for the patient search (docs/product/schedules.md#schedule-search: start label or title). */
  startLabel: string;
}

export interface AvailableBlock {
  start: Temporal.ZonedDateTime;
  end: Temporal.ZonedDateTime;
}

export const zoned = (iso: string, timeZone: string) => Temporal.Instant.from(iso).toZonedDateTimeISO(timeZone);

const hhmm = (z: Temporal.ZonedDateTime) => `${String(z.hour).padStart(2, '0')}${String(z.minute).padStart(2, '0')}`;

/**
 * A unit's sessions become Available blocks, its bookings Confirmed events
 * and waiting requests' preferred sessions Patient's Choice events, all in the
 * tenant's time zone so the grid shows local clinic time whatever the device.
 */
export function unitEvents(
  unit: UnitSchedule,
  timeZone: string,
): { events: ScheduleEvent[]; available: AvailableBlock[] } {
  const events: ScheduleEvent[] = [];
  const available: AvailableBlock[] = [];
  // @schedule-x puts ids into CSS selectors: keep them to letters, digits and dashes.
  let n = 0;
  const nextId = (kind: string) => `${kind}-${unit.unitId}-${(n += 1)}`;
  for (const day of unit.calendar) {
    if (day.dayStatus === 'closed') continue;
    for (const session of day.schedules) {
      available.push({ start: zoned(session.start, timeZone), end: zoned(session.end, timeZone) });
      session.bookedSlots.forEach((b) => {
        const start = zoned(b.slotStartAt, timeZone);
        events.push({
          id: nextId('b'),
          calendarId: 'confirmed',
          title: b.bookedCaseData.displayName,
          start,
          end: zoned(b.slotEndAt, timeZone),
          unitId: unit.unitId,
          referenceId: b.bookedCaseData.referenceId,
          serviceType: b.bookedCaseData.serviceType,
          status: b.bookedCaseData.status,
          packageName: b.bookedCaseData.packageName,
          startLabel: hhmm(start),
        });
      });
    }
  }
  for (const b of unit.appointments) {
    const start = zoned(b.slotStartAt, timeZone);
    events.push({
      id: nextId('a'),
      calendarId: 'confirmed',
      title: b.bookedCaseData.displayName,
      start,
      end: zoned(b.slotEndAt, timeZone),
      unitId: unit.unitId,
      referenceId: b.bookedCaseData.referenceId,
      serviceType: b.bookedCaseData.serviceType,
      status: b.bookedCaseData.status,
      packageName: b.bookedCaseData.packageName,
      startLabel: hhmm(start),
    });
  }
  // Patients who prefer the very same slot share one event (all their names): side by side,
  // a dozen identical choices left each too narrow to press (WCAG 2.5.8 target size).
  const sameSlot = new Map<string, Array<(typeof unit.preferredSlots)[number]>>();
  for (const p of unit.preferredSlots) {
    const key = `${p.start}|${p.end}`;
    sameSlot.set(key, [...(sameSlot.get(key) ?? []), p]);
  }
  for (const group of sameSlot.values()) {
    const p = group[0]!;
    const start = zoned(p.start, timeZone);
    events.push({
      id: nextId('p'),
      calendarId: 'choice',
      title: group.map((g) => g.displayName).join(', '),
      start,
      end: zoned(p.end, timeZone),
      unitId: unit.unitId,
      referenceId: p.referenceId,
      serviceType: p.serviceType,
      status: 'Pending Clinic Response',
      packageName: null,
      startLabel: hhmm(start),
    });
  }
  return { events, available };
}

/** Patient search (docs/product/schedules.md#schedule-search): the start label or the title, case-insensitively. */
export function matchesPatient(event: Pick<ScheduleEvent, 'title' | 'startLabel'>, query: string): boolean {
  const q = query.trim().toLowerCase();
  return q === '' || event.title.toLowerCase().includes(q) || event.startLabel.includes(q);
}
