import {
  pafDraftDiscardedResponseSchema,
  pafDraftParamsSchema,
  pafDraftPaths,
  pafDraftResponseSchema,
} from '../../../src/lib/api/contract/pre-authorisation/paf-draft';
import { requireRole } from './paf-access';
import { ok } from '../../lib/reply';
import type { Deps, ZodApp } from '../../types';
import { discardDraft, pafDraft } from './draft-service';

const tags = ['pre-authorisation'];

/** Resuming and discarding a draft (its specialist only). */
export function registerPafDraftLifecycleRoutes(app: ZodApp, deps: Deps): void {
  app.get(
    pafDraftPaths.draft(':caseId'),
    {
      schema: { params: pafDraftParamsSchema, response: { 200: pafDraftResponseSchema } },
      config: { tags, summary: "A case's saved sections and the ones still missing, to resume the wizard" },
    },
    async (request, reply) =>
      ok(reply, await pafDraft(deps, requireRole(request, 'specialist'), request.params.caseId)),
  );

  app.delete(
    pafDraftPaths.draft(':caseId'),
    {
      schema: { params: pafDraftParamsSchema, response: { 200: pafDraftDiscardedResponseSchema } },
      config: { tags, summary: 'Discard a draft its specialist has not signed' },
    },
    async (request, reply) => {
      const { caseId } = request.params;
      await discardDraft(deps, requireRole(request, 'specialist'), caseId);
      return ok(reply, { caseId, discarded: true as const });
    },
  );
}
