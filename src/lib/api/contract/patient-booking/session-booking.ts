import { z } from 'zod';
import { apiPrefix, envelopeSchema } from '../envelope';
import { nameText } from '../text';

/** Encodes a path value; ':name' placeholders pass through so the server can use the same builders as route patterns. */
const seg = (value: number | string) =>
  String(value).startsWith(':') ? String(value) : encodeURIComponent(String(value));

/** Session booking (docs/product/patient-booking.md#session-picker, #picking-sessions, #booking-calls): unit schedule days and the preferred-session submission. */
export const sessionBookingPaths = {
  unitSchedule: (unitId: number | string) => `${apiPrefix}/schedule/unitId/${seg(unitId)}`,
  book: (unitId: number | string, requesterId: string) =>
    `${apiPrefix}/schedule/book/unitId/${seg(unitId)}/requesterId/${seg(requesterId)}`,
  summary: (serviceType: string, requesterId: string) =>
    `${apiPrefix}/appointment/${seg(serviceType)}/${seg(requesterId)}/summary`,
};

/** Preferred sessions: exactly two (docs/product/patient-booking.md#booking-constants). */
export const minPreferredSessions = 2;
export const maxPreferredSessions = 2;

/** Day status as the server sends it; 'busy-tentative' is full but open to a waiting list. */
export const serverDayStatuses = ['free', 'busy', 'busy-tentative', 'waiting-list', 'force-booking', 'closed'] as const;
export type ServerDayStatus = (typeof serverDayStatuses)[number];

export const scheduleSlotSchema = z.object({
  id: z.string(),
  start: z.string(),
  end: z.string(),
  capacity: z.number().int(),
  bookedCount: z.number().int(),
});
export type ScheduleSlot = z.infer<typeof scheduleSlotSchema>;

export const calendarDaySchema = z.object({
  /** Local date in the unit's time zone, yyyy-MM-dd. */
  calendarDate: z.string(),
  dayStatus: z.enum(serverDayStatuses),
  start: z.string(),
  schedules: z.array(scheduleSlotSchema),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;

export const unitScheduleSchema = z.object({
  unitId: z.number().int(),
  resourceName: z.string(),
  locationName: z.string(),
  timeZone: z.string(),
  defaultDurationInMinute: z.number().int(),
  calendar: z.array(calendarDaySchema),
});
export type UnitSchedule = z.infer<typeof unitScheduleSchema>;
export const unitScheduleParamsSchema = z.object({ unitId: z.coerce.number().int() });
export const unitScheduleResponseSchema = envelopeSchema(unitScheduleSchema);

export const bookedScheduleItemSchema = z.object({
  start: z.iso.datetime({ offset: true }),
  end: z.iso.datetime({ offset: true }),
  expireAt: z.iso.datetime({ offset: true }),
  priority: z.number().int().min(1).max(maxPreferredSessions),
});
export type BookedScheduleItem = z.infer<typeof bookedScheduleItemSchema>;

/**
 * An OPD preferred date/time option as the form sends it: a slot of the
 * doctor's unit the patient proposes (docs/product/patient-booking.md#preferred-options,
 * docs/product/schedules.md#booking-confirmation). Two are required, as for MCU
 * sessions (docs/product/patient-booking.md#booking-constants).
 */
export const preferredOptionSchema = bookedScheduleItemSchema.omit({ expireAt: true });
export type PreferredOption = z.infer<typeof preferredOptionSchema>;
export const preferredOptionsSchema = z
  .array(preferredOptionSchema)
  .min(minPreferredSessions)
  .max(maxPreferredSessions);

export const clientCaseDataSchema = z.object({
  displayName: nameText(200),
  /** The patient's id; 1 when an agent acts for a patient (docs/product/patient-booking.md#submitting-sessions). */
  personId: z.union([z.string().max(80), z.number().int()]),
  serviceType: z.string().max(10),
  referenceId: z.string().max(80),
});
export type ClientCaseData = z.infer<typeof clientCaseDataSchema>;

export const bookSessionsBodySchema = z.object({
  bookedSchedule: z.array(bookedScheduleItemSchema).min(minPreferredSessions).max(maxPreferredSessions),
  clientCaseData: clientCaseDataSchema,
});
export type BookSessionsBody = z.infer<typeof bookSessionsBodySchema>;
export const bookSessionsParamsSchema = z.object({
  unitId: z.coerce.number().int(),
  requesterId: z.string().min(1).max(80),
});

export const heldSessionSchema = z.object({
  start: z.string(),
  end: z.string(),
  priority: z.number().int(),
  /** The slot was full (or filled up meanwhile): the session waits on its waiting list. */
  isWaitingList: z.boolean(),
});
export type HeldSession = z.infer<typeof heldSessionSchema>;
export const bookSessionsResultSchema = z.object({ sessions: z.array(heldSessionSchema) });
export const bookSessionsResponseSchema = envelopeSchema(bookSessionsResultSchema);

/** What the Appointment Request Sent page shows. */
export const appointmentSummarySchema = z.object({
  serviceType: z.enum(['OPD', 'MCU']),
  referenceNo: z.string(),
  doctorName: z.string().nullable(),
  specialties: z.array(z.string()),
  packageName: z.string().nullable(),
  facilityName: z.string(),
  timeZone: z.string(),
  preferred: z.array(heldSessionSchema),
});
export type AppointmentSummary = z.infer<typeof appointmentSummarySchema>;
export const appointmentSummaryParamsSchema = z.object({
  serviceType: z.string().min(1).max(10),
  requesterId: z.string().min(1).max(80),
});
export const appointmentSummaryResponseSchema = envelopeSchema(appointmentSummarySchema);
