import { and, eq, like } from 'drizzle-orm';
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
import { estimateLine } from '../../../src/lib/api/contract/pre-authorisation/paf-estimate';
import { currencies, pafCases, panelEntities, taxInfo } from '../../db/schema/domain';
import { HttpError } from '../../lib/http-error';
import { ageInYears, loadOwnDraft, loadPayor, requireRole } from '../../lib/paf-access';
import { assertPafSection, loadPafForm } from '../../lib/paf-forms';
import { registerPdsScope } from '../../lib/pds-scope';
import { todayIn } from '../../lib/registration-rules';
import { ok } from '../../lib/reply';
import type { Deps, ZodApp } from '../../types';
import { registerPafCaseRoutes } from './paf-cases';
import { registerPafReferenceRoutes } from './paf-reference';
import { registerPafReferralRoutes } from './paf-referral';

const tags = ['pre-authorisation'];
const invalid = (fields: Record<string, string>) => new HttpError(400, 'Please check the highlighted fields.', fields);

/** Every PAF route, in the /pds scope (multipart parsing and the /pds auth rule). */
export function registerPafRoutes(app: ZodApp, deps: Deps): void {
  registerPdsScope(app, deps, (scope) => {
    registerPafReferenceRoutes(scope, deps);
    registerPafLifecycleRoutes(scope, deps);
    registerPafReferralRoutes(scope, deps);
    registerPafCaseRoutes(scope, deps);
  });
}

function registerPafLifecycleRoutes(app: ZodApp, deps: Deps): void {
  app.post(
    pafPaths.initialize(':id'),
    {
      schema: { params: clientIdParamsSchema, body: initializeBodySchema, response: { 200: initializeResponseSchema } },
      config: { tags, summary: 'Create a case for a payor (specialists only)' },
    },
    async (request, reply) => {
      const auth = requireRole(request, 'specialist');
      const payor = await loadPayor(deps, auth, request.params.id);
      const prefix = `PAF-${auth.tenantId.toUpperCase()}-`;
      const existing = await deps.db
        .select({ caseId: pafCases.caseId })
        .from(pafCases)
        .where(and(eq(pafCases.tenantId, auth.tenantId), like(pafCases.caseId, `${prefix}%`)));
      const next = existing.reduce((max, r) => Math.max(max, Number(r.caseId.slice(prefix.length)) || 0), 0) + 1;
      const caseId = `${prefix}${String(next).padStart(4, '0')}`;
      const now = deps.now();
      await deps.db.insert(pafCases).values({
        caseId,
        tenantId: auth.tenantId,
        clientId: payor.clientId,
        createdByUserId: auth.userId,
        fullName: '',
        gender: '',
        age: 0,
        identificationDocNum: '',
        procedureCodes: [],
        patient: {},
        doctorName: `Dr. ${auth.firstName} ${auth.lastName}`,
        createdAt: now,
        updatedAt: now,
      });
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
      const body = request.body;
      const [auth] = await loadOwnDraft(deps, request, body.caseId);
      const today = todayIn(auth.tenant.timeZone, deps.now());
      const { patient } = body;
      if (patient.dateOfBirth > today) throw invalid({ patient: 'Date of birth cannot be in the future.' });
      const minor = ageInYears(patient.dateOfBirth, today) < 18;
      // A minor has no e-mail or mobile and cannot hold the policy (spec 03 §4.2).
      if (minor && (patient.email || patient.mobile || patient.isPolicyHolder)) {
        throw invalid({ patient: 'A minor patient has no e-mail, mobile or policy.' });
      }
      if (!minor && (!patient.email || !patient.mobile)) throw invalid({ patient: 'This field is required' });
      if (!patient.isPolicyHolder && !body.policyOwner) throw invalid({ policyOwner: 'This field is required' });
      if ((minor || patient.isRequireLegalGuardian) && !body.guardian) {
        throw invalid({ guardian: 'This field is required' });
      }
      const policyOwner = patient.isPolicyHolder ? null : (body.policyOwner ?? null);
      const guardian = minor || patient.isRequireLegalGuardian ? (body.guardian ?? null) : null;
      await deps.db
        .update(pafCases)
        .set({
          fullName: `${patient.firstName} ${patient.lastName}`,
          gender: patient.gender,
          age: ageInYears(patient.dateOfBirth, today),
          identificationDocNum: patient.identificationDocNum,
          patient,
          policyOwner,
          guardian,
          // Re-saving the patient invalidates signatures collected for other people.
          isPatientPartCompleted: false,
          isPolicyHolderPartCompleted: policyOwner ? false : null,
          updatedAt: deps.now(),
        })
        .where(eq(pafCases.caseId, body.caseId));
      return ok(reply, { caseId: body.caseId });
    },
  );

  app.post(
    pafPaths.admission,
    {
      schema: { body: admissionBodySchema, response: { 200: caseUpdatedResponseSchema } },
      config: { tags, summary: 'Save Section B: admission' },
    },
    async (request, reply) => {
      const body = request.body;
      const [auth, row] = await loadOwnDraft(deps, request, body.caseId);
      const now = deps.now();
      if (body.admissionDate < todayIn(auth.tenant.timeZone, now)) {
        throw invalid({ admissionDate: 'Date of admission cannot be in the past.' });
      }
      if (body.isCausedByAccident) {
        if (!body.dateTimeOfAccident) throw invalid({ dateTimeOfAccident: 'This field is required' });
        if (new Date(body.dateTimeOfAccident).getTime() > now.getTime()) {
          throw invalid({ dateTimeOfAccident: 'Date and time of accident cannot be in the future.' });
        }
        if (!body.detailsOfAccident) throw invalid({ detailsOfAccident: 'This field is required' });
      }
      const panel = await deps.db
        .select()
        .from(panelEntities)
        .where(and(eq(panelEntities.clientId, row.clientId), eq(panelEntities.spaceId, body.hospitalId)));
      const allowed = panel.some(
        (p) =>
          (p.tpe === 'Hospital' || p.tpe === 'Facility') &&
          p.userDetail.some((u) => u.role === auth.roleId && u.userIds.includes(auth.userId)),
      );
      if (!allowed) throw invalid({ hospitalId: 'Please choose a hospital from the list.' });
      const admission = {
        ...body,
        dateTimeOfAccident: body.isCausedByAccident ? body.dateTimeOfAccident : null,
        detailsOfAccident: body.isCausedByAccident ? body.detailsOfAccident : null,
      };
      await deps.db
        .update(pafCases)
        .set({
          admission,
          admissionDate: body.admissionDate,
          hospitalId: body.hospitalId,
          admittingHospital: body.hospital,
          updatedAt: now,
        })
        .where(eq(pafCases.caseId, body.caseId));
      return ok(reply, { caseId: body.caseId });
    },
  );

  app.post(
    pafPaths.diagnosis,
    {
      schema: { body: diagnosisBodySchema, response: { 200: caseUpdatedResponseSchema } },
      config: { tags, summary: 'Save Section C' },
    },
    async (request, reply) => {
      const body = request.body;
      const [auth, row] = await loadOwnDraft(deps, request, body.caseId);
      const definition = await loadPafForm(deps, auth.tenantId, row.clientId, 'SECTION_C');
      if (definition) {
        assertPafSection(
          definition,
          { ...body.fields, previousTreatmentDetails: body.previousTreatmentDetails },
          todayIn(auth.tenant.timeZone, deps.now()),
          auth.tenant.phoneRegion,
        );
      }
      const primary = body.fields.primaryDiagnosis;
      await deps.db
        .update(pafCases)
        .set({
          sectionC: { ...body.fields, previousTreatmentDetails: body.previousTreatmentDetails },
          primaryDiagnosis: typeof primary === 'string' ? primary.slice(0, 200) : null,
          updatedAt: deps.now(),
        })
        .where(eq(pafCases.caseId, body.caseId));
      return ok(reply, { caseId: body.caseId });
    },
  );

  app.post(
    pafPaths.treatment,
    {
      schema: { body: treatmentBodySchema, response: { 200: caseUpdatedResponseSchema } },
      config: { tags, summary: 'Save Section D and the estimate' },
    },
    async (request, reply) => {
      const body = request.body;
      const [auth, row] = await loadOwnDraft(deps, request, body.caseId);
      const sectionD = await loadPafForm(deps, auth.tenantId, row.clientId, 'SECTION_D');
      const { estimateTreatmentCost: _estimate, caseId: _caseId, fields: sectionFields, ...typed } = body;
      if (sectionD) {
        assertPafSection(
          sectionD,
          { ...sectionFields, ...typed },
          todayIn(auth.tenant.timeZone, deps.now()),
          auth.tenant.phoneRegion,
        );
      }
      const [currency] = await deps.db.select().from(currencies).where(eq(currencies.clientId, row.clientId)).limit(1);
      const [tax] = await deps.db.select().from(taxInfo).where(eq(taxInfo.clientId, row.clientId)).limit(1);
      const rates = {
        dailyAttendanceFee: Number(currency?.rate ?? 0),
        lengthOfStay: body.lengthOfStay,
        taxPercent: Number(tax?.taxPercent ?? 0),
      };
      // Totals are recomputed here: what is stored never depends on the browser's arithmetic.
      const estimateTreatmentCost = body.estimateTreatmentCost.map((entry) => ({
        ...entry,
        others: entry.others.map((o) => ({ ...o, ...estimateLine(o, rates) })),
      }));
      const { caseId, fields, ...treatment } = body;
      await deps.db
        .update(pafCases)
        .set({
          sectionD: { ...fields, ...treatment, estimateTreatmentCost: undefined },
          estimate: {
            estimateTreatmentCost,
            currAbbr: currency?.code ?? 'SGD',
            taxName: tax?.taxName ?? '',
            rate: rates.dailyAttendanceFee,
          },
          lengthOfStay: body.lengthOfStay,
          treatmentType: body.treatmentType,
          wardType: body.wardType ?? null,
          wardTypeOthers: body.wardType === 'Others' ? (body.wardTypeOthers ?? null) : null,
          procedureCodes: body.procedureCodes,
          updatedAt: deps.now(),
        })
        .where(eq(pafCases.caseId, caseId));
      return ok(reply, { caseId });
    },
  );
}
