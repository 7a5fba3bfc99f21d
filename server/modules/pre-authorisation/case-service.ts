import {
  caseDetailsHref,
  minNotBelowMaxMessage,
  pafListTotalCap,
  pafPaths,
  type CaseSummary,
  type hospitalCostBodySchema,
  type WorklistBody,
} from '../../../src/lib/api/contract/pre-authorisation/paf';
import type { z } from 'zod';
import {
  canEnterHospitalCharges,
  derivePafStatus,
  missingPafSections,
  pafReason,
  pafStatusLabels,
} from '../../../src/lib/api/contract/pre-authorisation/paf-status';
import { HttpError } from '../../lib/http-error';
import { notify } from '../notifications';
import { loadCase, type PafCase } from './paf-access';
import { pafDocumentContent } from './paf-document/content';
import { loadPafDocumentInput } from './paf-document/load';
import { brandOf } from './paf-document/logo';
import { renderPafDocument } from './paf-document/render';
import { pafSigners } from './paf-signers';
import type { Auth, Deps } from '../../types';
import { findWorklistPage } from './case-queries';
import { findPayorName, updateCase } from './queries';

type HospitalCostBody = z.infer<typeof hospitalCostBodySchema>;

const isCompleted = (row: PafCase) => derivePafStatus(row, 'payor').category === 'completed';

/** One page of the role's pre-authorisation list, filtered by date, status and search text in the database. */
export async function worklistPage(deps: Deps, auth: Auth, body: WorklistBody) {
  const { rows, total } = await findWorklistPage(deps.db, auth, body);
  const pageData = rows.map((row) => {
    const status = derivePafStatus(row, auth.roleId);
    return {
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
    };
  });
  return { pageData, totalItems: Math.min(total, pafListTotalCap), totalCapped: total > pafListTotalCap };
}

/** Case details and signature status as the user's role sees them. */
export async function caseSummary(deps: Deps, auth: Auth, caseId: string): Promise<CaseSummary> {
  const row = await loadCase(deps, auth, caseId);
  return {
    caseId: row.caseId,
    clientId: row.clientId,
    payorName: (await findPayorName(deps.db, row.clientId)) ?? row.clientId,
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
    missingSections: missingPafSections(row),
  };
}

/** Hospital charges, once per case; returns the case id. */
export async function saveHospitalCost(deps: Deps, auth: Auth, body: HospitalCostBody): Promise<string> {
  const row = await loadCase(deps, auth, body.caseId);
  if (row.isHospitalPartCompleted) throw new HttpError(409, 'Hospital charges have already been submitted.');
  // Charges go on a complete form its specialist has signed, never on a draft (docs/decisions/0081-paf-drafts.md).
  if (missingPafSections(row).length > 0 || !row.isSpecialistPartCompleted) {
    throw new HttpError(
      409,
      'Hospital charges can be entered once the specialist has completed and signed the form.',
      undefined,
      undefined,
      pafReason('notSigned'),
    );
  }
  // Equal values are refused too (docs/product/pre-authorisation.md#hospital-charges).
  if (body.minCost >= body.maxCost) {
    throw new HttpError(400, minNotBelowMaxMessage, { minCost: minNotBelowMaxMessage });
  }
  await updateCase(deps.db, row.caseId, {
    hospitalCharges: { minCost: body.minCost, maxCost: body.maxCost },
    isHospitalPartCompleted: true,
    updatedAt: deps.now(),
  });
  // Charges can come last, after every signature: then they complete the case.
  if (derivePafStatus({ ...row, isHospitalPartCompleted: true }, 'payor').category === 'completed') {
    await notify(deps.db, auth.tenantId, { kind: 'paf-completed', caseId: row.caseId });
  }
  return row.caseId;
}

/** The completed case as a PDF, in the requested language when the tenant offers it. */
export async function casePdf(deps: Deps, auth: Auth, caseId: string, lang: string | undefined) {
  const row = await loadCase(deps, auth, caseId);
  if (!isCompleted(row)) throw new HttpError(409, 'The PDF is available once the case is completed.');
  const input = await loadPafDocumentInput(deps, row, auth.tenant, lang);
  const pdf = await renderPafDocument(pafDocumentContent(input), brandOf(auth.tenant));
  return { fileName: `${row.caseId}.pdf`, pdf };
}
