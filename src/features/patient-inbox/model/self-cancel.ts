import { z } from 'zod';
import { isApiError } from '@/lib/api/api-error';
import {
  selfCancelBodySchema,
  selfCancelReason,
  selfCancelRefusals,
  type SelfCancelRefusal,
} from '@/lib/api/contract/patient-inbox/self-cancel';
import { invisibleCharactersMessage } from '@/lib/api/contract/text';

/**
 * The cancel dialog's form: the contract's own rules (the server checks the same), each failure
 * worded by a patient-inbox key, since the contract's messages are the server's English.
 */
export const selfCancelFormSchema = z.object({ reason: z.string() }).superRefine((values, ctx) => {
  const parsed = selfCancelBodySchema.safeParse(values);
  if (parsed.success) return;
  for (const issue of parsed.error.issues) {
    const message =
      issue.message === invisibleCharactersMessage
        ? 'cancel.errors.invisible'
        : issue.code === 'too_big'
          ? 'cancel.errors.tooLong'
          : 'cancel.errors.required';
    ctx.addIssue({ code: 'custom', path: issue.path, message });
  }
});
export type SelfCancelFormValues = z.input<typeof selfCancelFormSchema>;

/** patient-inbox key of each refusal (spelled out so the locale check sees them used). */
export const selfCancelRefusalKeys: Record<SelfCancelRefusal, `cancel.refusals.${SelfCancelRefusal}`> = {
  tooLate: 'cancel.refusals.tooLate',
  notYours: 'cancel.refusals.notYours',
  alreadyCancelled: 'cancel.refusals.alreadyCancelled',
  completed: 'cancel.refusals.completed',
  notSubmitted: 'cancel.refusals.notSubmitted',
};

/** The message key for a refusal the server answered a cancel with, or null for any other failure. */
export function selfCancelRefusalKeyOf(error: unknown): (typeof selfCancelRefusalKeys)[SelfCancelRefusal] | null {
  if (!isApiError(error)) return null;
  const refusal = selfCancelRefusals.find((r) => selfCancelReason(r) === error.reason);
  return refusal ? selfCancelRefusalKeys[refusal] : null;
}
