import { z } from 'zod';
import { envelopeSchema } from '../envelope';
import { pds, seg } from './paf';
import { pafSections } from './paf-status';

/**
 * A PAF draft: a case its specialist has not signed yet. It can be resumed at
 * its first section not yet saved, or discarded by its author (docs/decisions/0081-paf-drafts.md).
 */
export const pafDraftPaths = {
  draft: (caseId: string) => `${pds}/paf/draft/case/${seg(caseId)}`,
} as const;

const json = z.record(z.string(), z.unknown());
export const pafDraftParamsSchema = z.object({ caseId: z.string().min(1).max(60) });
export const pafDraftSchema = z.object({
  caseId: z.string(),
  clientId: z.string(),
  /** False once the specialist has signed: the sections can no longer change. */
  editable: z.boolean(),
  missingSections: z.array(z.enum(pafSections)),
  patient: json.nullable(),
  policyOwner: json.nullable(),
  guardian: json.nullable(),
  admission: json.nullable(),
  sectionC: json.nullable(),
  sectionD: json.nullable(),
  estimate: json.nullable(),
  referral: json.nullable(),
});
export type PafDraft = z.infer<typeof pafDraftSchema>;
export const pafDraftResponseSchema = envelopeSchema(pafDraftSchema);
export const pafDraftDiscardedResponseSchema = envelopeSchema(
  z.object({ caseId: z.string(), discarded: z.literal(true) }),
);
