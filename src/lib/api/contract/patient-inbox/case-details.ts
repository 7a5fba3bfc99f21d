import { z } from 'zod';
import { historyNoteCodes } from '../history-notes';
import { envelopeSchema } from '../envelope';
import { waitingListOfferSchema } from '../waiting-list';
import { selfCancelStateSchema } from './self-cancel';

/** Appointment info by service type and requester (docs/product/patient-inbox.md#inbox-calls, #case-data). */
export const caseDetailsPath = (service: string, referenceNo: string, userId: string) =>
  `/arrow/api/v1/${encodeURIComponent(service.toLowerCase())}/refNo/${encodeURIComponent(referenceNo)}/details/${encodeURIComponent(userId)}`;
export const caseDetailsParamsSchema = z.object({
  service: z.enum(['opd', 'mcu', 'OPD', 'MCU']).transform((s) => s.toUpperCase() as 'OPD' | 'MCU'),
  ref: z.string().min(1).max(40),
  userId: z.string().min(1).max(80),
});

const slotSchema = z.object({ start: z.string(), end: z.string() });

export const caseItemSchema = z.object({
  unitId: z.number().int(),
  appointmentStatus: z.string(),
  requestType: z.enum(['OPD', 'MCU']),
  referenceNo: z.string(),
  specialist: z.object({ displayName: z.string(), specialties: z.array(z.string()) }).nullable(),
  screening: z.object({ packageName: z.string() }).nullable(),
  facility: z.object({ facilityName: z.string(), address: z.string() }),
  patient: z.object({
    name: z.string(),
    gender: z.string(),
    age: z.number(),
    dob: z.string(),
    email: z.string(),
    sms: z.string(),
    /** Comma-separated, as the spec's source gives it. */
    medicalCondition: z.string(),
    otherReason: z.string(),
    documentLinks: z.array(z.string()),
  }),
});

/** What patient and staff case details both show: the case, its schedule and its history. */
export const caseViewSchema = z.object({
  items: z.array(caseItemSchema),
  /** The patient's preferred sessions, by priority. */
  bookedSchedule: z.array(slotSchema.extend({ priority: z.number().int(), isWaitingList: z.boolean() })),
  assignedSlot: z.object({ slotStartAt: z.string(), slotEndAt: z.string() }).nullable(),
  /** Who changed the status, when, with which notes (oldest first). */
  statusHistory: z.array(
    z.object({
      status: z.string(),
      changedByName: z.string(),
      notes: z.string().nullable(),
      /** Set when the portal wrote the note: the client words it in the reader's language. */
      noteCode: z.enum(historyNoteCodes).nullable().default(null),
      createdAt: z.string(),
    }),
  ),
});
export type CaseView = z.infer<typeof caseViewSchema>;

export const caseDetailsResponseSchema = envelopeSchema(
  caseViewSchema.extend({
    /** The reader may reschedule this appointment now (their own, Scheduled, in the future, on a tenant that offers it). */
    canReschedule: z.boolean().default(false),
    /** Whether the patient may cancel it themselves now, and until when. */
    selfCancel: selfCancelStateSchema.default({ allowed: false, until: null, refusal: null }),
    /** Places offered to this request from a waiting list, still open. */
    waitingListOffers: z.array(waitingListOfferSchema).default([]),
    /**
     * A time the clinic proposed that the patient has yet to accept or decline (Pending Patient Response), with the
     * request id the inbox action takes; null otherwise. Case Details is where the proposal mail lands
     * (docs/decisions/0084-proposals-the-patients-reschedule-page.md).
     */
    proposal: z
      .object({ requestId: z.string(), slotStartAt: z.string(), slotEndAt: z.string() })
      .nullable()
      .default(null),
  }),
);
export type CaseDetails = z.infer<typeof caseDetailsResponseSchema>['data'];
