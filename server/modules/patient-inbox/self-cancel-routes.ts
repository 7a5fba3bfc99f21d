import {
  selfCancelBodySchema,
  selfCancelParamsSchema,
  selfCancelResponseSchema,
  selfCancelRoute,
} from '../../../src/lib/api/contract/patient-inbox/self-cancel';
import { ok } from '../../lib/reply';
import { requireAuth } from '../../plugins/auth';
import type { Deps, ZodApp } from '../../types';
import { selfCancel } from './self-cancel-service';

/**
 * POST {api}/appointment/{service}/{ref}/cancel: the patient cancels their own request
 * (docs/decisions/0054-waiting-list-and-self-cancel.md).
 */
export function registerSelfCancelRoutes(app: ZodApp, deps: Deps): void {
  app.post(
    selfCancelRoute,
    {
      schema: {
        params: selfCancelParamsSchema,
        body: selfCancelBodySchema,
        response: { 200: selfCancelResponseSchema },
      },
      config: { tags: ['patient-inbox'], summary: 'The patient cancels their own appointment request' },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { serviceType, referenceNo } = request.params;
      return ok(reply, await selfCancel(deps, auth, { serviceType, referenceNo, reason: request.body.reason }));
    },
  );
}
