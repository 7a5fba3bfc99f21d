import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { TenantManifest } from '../../../../src/lib/tenant/manifest-schema';
import { currencies, diagnosisCodes, payors, procedureCodes, taxInfo } from '../../../db/schema/domain';
import { pafSigningLinks } from '../../../db/schema/paf';
import type { Deps } from '../../../types';
import type { PafCase } from '../paf-access';
import type { PafDocumentInput, SignatureRecord } from './content';
import { documentLabels, documentLocale } from './labels';

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** Every code the document names: diagnoses from Section C, procedures from Section D and the estimate. */
function codesOf(row: PafCase) {
  const diagnoses = [
    row.primaryDiagnosis,
    str(row.sectionC?.primaryDiagnosis),
    str(row.sectionC?.secondaryDiagnosis),
  ].filter((c): c is string => Boolean(c));
  const entries = Array.isArray(row.estimate?.estimateTreatmentCost)
    ? (row.estimate.estimateTreatmentCost as Array<Record<string, unknown>>)
    : [];
  const procedures = [...row.procedureCodes, ...entries.map((e) => str(e.procedureCode)).filter(Boolean)];
  return { diagnoses: [...new Set(diagnoses)], procedures: [...new Set(procedures)] };
}

async function descriptions(deps: Deps, row: PafCase, country: string) {
  const codes = codesOf(row);
  const diagnosisRows = codes.diagnoses.length
    ? await deps.db
        .select({ code: diagnosisCodes.code, description: diagnosisCodes.description })
        .from(diagnosisCodes)
        .where(inArray(diagnosisCodes.code, codes.diagnoses))
    : [];
  const procedureRows = codes.procedures.length
    ? await deps.db
        .select({ code: procedureCodes.procedureCode, description: procedureCodes.procedureCodeDescription })
        .from(procedureCodes)
        .where(and(eq(procedureCodes.country, country), inArray(procedureCodes.procedureCode, codes.procedures)))
    : [];
  return {
    diagnoses: new Map(diagnosisRows.map((r) => [r.code, r.description])),
    procedures: new Map(procedureRows.map((r) => [r.code, r.description])),
  };
}

/** The latest used link per signer role: a patient re-signs after Section A is saved again. */
async function signaturesOf(deps: Deps, caseId: string): Promise<Map<string, SignatureRecord>> {
  const links = await deps.db
    .select({
      roleType: pafSigningLinks.roleType,
      usedAt: pafSigningLinks.usedAt,
      signature: pafSigningLinks.signature,
    })
    .from(pafSigningLinks)
    .where(and(eq(pafSigningLinks.caseId, caseId), isNotNull(pafSigningLinks.usedAt)))
    .orderBy(asc(pafSigningLinks.usedAt));
  const byRole = new Map<string, SignatureRecord>();
  for (const link of links) {
    if (link.usedAt) byRole.set(link.roleType, { signedAt: link.usedAt, signature: link.signature });
  }
  return byRole;
}

/**
 * Reads what the document shows besides the case row: payor, code texts,
 * the payor's currency and tax, and the signatures. `requestedLocale` is the
 * language the requester's screen is in.
 */
export async function loadPafDocumentInput(
  deps: Deps,
  row: PafCase,
  tenant: TenantManifest,
  requestedLocale: string | undefined,
): Promise<PafDocumentInput> {
  const [[payor], [currency], [tax], codes, signatures] = await Promise.all([
    deps.db.select({ name: payors.name }).from(payors).where(eq(payors.clientId, row.clientId)).limit(1),
    deps.db.select().from(currencies).where(eq(currencies.clientId, row.clientId)).limit(1),
    deps.db.select().from(taxInfo).where(eq(taxInfo.clientId, row.clientId)).limit(1),
    descriptions(deps, row, tenant.country),
    signaturesOf(deps, row.caseId),
  ]);
  const storedRate = row.estimate?.rate;
  // The rate stored with the estimate is the one the specialist saw.
  const dailyAttendanceFee =
    typeof storedRate === 'number' && Number.isFinite(storedRate) ? storedRate : Number(currency?.rate ?? 0);
  return {
    row,
    tenant,
    labels: documentLabels(documentLocale(tenant, requestedLocale)),
    payorName: payor?.name ?? row.clientId,
    ...codes,
    // The payor's currency, as the wizard's cost summary shows it; the tenant's when the payor has none.
    currencyLabel: currency?.code ?? tenant.currency.code,
    taxName: tax?.taxName ?? tenant.tax.taxName,
    rates: { dailyAttendanceFee, taxPercent: Number(tax?.taxPercent ?? tenant.tax.taxPercent) },
    signatures,
    generatedAt: deps.now(),
  };
}
