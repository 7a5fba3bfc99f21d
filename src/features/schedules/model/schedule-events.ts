import { Temporal } from 'temporal-polyfill';
import type { UnitSchedule } from '@/lib/api/contract/schedules/staff-schedule';

/** Calendar ids map to the legend: Available (background), Confirmed, Patient's Choice. */
export type EventKind = 'confirmed' | 'choice';

/** One booking (or one waiting request's choice) that an event stands for. */
export interface EventBooking {
  displayName: string;
  referenceId: string;
  serviceType: string;
  status: string | null;
  packageName: string | null;
}

/**
 * What a calendar event carries back to the page when clicked. An event stands for
 * every booking (or choice) of one slot: its own fields are the first one's, and
 * `bookings` lists them all (one for a single booking).
 */
export interface ScheduleEvent extends EventBooking {
  id: string;
  calendarId: EventKind;
  title: string;
  start: Temporal.ZonedDateTime;
  end: Temporal.ZonedDateTime;
  unitId: number;
  /** Local start as HHmm, for the patient search (docs/product/schedules.md#schedule-search: start label or title). */
  startLabel: string;
  bookings: readonly EventBooking[];
}

export interface AvailableBlock {
  start: Temporal.ZonedDateTime;
  end: Temporal.ZonedDateTime;
}

/** Words a group's title from its first name and how many others share the slot (in the UI language). */
export type GroupTitle = (first: string, others: number) => string;

export const zoned = (iso: string, timeZone: string) => Temporal.Instant.from(iso).toZonedDateTimeISO(timeZone);

const hhmm = (z: Temporal.ZonedDateTime) => `${String(z.hour).padStart(2, '0')}${String(z.minute).padStart(2, '0')}`;

/** Two names still fit a narrow event; more read as the first name and a count. */
const titleOf = (names: readonly string[], more: GroupTitle) =>
  names.length <= 2 ? names.join(', ') : more(names[0] ?? '', names.length - 1);

/** Groups items by their slot (same start and end), keeping the order they came in. */
function bySlot<T>(items: readonly T[], slotOf: (item: T) => { start: string; end: string }) {
  const groups = new Map<string, { start: string; end: string; items: T[] }>();
  for (const item of items) {
    const { start, end } = slotOf(item);
    const key = `${start}|${end}`;
    const group = groups.get(key) ?? { start, end, items: [] };
    group.items.push(item);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * A unit's sessions become Available blocks, its bookings Confirmed events
 * and waiting requests' preferred sessions Patient's Choice events, all in the
 * tenant's time zone so the grid shows local clinic time whatever the device.
 *
 * Bookings of the same slot (the places of one health-screening session) share
 * one event, and so do identical choices: side by side, a full session's dozen
 * bookings were each ~21 px wide, too narrow to press (WCAG 2.5.8 target size).
 */
export function unitEvents(
  unit: UnitSchedule,
  timeZone: string,
  more: GroupTitle = (first, others) => `${first} +${others}`,
): { events: ScheduleEvent[]; available: AvailableBlock[] } {
  const events: ScheduleEvent[] = [];
  const available: AvailableBlock[] = [];
  // @schedule-x puts ids into CSS selectors: keep them to letters, digits and dashes.
  let n = 0;
  const nextId = (kind: string) => `${kind}-${unit.unitId}-${(n += 1)}`;
  const push = (kind: EventKind, slot: { start: string; end: string }, bookings: EventBooking[]) => {
    const first = bookings[0];
    if (!first) return;
    const start = zoned(slot.start, timeZone);
    events.push({
      ...first,
      id: nextId(kind === 'confirmed' ? 'b' : 'p'),
      calendarId: kind,
      title: titleOf(
        bookings.map((b) => b.displayName),
        more,
      ),
      start,
      end: zoned(slot.end, timeZone),
      unitId: unit.unitId,
      startLabel: hhmm(start),
      bookings,
    });
  };

  const booked: UnitSchedule['appointments'] = [];
  for (const day of unit.calendar) {
    if (day.dayStatus === 'closed') continue;
    for (const session of day.schedules) {
      available.push({ start: zoned(session.start, timeZone), end: zoned(session.end, timeZone) });
      booked.push(...session.bookedSlots);
    }
  }
  booked.push(...unit.appointments);
  for (const group of bySlot(booked, (b) => ({ start: b.slotStartAt, end: b.slotEndAt }))) {
    push(
      'confirmed',
      group,
      group.items.map((b) => b.bookedCaseData),
    );
  }
  // A full session's waiting requests are the waiting-list panel's: drawn here they read as places to book.
  const bookable = unit.preferredSlots.filter((p) => !p.waiting);
  for (const group of bySlot(bookable, (p) => p)) {
    push(
      'choice',
      group,
      group.items.map((p) => ({
        displayName: p.displayName,
        referenceId: p.referenceId,
        serviceType: p.serviceType,
        status: 'Pending Clinic Response',
        packageName: null,
      })),
    );
  }
  return { events, available };
}

/** One booking of a (possibly grouped) event as an event of its own: what clicking it alone would give. */
export function bookingEvent(event: ScheduleEvent, index: number): ScheduleEvent {
  const booking = event.bookings[index] ?? event;
  const { displayName, referenceId, serviceType, status, packageName } = booking;
  return {
    ...event,
    displayName,
    referenceId,
    serviceType,
    status,
    packageName,
    id: index === 0 ? event.id : `${event.id}-${index}`,
    title: displayName,
    bookings: [booking],
  };
}

/**
 * Patient search (docs/product/schedules.md#schedule-search): the start label or the name, case-insensitively;
 * a grouped event matches when any of its patients does.
 */
export function matchesPatient(
  event: Pick<ScheduleEvent, 'title' | 'startLabel'> & { bookings?: readonly Pick<EventBooking, 'displayName'>[] },
  query: string,
): boolean {
  const q = query.trim().toLowerCase();
  const names = [event.title, ...(event.bookings ?? []).map((b) => b.displayName)];
  return q === '' || event.startLabel.includes(q) || names.some((name) => name.toLowerCase().includes(q));
}
