import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  caseDetailsHref,
  casePdfQuerySchema,
  caseSummaryResponseSchema,
  caseUpdatedResponseSchema,
  hospitalCostBodySchema,
  minNotBelowMaxMessage,
  pafPaths,
  summaryParamsSchema,
  worklistBodySchema,
  worklistParamsSchema,
  worklistResponseSchema,
  type CaseSummary,
} from '../../../src/lib/api/contract/pre-authorisation/paf';
import {
  canEnterHospitalCharges,
  derivePafStatus,
  pafStatusLabels,
} from '../../../src/lib/api/contract/pre-authorisation/paf-status';
import { pafCases, payors } from '../../db/schema/domain';
import { HttpError, forbidden } from '../../lib/http-error';
import { loadCase, requirePafUser, requireRole, type PafCase } from '../../lib/paf-access';
import { pafSigners } from '../../lib/paf-signers';
import { pafDocumentContent } from '../../lib/paf-document/content';
import { loadPafDocumentInput } from '../../lib/paf-document/load';
import { brandOf } from '../../lib/paf-document/logo';
import { renderPafDocument } from '../../lib/paf-document/render';
import { ok } from '../../lib/reply';
import type { Deps, ZodApp } from '../../types';

const tags = ['pre-authorisation'];
const pdfParams = z.object({ caseId: z.string().max(60) });

const isCompleted = (row: PafCase) => derivePafStatus(row, 'payor').category === 'completed';

async function payorName(deps: Deps, clientId: string): Promise<string> {
  const [row] = await deps.db.select({ name: payors.name }).from(payors).where(eq(payors.clientId, clientId)).limit(1);
  return row?.name ?? clientId;
}

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
      const body = request.body;
      const scope =
        auth.roleId === 'specialist'
          ? and(eq(pafCases.tenantId, auth.tenantId), eq(pafCases.createdByUserId, auth.userId))
          : eq(pafCases.tenantId, auth.tenantId);
      const rows = await deps.db.select().from(pafCases).where(scope).orderBy(desc(pafCases.createdAt));
      const needle = body.searchText.toLowerCase();
      const matching = rows
        .map((row) => ({ row, status: derivePafStatus(row, auth.roleId) }))
        .filter(({ row, status }) => {
          // Drafts have no admission date yet; they are dated by their creation.
          const date = row.admissionDate ?? row.createdAt.toISOString().slice(0, 10);
          if (date < body.startDate || date > body.endDate) return false;
          if (body.status !== 'all' && status.category !== body.status) return false;
          // Specialists search by ID number, other roles by patient name (spec 03 §2.1).
          const haystack = auth.roleId === 'specialist' ? row.identificationDocNum : row.fullName;
          return !needle || haystack.toLowerCase().includes(needle);
        });
      const start = (body.pageNo - 1) * body.limit;
      const pageData = matching.slice(start, start + body.limit).map(({ row, status }) => ({
        caseId: row.caseId,
        admissionDate: row.admissionDate,
        admittingHospital: row.admittingHospital,
        fullName: row.fullName,
        identificationDocNum: row.identificationDocNum,
        status: {
          value: status.codes.map((c) => pafStatusLabels[c]).join(', ') || 'Pending',
          url: `/app${caseDetailsHref(auth.roleId, row.caseId)}`,
          codes: status.codes,
        },
      }));
      return ok(reply, { pageData, totalItems: matching.length });
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
      const row = await loadCase(deps, auth, id);
      const summary: CaseSummary = {
        caseId: row.caseId,
        clientId: row.clientId,
        payorName: await payorName(deps, row.clientId),
        fullName: row.fullName,
        gender: row.gender,
        age: row.age,
        identificationDocNum: row.identificationDocNum,
        admissionDate: row.admissionDate,
        admittingHospital: row.admittingHospital,
        lengthOfStay: row.lengthOfStay,
        primaryDiagnosis: row.primaryDiagnosis,
        treatmentType: row.treatmentType,
        wardType: row.wardType === 'Others' ? (row.wardTypeOthers ?? row.wardType) : row.wardType,
        doctorName: row.doctorName,
        procedureCodes: row.procedureCodes,
        pdfLink: isCompleted(row) ? pafPaths.pdf(row.caseId) : null,
        isHospitalPartCompleted: row.isHospitalPartCompleted,
        isSpecialistPartCompleted: row.isSpecialistPartCompleted,
        isPatientPartCompleted: row.isPatientPartCompleted,
        isPolicyHolderPartCompleted: row.isPolicyHolderPartCompleted,
        status: derivePafStatus(row, auth.roleId),
        canEnterHospitalCharges: canEnterHospitalCharges(row, auth.roleId),
        hospitalCharges: row.hospitalCharges,
        signers: pafSigners(row),
      };
      return ok(reply, summary);
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
      const body = request.body;
      const row = await loadCase(deps, auth, body.caseId);
      if (row.isHospitalPartCompleted) throw new HttpError(409, 'Hospital charges have already been submitted.');
      // Equal values are refused too (spec 03 §5).
      if (body.minCost >= body.maxCost) {
        throw new HttpError(400, minNotBelowMaxMessage, { minCost: minNotBelowMaxMessage });
      }
      await deps.db
        .update(pafCases)
        .set({
          hospitalCharges: { minCost: body.minCost, maxCost: body.maxCost },
          isHospitalPartCompleted: true,
          updatedAt: deps.now(),
        })
        .where(eq(pafCases.caseId, row.caseId));
      return ok(reply, { caseId: row.caseId });
    },
  );

  app.get(
    pafPaths.pdf(':caseId'),
    {
      schema: { params: pdfParams, querystring: casePdfQuerySchema },
      config: { tags, summary: 'The completed case as a PDF (attachment)' },
    },
    async (request, reply) => {
      const auth = requirePafUser(request);
      const row = await loadCase(deps, auth, request.params.caseId);
      if (!isCompleted(row)) throw new HttpError(409, 'The PDF is available once the case is completed.');
      const input = await loadPafDocumentInput(deps, row, auth.tenant, request.query.lang);
      const pdf = await renderPafDocument(pafDocumentContent(input), brandOf(auth.tenant));
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${row.caseId}.pdf"`)
        .send(pdf);
    },
  );
}
