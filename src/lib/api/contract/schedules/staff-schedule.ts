import { z } from 'zod';
import { apiPrefix, envelopeSchema } from '../envelope';
import { calendarDateSchema } from '../calendar-date';

/** Calendar day status (docs/product/schedules.md#calendar-days): force-booking is what the client makes of busy. */
export const dayStatusSchema = z.enum(['free', 'busy', 'closed', 'selected', 'force-booking']);
export type DayStatus = z.infer<typeof dayStatusSchema>;

const isoInstant = z.string().min(1);
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

// ── Provider-wide booking summary (clinic) and health-screening summary ─────

export const bookingSummarySchema = z.object({
  calendarSummary: z.array(z.object({ status: dayStatusSchema, start: isoInstant, date: isoDay })),
  allResources: z.array(
    z.object({
      resourceId: z.string(),
      resourceName: z.string(),
      locations: z.array(z.object({ unitId: z.number().int(), locationName: z.string() })),
    }),
  ),
  appointmentUnits: z.array(z.object({ unitId: z.number().int(), resourceName: z.string(), locationName: z.string() })),
});
export type BookingSummary = z.infer<typeof bookingSummarySchema>;
export const bookingSummaryResponseSchema = envelopeSchema(bookingSummarySchema);

export const providerParamsSchema = z.object({ providerId: z.string().min(1).max(80) });
export const providerBookingRoute = `${apiPrefix}/provider/:providerId/booking`;
export const providerBookingPath = (providerId: string) =>
  `${apiPrefix}/provider/${encodeURIComponent(providerId)}/booking`;
export const healthScreeningSummaryRoute = `${apiPrefix}/provider/:providerId/healthscreening/booking`;
export const healthScreeningSummaryPath = (providerId: string) =>
  `${apiPrefix}/provider/${encodeURIComponent(providerId)}/healthscreening/booking`;

// ── Slot data per unit ──────────────────────────────────────────────────────

export const bookedSlotSchema = z.object({
  slotStartAt: isoInstant,
  slotEndAt: isoInstant,
  bookedCaseData: z.object({
    displayName: z.string(),
    referenceId: z.string(),
    serviceType: z.string(),
    /** The request's status (null for walk-ins without a request). */
    status: z.string().nullable(),
    packageName: z.string().nullable(),
  }),
});
export type BookedSlot = z.infer<typeof bookedSlotSchema>;

export const unitScheduleSchema = z.object({
  unitId: z.number().int(),
  resourceName: z.string(),
  locationName: z.string(),
  defaultDurationInMinute: z.number().int(),
  calendar: z.array(
    z.object({
      date: isoDay,
      dayStatus: dayStatusSchema,
      start: isoInstant,
      schedules: z.array(z.object({ start: isoInstant, end: isoInstant, bookedSlots: z.array(bookedSlotSchema) })),
    }),
  ),
  /** Assigned appointments without a slot row (past visits), shown as bookings too. */
  appointments: z.array(bookedSlotSchema).default([]),
  /** Preferred sessions of requests still waiting for the clinic (legend: Patient's Choice). */
  preferredSlots: z.array(
    z.object({
      start: isoInstant,
      end: isoInstant,
      displayName: z.string(),
      referenceId: z.string(),
      serviceType: z.string(),
      /**
       * The session was full when chosen: the request waits on its waiting list (the board's waiting-list panel)
       * and holds no place there, so the board does not draw it as a Patient's Choice
       * (docs/decisions/0084-proposals-the-patients-reschedule-page.md).
       */
      waiting: z.boolean().default(false),
    }),
  ),
});
export type UnitSchedule = z.infer<typeof unitScheduleSchema>;

/** Schedules for a list of units over a local-date range (at most 62 days). */
export const unitSchedulesRequestSchema = z.object({
  unitIds: z.array(z.number().int()).min(1).max(40),
  from: calendarDateSchema,
  to: calendarDateSchema,
});
export type UnitSchedulesRequest = z.infer<typeof unitSchedulesRequestSchema>;
export const unitSchedulesResponseSchema = envelopeSchema(z.object({ units: z.array(unitScheduleSchema) }));
export const unitSchedulesPath = `${apiPrefix}/booking/schedules`;

/** One unit's slots over a range: GET {booking}/booking/unitId/{unitId}?from&to. */
export const unitParamsSchema = z.object({ unitId: z.coerce.number().int() });
export const unitRangeQuerySchema = z.object({ from: calendarDateSchema, to: calendarDateSchema });
export const unitScheduleRoute = `${apiPrefix}/booking/unitId/:unitId`;
export const unitSchedulePath = (unitId: number) => `${apiPrefix}/booking/unitId/${unitId}`;
export const unitScheduleResponseSchema = envelopeSchema(unitScheduleSchema);

/** The selected day of a unit: its bounds and every slot with whether it can still be booked. */
export const selectedDaySchema = z.object({
  selectedSchedule: z.object({ start: isoInstant, end: isoInstant }).nullable(),
  defaultDurationInMinute: z.number().int(),
  slots: z.array(z.object({ slotStartAt: isoInstant, slotEndAt: isoInstant, available: z.boolean() })),
});
export type SelectedDay = z.infer<typeof selectedDaySchema>;
export const selectedDayResponseSchema = envelopeSchema(selectedDaySchema);
export const selectedDayParamsSchema = z.object({ unitId: z.coerce.number().int(), date: calendarDateSchema });
/** The request being booked (its reference): a place it holds that day counts as free. */
export const selectedDayQuerySchema = z.object({ requesterId: z.string().min(1).max(40).optional() });
export const selectedDayRoute = `${apiPrefix}/booking/unitId/:unitId/day/:date`;
export const selectedDayPath = (unitId: number, date: string, requesterId?: string) =>
  `${apiPrefix}/booking/unitId/${unitId}/day/${date}${requesterId ? `?requesterId=${encodeURIComponent(requesterId)}` : ''}`;
