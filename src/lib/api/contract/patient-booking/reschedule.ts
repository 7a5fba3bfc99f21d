/**
 * Who may move a booked appointment to another time
 * (docs/product/patient-booking.md#reschedule-rights): reschedule is the default
 * client's (manifest `features.reschedule`), and only a future appointment, never a closed one. The server enforces it; the client offers
 * Reschedule only where it holds and translates the refusal reason it gets back.
 */
export const rescheduleRefusals = ['notOffered', 'closed', 'notBooked', 'started', 'notScheduled'] as const;
export type RescheduleRefusal = (typeof rescheduleRefusals)[number];

/** The error envelope's `reason` for a refusal; also the client's translation key under `errors.`. */
export const rescheduleReason = (refusal: RescheduleRefusal) => `reschedule.${refusal}` as const;
export type RescheduleReason = ReturnType<typeof rescheduleReason>;

/** The server's English text for each refusal (the client shows its own translation). */
export const rescheduleRefusalMessages: Record<RescheduleRefusal, string> = {
  notOffered: 'Rescheduling is not available for this client.',
  closed: 'A cancelled, attended or no-show appointment cannot be rescheduled.',
  notBooked: 'This request has no booked appointment to reschedule.',
  started: 'A started or past appointment cannot be rescheduled.',
  notScheduled: 'Only a scheduled appointment can be rescheduled.',
};

const closedStatuses = new Set(['Cancel', 'Attended', 'No Show']);

export interface RescheduleCheck {
  /** The tenant's `features.reschedule`. */
  offered: boolean;
  status: string;
  /** Start of the booked appointment, null when none is booked. */
  appointmentStart: Date | null;
  now: Date;
  /**
   * Staff also move a proposal the patient has not answered yet (Pending Patient Response);
   * a patient moves only a confirmed (Scheduled) appointment: a proposal is theirs to accept or decline.
   */
  by: 'staff' | 'patient';
}

/** Why this appointment may not be rescheduled now, or null when it may. */
export function rescheduleRefusal({
  offered,
  status,
  appointmentStart,
  now,
  by,
}: RescheduleCheck): RescheduleRefusal | null {
  if (!offered) return 'notOffered';
  if (closedStatuses.has(status)) return 'closed';
  if (!appointmentStart) return 'notBooked';
  if (appointmentStart.getTime() <= now.getTime()) return 'started';
  if (by === 'patient' && status !== 'Scheduled') return 'notScheduled';
  return null;
}
