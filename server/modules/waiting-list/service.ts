import { randomUUID } from 'node:crypto';
import { historyNotes } from '../../../src/lib/api/contract/history-notes';
import {
  offerRefusalMessages,
  offerRefusalReason,
  type AcceptOfferResult,
  type OfferRefusal,
  type WaitingEntryStatus,
  type WaitingList,
  type WaitingSession,
} from '../../../src/lib/api/contract/waiting-list';
import type { SupportedLocale } from '../../../src/lib/tenant/countries';
import { releaseSlots } from '../appointments';
import { HttpError, notFound } from '../../lib/http-error';
import { notify } from '../notifications';
import { closeOffer, offerFreedPlaces } from './offer-service';
import { closeOpenOffer, offerById, patientOffer, requestForUpdate } from './offer-queries';
import { offerView } from './offer-view';
import { sessionTime } from './session-time';
import type { Auth, Deps } from '../../types';
import { insertStatusHistory, preferredBooked, scheduleOnOffer, waitingEntries } from './queries';

const refused = (refusal: OfferRefusal) =>
  new HttpError(409, offerRefusalMessages[refusal], undefined, undefined, offerRefusalReason(refusal));

/** One offer made to the signed-in patient, whatever became of it. */
export async function getOffer(deps: Deps, auth: Auth, offerId: string, locale: SupportedLocale) {
  const row = await patientOffer(deps.db, auth, offerId);
  if (!row) throw notFound('Offer');
  return offerView(deps, auth, row, locale);
}

/**
 * The patient takes the offered place: their request is Scheduled on it, everything else it held goes
 * back (and is offered on), its other offers are withdrawn. Exactly one of two racing answers wins:
 * the request's row lock orders them and the offer's conditional close lets only an open one through.
 */
export async function acceptOffer(deps: Deps, auth: Auth, offerId: string): Promise<AcceptOfferResult> {
  const seen = await patientOffer(deps.db, auth, offerId);
  if (!seen) throw notFound('Offer');
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const request = await requestForUpdate(tx, seen.request.id);
    const offer = await offerById(tx, auth.tenantId, offerId);
    if (!request || !offer) throw notFound('Offer');
    if (offer.status === 'offered' && offer.heldUntil <= now) throw refused('expired');
    if (offer.status === 'expired') throw refused('expired');
    if (request.status !== 'Pending Clinic Response') throw refused('closed');
    if (!(await closeOpenOffer(tx, offer.id, 'accepted', now))) throw refused('closed');
    const slot = seen.slot;
    await releaseSlots(tx, request, { bookingId: offer.bookingId });
    await scheduleOnOffer(tx, request.id, slot, now);
    await preferredBooked(tx, request.id, slot.start);
    await insertStatusHistory(tx, {
      id: `${request.id}-h-${randomUUID()}`,
      requestId: request.id,
      status: 'Scheduled',
      changedByUserId: auth.userId,
      changedByName: `${auth.firstName} ${auth.lastName}`.trim(),
      notes: historyNotes.bookedOnPreferred,
      createdAt: now,
    });
    await notify(tx, auth.tenantId, { kind: 'appointment-scheduled', requestId: request.id });
    // What the request held elsewhere (its other preferred session) is free now.
    await offerFreedPlaces(tx, deps, { tenantId: request.tenantId, unitId: request.unitId });
    return {
      status: 'Scheduled',
      referenceNo: request.referenceNo,
      requestType: request.requestType,
      assignedSlot: { slotStartAt: slot.start.toISOString(), slotEndAt: slot.end.toISOString() },
    };
  });
}

/** The patient turns the place down: it goes to the next one waiting; their request stays as it was. */
export async function declineOffer(deps: Deps, auth: Auth, offerId: string): Promise<void> {
  const seen = await patientOffer(deps.db, auth, offerId);
  if (!seen) throw notFound('Offer');
  await deps.db.transaction(async (tx) => {
    const offer = await offerById(tx, auth.tenantId, offerId);
    if (!offer) throw notFound('Offer');
    if (!(await closeOffer(tx, deps, offer, 'declined'))) {
      throw refused(offer.status === 'expired' || offer.heldUntil <= deps.now() ? 'expired' : 'closed');
    }
  });
}

/** Who waits for which future session of the staff user's units of one schedule, in offer order. */
export async function waitingList(
  deps: Deps,
  auth: Auth & { providerId: string },
  kind: 'doctor' | 'screening',
  unitId: number | undefined,
): Promise<WaitingList> {
  const now = deps.now();
  const rows = await waitingEntries(
    deps.db,
    { tenantId: auth.tenantId, providerId: auth.providerId, kind, unitId },
    now,
  );
  const sessions = new Map<string, WaitingSession>();
  for (const row of rows) {
    let session = sessions.get(row.slot.id);
    if (!session) {
      session = {
        slotId: row.slot.id,
        unitId: row.unit.unitId,
        resourceName: row.unit.resourceName,
        locationName: row.unit.locationName,
        session: sessionTime(row.slot, auth.tenant.timeZone),
        capacity: row.slot.capacity,
        bookedCount: row.slot.bookedCount,
        entries: [],
      };
      sessions.set(row.slot.id, session);
    }
    const offered = row.offer?.status === 'offered';
    // An offer past its hold is expired for everyone, whether or not the job has closed it yet.
    const lapsed = offered && row.offer!.heldUntil <= now;
    const status: WaitingEntryStatus = !row.offer
      ? 'waiting'
      : lapsed
        ? 'expired'
        : (row.offer.status as WaitingEntryStatus);
    session.entries.push({
      position: session.entries.length + 1,
      referenceNo: row.request.referenceNo,
      requestType: row.request.requestType,
      displayName: row.request.patient.name,
      preferencePriority: row.priority,
      joinedAt: row.request.createdAt.toISOString(),
      status,
      offeredUntil: offered && !lapsed ? row.offer!.heldUntil.toISOString() : null,
    });
  }
  return { sessions: [...sessions.values()] };
}
