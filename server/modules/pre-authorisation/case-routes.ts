import { z } from 'zod';
import {
  casePdfQuerySchema,
  caseSummaryResponseSchema,
  caseUpdatedResponseSchema,
  hospitalCostBodySchema,
  pafPaths,
  summaryParamsSchema,
  worklistBodySchema,
  worklistParamsSchema,
  worklistResponseSchema,
} from '../../../src/lib/api/contract/pre-authorisation/paf';
import { forbidden } from '../../lib/http-error';
import { requirePafUser, requireRole } from './paf-access';
import { ok } from '../../lib/reply';
import { fileAnswer } from '../../plugins/route-docs';
import type { Deps, ZodApp } from '../../types';
import { caseSummary, casePdf, saveHospitalCost, worklistPage } from './case-service';

const tags = ['pre-authorisation'];
const pdfParams = z.object({ caseId: z.string().max(60) });

/** The list, the case summary, hospital charges and the case PDF. */
export function registerPafCaseRoutes(app: ZodApp, deps: Deps): void {
  app.post(
    pafPaths.worklist(':role'),
    {
      schema: { params: worklistParamsSchema, body: worklistBodySchema, response: { 200: worklistResponseSchema } },
      config: { tags, summary: 'Pre-authorisation list' },
    },
    async (request, reply) => {
      const auth = requirePafUser(request);
      if (request.params.role !== auth.roleId) throw forbidden();
      return ok(reply, await worklistPage(deps, auth, request.body));
    },
  );

  app.get(
    pafPaths.summary(':id', ':role'),
    {
      schema: { params: summaryParamsSchema, response: { 200: caseSummaryResponseSchema } },
      config: { tags, summary: 'Case details and signature status' },
    },
    async (request, reply) => {
      const auth = requirePafUser(request);
      const { id, role } = request.params;
      if (role !== auth.roleId) throw forbidden();
      return ok(reply, await caseSummary(deps, auth, id));
    },
  );

  app.post(
    pafPaths.hospitalCost,
    {
      schema: { body: hospitalCostBodySchema, response: { 200: caseUpdatedResponseSchema } },
      config: { tags, summary: 'Hospital charges (hospital users only)' },
    },
    async (request, reply) => {
      const auth = requireRole(request, 'hospital');
      return ok(reply, { caseId: await saveHospitalCost(deps, auth, request.body) });
    },
  );

  app.get(
    pafPaths.pdf(':caseId'),
    {
      schema: { params: pdfParams, querystring: casePdfQuerySchema },
      config: {
        tags,
        summary: 'The completed case as a PDF (attachment)',
        openapi: { responses: { 200: fileAnswer('The PDF', 'application/pdf') } },
      },
    },
    async (request, reply) => {
      const auth = requirePafUser(request);
      const { fileName, pdf } = await casePdf(deps, auth, request.params.caseId, request.query.lang);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .send(pdf);
    },
  );
}
