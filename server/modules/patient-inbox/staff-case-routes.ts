import {
  staffCaseDetailsParamsSchema,
  staffCaseDetailsResponseSchema,
  staffCaseDetailsRoute,
} from '../../../src/lib/api/contract/patient-inbox/staff-case-details';
import { requestLocale } from '../../lib/data-locale';
import { ok } from '../../lib/reply';
import { requireAuth } from '../../plugins/auth';
import type { Deps, ZodApp } from '../../types';
import { staffCaseDetails } from './staff-case-service';

/** GET /api/v1/provider/case/{service}/refNo/{ref}: the worklist's View for the provider's clinic staff and doctors. */
export function registerStaffCaseRoutes(app: ZodApp, deps: Deps): void {
  app.get(
    staffCaseDetailsRoute,
    {
      schema: { params: staffCaseDetailsParamsSchema, response: { 200: staffCaseDetailsResponseSchema } },
      config: { tags: ['patient-inbox'], summary: "A case of the caller's provider (staff case details)" },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { service, ref } = request.params;
      return ok(reply, await staffCaseDetails(deps, auth, { service, ref, locale: requestLocale(request) }));
    },
  );
}
