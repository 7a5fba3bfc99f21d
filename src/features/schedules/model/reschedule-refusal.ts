import { isApiError } from '@/lib/api/api-error';
import {
  rescheduleReason,
  rescheduleRefusals,
  type RescheduleRefusal,
} from '@/lib/api/contract/patient-booking/reschedule';

/** Schedule-namespace key of each refusal's message (spelled out so the locale check sees them used). */
export const refusalKeys: Record<RescheduleRefusal, `errors.reschedule.${RescheduleRefusal}`> = {
  notOffered: 'errors.reschedule.notOffered',
  closed: 'errors.reschedule.closed',
  notBooked: 'errors.reschedule.notBooked',
  started: 'errors.reschedule.started',
  notScheduled: 'errors.reschedule.notScheduled',
};

/** The message key for a reschedule refusal the server answered with, or null for any other failure. */
export function refusalKeyOf(error: unknown): (typeof refusalKeys)[RescheduleRefusal] | null {
  if (!isApiError(error)) return null;
  const refusal = rescheduleRefusals.find((r) => rescheduleReason(r) === error.reason);
  return refusal ? refusalKeys[refusal] : null;
}
