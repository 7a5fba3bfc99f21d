import {
  inboxActionParamsSchema,
  inboxActionRequestSchema,
  inboxActionResponseSchema,
  patientWorklistParamsSchema,
  patientWorklistResponseSchema,
  pendingLinkPath,
  pendingLinkResponseSchema,
} from '../../../src/lib/api/contract/patient-inbox/inbox';
import {
  caseDetailsParamsSchema,
  caseDetailsResponseSchema,
} from '../../../src/lib/api/contract/patient-inbox/case-details';
import { apiPrefix } from '../../../src/lib/api/contract/envelope';
import { worklistRequestSchema } from '../../../src/lib/api/contract/worklists';
import { requestLocale } from '../../lib/data-locale';
import { ok } from '../../lib/reply';
import { requireAuth } from '../../plugins/auth';
import type { Deps, ZodApp } from '../../types';
import { registerSelfCancelRoutes } from './self-cancel-routes';
import { registerStaffCaseRoutes } from './staff-case-routes';
import { answerProposal, caseDetails, patientInboxPage, pendingFormLink } from './service';

const tags = ['patient-inbox'];

export function registerPatientInboxRoutes(app: ZodApp, deps: Deps): void {
  for (const suffix of ['', '/filter']) {
    app.post(
      `${apiPrefix}/worklist/patient/:userId${suffix}`,
      {
        schema: {
          params: patientWorklistParamsSchema,
          body: worklistRequestSchema,
          response: { 200: patientWorklistResponseSchema },
        },
        config: { tags, summary: suffix ? "Filter the patient's inbox" : "The patient's inbox (cursor paging)" },
      },
      async (request, reply) => {
        const auth = requireAuth(request);
        const page = await patientInboxPage(deps, auth, {
          userId: request.params.userId,
          query: request.body,
          fromNewest: suffix !== '',
          locale: requestLocale(request),
        });
        return ok(reply, page);
      },
    );
  }

  app.get(
    pendingLinkPath,
    {
      schema: { response: { 200: pendingLinkResponseSchema } },
      config: { tags, summary: 'Form link of the latest incomplete appointment request' },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      return ok(reply, { url: await pendingFormLink(deps, auth) });
    },
  );

  app.post(
    `${apiPrefix}/worklist/patient/action/:action`,
    {
      schema: {
        params: inboxActionParamsSchema,
        body: inboxActionRequestSchema,
        response: { 200: inboxActionResponseSchema },
      },
      config: { tags, summary: 'Accept or decline a proposed appointment' },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { requestId, pId } = request.body;
      const status = await answerProposal(deps, auth, { action: request.params.action, requestId, pId });
      return ok(reply, { status });
    },
  );

  /** GET /arrow/api/v1/{service}/refNo/{ref}/details/{userId}: the patient's own case. */
  app.get(
    '/arrow/api/v1/:service/refNo/:ref/details/:userId',
    {
      schema: { params: caseDetailsParamsSchema, response: { 200: caseDetailsResponseSchema } },
      config: { tags, summary: 'Appointment info by service type and reference' },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { service, ref, userId } = request.params;
      const details = await caseDetails(deps, auth, { service, ref, userId, locale: requestLocale(request) });
      return ok(reply, details);
    },
  );

  registerSelfCancelRoutes(app, deps);
  registerStaffCaseRoutes(app, deps);
}
