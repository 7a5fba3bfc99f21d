import { z } from 'zod';
import { apiPrefix, envelopeSchema } from '../envelope';
import { rescheduleRefusals } from '../patient-booking/reschedule';
import { plainText } from '../text';

const isoInstant = z.string().min(1);
const slotSchema = z.object({ slotStartAt: isoInstant, slotEndAt: isoInstant });
const scheduleSchema = z.object({ start: isoInstant, end: isoInstant });

export const staffStatuses = ['Attended', 'No Show', 'Cancel'] as const;
export const staffStatusSchema = z.enum(staffStatuses);
export type StaffStatus = z.infer<typeof staffStatusSchema>;

export const requesterParamsSchema = z.object({
  unitId: z.coerce.number().int(),
  requesterId: z.string().min(1).max(40),
});

const personSchema = z.object({
  name: z.string(),
  gender: z.string(),
  age: z.number().int(),
  dob: z.string(),
  medicalCondition: z.string(),
  otherReason: z.string(),
  email: z.string(),
  sms: z.string(),
  documentLinks: z.array(z.string()),
});

/** The patient case staff book for (docs/product/schedules.md#schedule-data). */
export const patientCaseSchema = z.object({
  caseData: z.object({ person: personSchema, bookingResourceTitle: z.string(), bookingLocation: z.string() }),
  /** The patient's preferred slots. */
  bookedSchedule: z.array(scheduleSchema),
  assignedSlot: slotSchema.nullable(),
  unitId: z.number().int(),
  referenceNo: z.string(),
  serviceType: z.string(),
  status: z.string(),
  /**
   * Why booking this case now would be refused, null when it may be booked: a case
   * with a booked appointment is a reschedule, and follows the reschedule rules.
   */
  bookingRefusal: z.enum(rescheduleRefusals).nullable().default(null),
});
export type PatientCase = z.infer<typeof patientCaseSchema>;
export const patientCaseResponseSchema = envelopeSchema(patientCaseSchema);
export const patientCaseRoute = `${apiPrefix}/booking/case/unitId/:unitId/requesterId/:requesterId`;
export const patientCasePath = (unitId: number, requesterId: string) =>
  `${apiPrefix}/booking/case/unitId/${unitId}/requesterId/${encodeURIComponent(requesterId)}`;

/** Appointment detail for the schedule's Appointment dialog (docs/product/schedules.md#schedule-data). */
export const appointmentDetailSchema = z.object({
  items: z.array(
    z.object({
      unitId: z.number().int(),
      appointmentStatus: z.string(),
      requestType: z.string(),
      referenceNo: z.string(),
      specialist: z.object({ displayName: z.string() }).nullable(),
      patient: personSchema,
      screening: z.object({ packageName: z.string() }).nullable(),
      facility: z.object({ facilityName: z.string() }),
    }),
  ),
  bookedSchedule: z.array(scheduleSchema),
  assignedSlot: slotSchema.nullable(),
  /** Server time, so the dialog decides future vs started without trusting the device clock. */
  now: isoInstant,
});
export type AppointmentDetail = z.infer<typeof appointmentDetailSchema>;
export const appointmentDetailResponseSchema = envelopeSchema(appointmentDetailSchema);
export const appointmentDetailRoute = `${apiPrefix}/booking/appointment/unitId/:unitId/requesterId/:requesterId`;
export const appointmentDetailPath = (unitId: number, requesterId: string) =>
  `${apiPrefix}/booking/appointment/unitId/${unitId}/requesterId/${encodeURIComponent(requesterId)}`;

/** Booking payload (docs/product/schedules.md#schedule-data): the chosen day's bounds and the slot range. */
export const bookRequestSchema = z.object({
  selectedSchedule: scheduleSchema.nullish(),
  assignedSlot: slotSchema,
  isReschedule: z.boolean().optional(),
});
export type BookRequest = z.infer<typeof bookRequestSchema>;
export const bookResultSchema = z.object({
  status: z.string(),
  usedPreferredSlot: z.boolean(),
  displayName: z.string(),
  resourceName: z.string(),
  locationName: z.string(),
  assignedSlot: slotSchema,
});
export type BookResult = z.infer<typeof bookResultSchema>;
export const bookResponseSchema = envelopeSchema(bookResultSchema);
export const bookRoute = `${apiPrefix}/booking/book/unitId/:unitId/requesterId/:requesterId`;
export const bookPath = (unitId: number, requesterId: string) =>
  `${apiPrefix}/booking/book/unitId/${unitId}/requesterId/${encodeURIComponent(requesterId)}`;

/** Status update payload (docs/product/schedules.md#schedule-data); notes are mandatory for Cancel. */
export const statusUpdateRequestSchema = z
  .object({
    unitId: z.number().int(),
    requesterId: z.string().min(1).max(40),
    status: staffStatusSchema,
    // Shown in the status history to every staff member of the case.
    notes: plainText(1000).default(''),
  })
  .refine((v) => v.status !== 'Cancel' || v.notes.trim() !== '', {
    path: ['notes'],
    message: 'This field is mandatory',
  });
export type StatusUpdateRequest = z.input<typeof statusUpdateRequestSchema>;
export const statusUpdateResponseSchema = envelopeSchema(z.object({ status: z.string(), updatedAt: isoInstant }));
export const statusUpdatePath = `${apiPrefix}/booking/status`;
