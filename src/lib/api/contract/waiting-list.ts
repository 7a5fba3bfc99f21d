import { z } from 'zod';
import { apiPrefix, envelopeSchema } from './envelope';

/**
 * Waiting list (docs/decisions/0054-waiting-list-and-self-cancel.md): when a booked place of a full session or doctor
 * slot frees up, the first
 * patient waiting for it is offered the place and it is held for them for the tenant's hold time
 * (manifest `appointments.waitingListHoldMinutes`). They accept (the place becomes their booking) or
 * decline; on decline or expiry the next one is offered. Staff see who waits for which session.
 */

/** Encodes a path value; ':name' placeholders pass through so the server can use the same builders as route patterns. */
const seg = (value: string) => (value.startsWith(':') ? value : encodeURIComponent(value));

export const waitingListPaths = {
  /** GET: the signed-in patient's open offers (newest first), for a notice in the portal. */
  myOffers: `${apiPrefix}/waiting-list/offers`,
  /** GET: one offer, whatever its state (a link in an old mail still shows what became of it). */
  offer: (offerId: string) => `${apiPrefix}/waiting-list/offer/${seg(offerId)}`,
  /** POST, no body: the place becomes the patient's booking. */
  accept: (offerId: string) => `${apiPrefix}/waiting-list/offer/${seg(offerId)}/accept`,
  /** POST, no body: the place goes to the next patient waiting. */
  decline: (offerId: string) => `${apiPrefix}/waiting-list/offer/${seg(offerId)}/decline`,
  /** GET (staff): who waits for the clinic schedule's doctor slots. */
  clinic: (providerId: string) => `${apiPrefix}/provider/${seg(providerId)}/booking/waiting-list`,
  /** GET (staff): who waits for the health-screening schedule's sessions. */
  healthScreening: (providerId: string) =>
    `${apiPrefix}/provider/${seg(providerId)}/healthscreening/booking/waiting-list`,
};

export const offerParamsSchema = z.object({ offerId: z.string().min(1).max(80) });

/** offered: held for the patient until `heldUntil`; withdrawn: the request left the list (cancelled, booked elsewhere). */
export const offerStatuses = ['offered', 'accepted', 'declined', 'expired', 'withdrawn'] as const;
export type OfferStatus = (typeof offerStatuses)[number];

const isoInstant = z.string().min(1);
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const clockTime = z.string().regex(/^\d{2}:\d{2}$/);

/** When a session is, as instants and as the tenant's local date and clock times (the client formats, never converts). */
export const sessionTimeSchema = z.object({
  start: isoInstant,
  end: isoInstant,
  /** yyyy-MM-dd in `timeZone`. */
  localDate: isoDay,
  /** HH:mm in `timeZone`. */
  startTime: clockTime,
  endTime: clockTime,
  timeZone: z.string(),
});
export type SessionTime = z.infer<typeof sessionTimeSchema>;

export const waitingListOfferSchema = z.object({
  offerId: z.string(),
  status: z.enum(offerStatuses),
  referenceNo: z.string(),
  requestType: z.enum(['OPD', 'MCU']),
  unitId: z.number().int(),
  session: sessionTimeSchema,
  facilityName: z.string(),
  /** OPD: the doctor; null for a health screening. */
  doctorName: z.string().nullable(),
  /** MCU: the package, in the reader's language; null for OPD. */
  packageName: z.string().nullable(),
  /** The place is kept for the patient until then (only meaningful while `status` is offered). */
  heldUntil: isoInstant,
  offeredAt: isoInstant,
});
export type WaitingListOffer = z.infer<typeof waitingListOfferSchema>;
export const waitingListOfferResponseSchema = envelopeSchema(waitingListOfferSchema);
export const myOffersResponseSchema = envelopeSchema(z.object({ offers: z.array(waitingListOfferSchema) }));

/** Accepting: the request is now Scheduled on the offered place. */
export const acceptOfferResultSchema = z.object({
  status: z.string(),
  referenceNo: z.string(),
  requestType: z.enum(['OPD', 'MCU']),
  assignedSlot: z.object({ slotStartAt: isoInstant, slotEndAt: isoInstant }),
});
export type AcceptOfferResult = z.infer<typeof acceptOfferResultSchema>;
export const acceptOfferResponseSchema = envelopeSchema(acceptOfferResultSchema);
export const declineOfferResponseSchema = envelopeSchema(z.object({ status: z.literal('declined') }));

/**
 * Why an offer cannot be answered: expired (the hold ran out), closed (already answered or withdrawn).
 * The error envelope's `reason` is `waitingList.<refusal>`; the client translates it under `errors.`.
 */
export const offerRefusals = ['expired', 'closed'] as const;
export type OfferRefusal = (typeof offerRefusals)[number];
export const offerRefusalReason = (refusal: OfferRefusal) => `waitingList.${refusal}` as const;
export const offerRefusalMessages: Record<OfferRefusal, string> = {
  expired: 'This offer has expired and the place has gone to the next patient.',
  closed: 'This offer has already been answered or withdrawn.',
};

// ── Staff: who waits for which session ──────────────────────────────────────

/** accepted leaves the list (the patient is booked); waiting: not offered yet. */
export const waitingEntryStatuses = ['waiting', 'offered', 'declined', 'expired'] as const;
export type WaitingEntryStatus = (typeof waitingEntryStatuses)[number];

export const waitingEntrySchema = z.object({
  /** 1-based place in the order offers go out (preference priority, then time of request). */
  position: z.number().int(),
  referenceNo: z.string(),
  requestType: z.enum(['OPD', 'MCU']),
  displayName: z.string(),
  /** The patient's preference for this session: 1 first choice, 2 second. */
  preferencePriority: z.number().int(),
  /** When the patient joined this session's waiting list. */
  joinedAt: isoInstant,
  status: z.enum(waitingEntryStatuses),
  /** While offered: the place is held until then. */
  offeredUntil: isoInstant.nullable(),
});
export type WaitingEntry = z.infer<typeof waitingEntrySchema>;

export const waitingSessionSchema = z.object({
  slotId: z.string(),
  unitId: z.number().int(),
  resourceName: z.string(),
  locationName: z.string(),
  session: sessionTimeSchema,
  capacity: z.number().int(),
  bookedCount: z.number().int(),
  entries: z.array(waitingEntrySchema),
});
export type WaitingSession = z.infer<typeof waitingSessionSchema>;

/** Future sessions of the provider's units (of the schedule's kind) that have a waiting list, soonest first. */
export const waitingListSchema = z.object({ sessions: z.array(waitingSessionSchema) });
export type WaitingList = z.infer<typeof waitingListSchema>;
export const waitingListResponseSchema = envelopeSchema(waitingListSchema);
export const waitingListParamsSchema = z.object({ providerId: z.string().min(1).max(80) });
/** Optionally one unit only (the schedule's selected doctor × location or screening location). */
export const waitingListQuerySchema = z.object({ unitId: z.coerce.number().int().optional() });
