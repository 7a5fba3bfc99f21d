import {
  admissionBodySchema,
  caseUpdatedResponseSchema,
  clientIdParamsSchema,
  diagnosisBodySchema,
  initializeBodySchema,
  initializeResponseSchema,
  pafPaths,
  policyInfoBodySchema,
  treatmentBodySchema,
} from '../../../src/lib/api/contract/pre-authorisation/paf';
import { requireRole } from './paf-access';
import { registerPdsScope } from './pds-scope';
import { ok } from '../../lib/reply';
import type { Deps, ZodApp } from '../../types';
import { registerPafCaseRoutes } from './case-routes';
import { registerPafDraftLifecycleRoutes } from './draft-routes';
import { registerPafReferenceRoutes } from './reference-routes';
import { registerPafReferralRoutes } from './referral-routes';
import { initializeCase, saveAdmission, saveDiagnosis, savePolicyInfo, saveTreatment } from './service';

const tags = ['pre-authorisation'];

/** Every PAF route, in the /pds scope (multipart parsing and the /pds auth rule). */
export function registerPreAuthorisationRoutes(app: ZodApp, deps: Deps): void {
  registerPdsScope(app, deps, (scope) => {
    registerPafReferenceRoutes(scope, deps);
    registerPafDraftRoutes(scope, deps);
    registerPafDraftLifecycleRoutes(scope, deps);
    registerPafReferralRoutes(scope, deps);
    registerPafCaseRoutes(scope, deps);
  });
}

/** Creating a case and saving its sections A to D (its specialist only, until they sign). */
function registerPafDraftRoutes(app: ZodApp, deps: Deps): void {
  app.post(
    pafPaths.initialize(':id'),
    {
      schema: { params: clientIdParamsSchema, body: initializeBodySchema, response: { 200: initializeResponseSchema } },
      config: { tags, summary: 'Create a case for a payor (specialists only)' },
    },
    async (request, reply) => {
      const auth = requireRole(request, 'specialist');
      const caseId = await initializeCase(deps, auth, request.params.id);
      return ok(reply, { data: { caseId } });
    },
  );

  app.post(
    pafPaths.policyInfo,
    {
      schema: { body: policyInfoBodySchema, response: { 200: caseUpdatedResponseSchema } },
      config: { tags, summary: 'Save Section A: patient, policyholder, guardian' },
    },
    async (request, reply) => {
      await savePolicyInfo(deps, requireRole(request, 'specialist'), request.body);
      return ok(reply, { caseId: request.body.caseId });
    },
  );

  app.post(
    pafPaths.admission,
    {
      schema: { body: admissionBodySchema, response: { 200: caseUpdatedResponseSchema } },
      config: { tags, summary: 'Save Section B: admission' },
    },
    async (request, reply) => {
      await saveAdmission(deps, requireRole(request, 'specialist'), request.body);
      return ok(reply, { caseId: request.body.caseId });
    },
  );

  app.post(
    pafPaths.diagnosis,
    {
      schema: { body: diagnosisBodySchema, response: { 200: caseUpdatedResponseSchema } },
      config: { tags, summary: 'Save Section C' },
    },
    async (request, reply) => {
      await saveDiagnosis(deps, requireRole(request, 'specialist'), request.body);
      return ok(reply, { caseId: request.body.caseId });
    },
  );

  app.post(
    pafPaths.treatment,
    {
      schema: { body: treatmentBodySchema, response: { 200: caseUpdatedResponseSchema } },
      config: { tags, summary: 'Save Section D and the estimate' },
    },
    async (request, reply) => {
      await saveTreatment(deps, requireRole(request, 'specialist'), request.body);
      return ok(reply, { caseId: request.body.caseId });
    },
  );
}
