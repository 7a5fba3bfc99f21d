import { z } from 'zod';
import { apiPrefix, envelopeSchema } from '../envelope';
import { plainText } from '../text';

/**
 * A patient cancels their own request (docs/decisions/0054-waiting-list-and-self-cancel.md): pending or scheduled, OPD
 * or MCU, with a reason,
 * up to the tenant's cut-off before the appointment (manifest `appointments.selfCancelCutoffHours`).
 * A request with no booked appointment yet has no cut-off.
 */
export const selfCancelRoute = `${apiPrefix}/appointment/:serviceType/:referenceNo/cancel`;
export const selfCancelPath = (serviceType: 'OPD' | 'MCU', referenceNo: string) =>
  `${apiPrefix}/appointment/${serviceType.toLowerCase()}/${encodeURIComponent(referenceNo)}/cancel`;
export const selfCancelParamsSchema = z.object({
  serviceType: z.enum(['opd', 'mcu', 'OPD', 'MCU']).transform((s) => s.toUpperCase() as 'OPD' | 'MCU'),
  referenceNo: z.string().min(1).max(40),
});

/** The reason is shown to the clinic in the worklist's status history. */
export const selfCancelReasonMaxLength = 500;
export const selfCancelBodySchema = z.object({
  reason: plainText(selfCancelReasonMaxLength).pipe(z.string().min(1, 'This field is mandatory')),
});
export type SelfCancelBody = z.input<typeof selfCancelBodySchema>;

export const selfCancelResultSchema = z.object({ status: z.literal('Cancel'), cancelledAt: z.string() });
export const selfCancelResponseSchema = envelopeSchema(selfCancelResultSchema);

/**
 * Why the patient may not cancel: tooLate (inside the cut-off, or the appointment has started),
 * notYours (e.g. an agent filed it: only the patient cancels), alreadyCancelled, completed (attended
 * or no-show), notSubmitted (an incomplete form: nothing to cancel yet).
 * The error envelope's `reason` is `selfCancel.<refusal>`; the client translates it under `errors.`.
 */
export const selfCancelRefusals = ['tooLate', 'notYours', 'alreadyCancelled', 'completed', 'notSubmitted'] as const;
export type SelfCancelRefusal = (typeof selfCancelRefusals)[number];
export const selfCancelReason = (refusal: SelfCancelRefusal) => `selfCancel.${refusal}` as const;
export const selfCancelRefusalMessages: Record<SelfCancelRefusal, string> = {
  tooLate: 'It is too late to cancel this appointment online. Please contact the clinic.',
  notYours: 'Only the patient can cancel this appointment.',
  alreadyCancelled: 'This appointment has already been cancelled.',
  completed: 'This appointment is already over.',
  notSubmitted: 'This request has not been submitted yet.',
};

/** What the case details page needs to offer Cancel. */
export const selfCancelStateSchema = z.object({
  allowed: z.boolean(),
  /** The last moment cancelling is allowed (appointment start minus the cut-off); null when no appointment is booked. */
  until: z.string().nullable(),
  /** Why not, when `allowed` is false. */
  refusal: z.enum(selfCancelRefusals).nullable(),
});
export type SelfCancelState = z.infer<typeof selfCancelStateSchema>;

export interface SelfCancelCheck {
  status: string;
  /** The caller is the patient the request is for (an agent who filed it sees it but does not cancel it). */
  isPatient: boolean;
  /** Start of the booked appointment, null when none is booked yet. */
  appointmentStart: Date | null;
  cutoffHours: number;
  now: Date;
}

/** The last moment the patient may cancel, or null when no appointment is booked (no cut-off then). */
export const selfCancelUntil = (appointmentStart: Date | null, cutoffHours: number): Date | null =>
  appointmentStart ? new Date(appointmentStart.getTime() - cutoffHours * 3_600_000) : null;

/** Why the patient may not cancel this request now, or null when they may. */
export function selfCancelRefusal(check: SelfCancelCheck): SelfCancelRefusal | null {
  if (!check.isPatient) return 'notYours';
  if (check.status === 'Cancel') return 'alreadyCancelled';
  if (check.status === 'Attended' || check.status === 'No Show') return 'completed';
  if (check.status === 'Incomplete') return 'notSubmitted';
  const until = selfCancelUntil(check.appointmentStart, check.cutoffHours);
  if (until && check.now.getTime() > until.getTime()) return 'tooLate';
  return null;
}
