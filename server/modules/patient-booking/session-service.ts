import type {
  BookSessionsBody,
  CalendarDay,
  HeldSession,
} from '../../../src/lib/api/contract/patient-booking/session-booking';
import { historyNotes } from '../../../src/lib/api/contract/history-notes';
import type { SupportedLocale } from '../../../src/lib/tenant/countries';
import type { Db } from '../../db/client';
import { packageText, specialtyWording } from '../../lib/data-locale';
import { HttpError, notFound } from '../../lib/http-error';
import type { Auth, Deps } from '../../types';
import { countPlace, insertSlotBooking, requestBookingRow } from '../appointments';
import { ensureWorklistItems, loadOwnRequest, mayRead, type RequestRow } from './patient-forms-access';
import { insertPreferredSlots, insertStatusHistory, requestOfTenant, unitSlotsStartingAt } from './queries';
import { calendarRowsOfUnit, claimIncompleteRequest, summaryRowsOf, unitOfTenant } from './session-queries';

const expiredOrNotFound = () => new HttpError(400, 'A chosen session is no longer available. Please choose again.');

/** A unit's calendar: each day with its dayStatus and its future slots. */
export async function unitSchedule(deps: Deps, auth: Auth, unitId: number) {
  const unit = await unitOfTenant(deps.db, auth.tenantId, unitId);
  if (!unit) throw notFound('Schedule');
  const now = deps.now();
  const { days, slots, sessionDay } = await calendarRowsOfUnit(deps.db, unitId);
  const byDay = new Map<string, typeof slots>();
  for (const slot of slots) {
    const dayId = sessionDay.get(slot.sessionId) ?? '';
    byDay.set(dayId, [...(byDay.get(dayId) ?? []), slot]);
  }
  const calendar: CalendarDay[] = days.map((day) => {
    const future = day.isClosed ? [] : (byDay.get(day.id) ?? []).filter((s) => s.start > now);
    // A day with room is free; a day whose every future slot is full takes a waiting list; nothing left is busy.
    const dayStatus = day.isClosed
      ? 'closed'
      : future.length === 0
        ? 'busy'
        : future.some((s) => s.bookedCount < s.capacity)
          ? 'free'
          : 'busy-tentative';
    return {
      calendarDate: day.localDate,
      dayStatus,
      start: day.start.toISOString(),
      schedules: future.map((s) => ({
        id: s.id,
        start: s.start.toISOString(),
        end: s.end.toISOString(),
        capacity: s.capacity,
        bookedCount: s.bookedCount,
      })),
    };
  });
  return {
    unitId,
    resourceName: unit.resourceName,
    locationName: unit.locationName,
    timeZone: auth.tenant.timeZone,
    defaultDurationInMinute: unit.defaultDurationInMinute,
    calendar,
  };
}

/**
 * Holds the chosen preferred sessions of a request; a full slot joins its waiting list.
 * `storeAnswer` keeps the reply in the same transaction (the idempotent replay).
 */
export async function bookSessions(
  deps: Deps,
  auth: Auth,
  input: { unitId: number; requesterId: string; body: BookSessionsBody },
  storeAnswer: (tx: Db, answer: { sessions: HeldSession[] }) => Promise<void>,
): Promise<HeldSession[]> {
  const { unitId, requesterId, body } = input;
  const row = await loadOwnRequest(deps, auth, requesterId);
  if (row.unitId !== unitId) throw notFound('Schedule');
  if (row.status !== 'Incomplete') {
    throw new HttpError(409, 'Sessions have already been submitted for this request.');
  }
  if (row.requestType === 'MCU' && row.patient.email === '') {
    throw new HttpError(409, 'Please complete the form first.');
  }
  const items = [...body.bookedSchedule].sort((a, b) => a.priority - b.priority);
  if (new Set(items.map((i) => i.priority)).size !== items.length || items.some((item, k) => item.priority !== k + 1)) {
    throw new HttpError(400, 'Priorities must run 1..n in the order chosen.');
  }
  if (new Set(items.map((i) => new Date(i.start).getTime())).size !== items.length) {
    throw new HttpError(400, 'Choose two different sessions.');
  }
  const now = deps.now();
  const starts = items.map((i) => new Date(i.start));
  const slots = await unitSlotsStartingAt(deps.db, unitId, starts);
  const chosen = items.map((item) => {
    const slot = slots.find(
      (s) => s.start.getTime() === new Date(item.start).getTime() && s.end.getTime() === new Date(item.end).getTime(),
    );
    if (!slot || slot.start <= now) throw expiredOrNotFound();
    return { item, slot };
  });
  const agent = auth.roleId === 'agent';
  const displayName = agent ? row.patient.name || 'Patient' : body.clientCaseData.displayName || row.patient.name;
  const actor = `${auth.firstName} ${auth.lastName}`;

  return deps.db.transaction(async (tx) => {
    // Claim the request first so two submissions of the same request cannot both pass. The update is also
    // the request's row lock, taken before any slot is touched, as every write to a request's slots does.
    const claimed = await claimIncompleteRequest(tx, row.id, now);
    if (!claimed) throw new HttpError(409, 'Sessions have already been submitted for this request.');
    const held: HeldSession[] = [];
    for (const { item, slot } of chosen) {
      const isWaitingList = !(await countPlace(tx, slot.id));
      const booking = { id: `bk-${row.id}-${item.priority}`, displayName, isWaitingList };
      await insertSlotBooking(tx, requestBookingRow(row, slot, booking));
      await insertPreferredSlots(tx, [
        {
          id: `${row.id}-pref-${item.priority}`,
          requestId: row.id,
          start: slot.start,
          end: slot.end,
          expireAt: new Date(item.expireAt),
          priority: item.priority,
          isWaitingList,
        },
      ]);
      held.push({
        start: slot.start.toISOString(),
        end: slot.end.toISOString(),
        priority: item.priority,
        isWaitingList,
      });
    }
    await insertStatusHistory(tx, {
      id: `${row.id}-h-${now.getTime()}`,
      requestId: row.id,
      status: 'Pending Clinic Response',
      changedByUserId: auth.userId,
      changedByName: actor,
      notes: historyNotes.sessionsSubmitted,
      createdAt: now,
    });
    await ensureWorklistItems(tx, row, now);
    await storeAnswer(tx, { sessions: held });
    return held;
  });
}

/** Doctor or package, facility and preferred sessions of a request the caller may read. */
export async function appointmentSummary(
  deps: Deps,
  auth: Auth,
  input: { serviceType: string; requesterId: string; locale: SupportedLocale },
) {
  const row = await requestOfTenant(deps.db, auth.tenantId, input.requesterId);
  if (!row || !mayRead(auth, row) || row.requestType !== input.serviceType.toUpperCase()) {
    throw notFound('Appointment request');
  }
  return summarise(deps, row, auth.tenant.timeZone, input.locale);
}

async function summarise(deps: Deps, row: RequestRow, timeZone: string, locale: SupportedLocale) {
  const { doctor, pkg, facility, preferred } = await summaryRowsOf(deps.db, row);
  // Only shown, never sent back: worded in the reader's language.
  const wording = await specialtyWording(deps.db, doctor?.specialties ?? [], locale);
  return {
    serviceType: row.requestType,
    referenceNo: row.referenceNo,
    doctorName: doctor?.fullname ?? null,
    specialties: (doctor?.specialties ?? []).map(wording),
    packageName: pkg ? packageText(pkg, locale).name : null,
    facilityName: facility?.facilityName ?? '',
    timeZone,
    preferred: preferred.map((p) => ({
      start: p.start.toISOString(),
      end: p.end.toISOString(),
      priority: p.priority,
      isWaitingList: p.isWaitingList,
    })),
  };
}
