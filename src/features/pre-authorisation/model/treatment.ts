import type { EstimateEntry, TreatmentBody } from '@/lib/api/contract/pre-authorisation/paf';
import {
  estimateEntryTotal,
  estimateLine,
  type EstimateRates,
} from '@/lib/api/contract/pre-authorisation/paf-estimate';

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const firstCode = (v: unknown) => (Array.isArray(v) ? str(v[0]) : str(v)) || null;

/** The estimate entries from the estimate form's submission (codes already strings). */
export function estimateEntries(estimate: Record<string, unknown>): EstimateEntry[] {
  const list = Array.isArray(estimate.estimateTreatmentCost)
    ? (estimate.estimateTreatmentCost as Array<Record<string, unknown>>)
    : [];
  return list.map((e) => ({
    procedureCode: firstCode(e.procedureCode),
    procedureFees: num(e.procedureFees),
    principleFee: num(e.principleFee),
    anaesthetist: e.anaesthetist === null || e.anaesthetist === undefined ? null : num(e.anaesthetist),
    others: (Array.isArray(e.others) ? (e.others as Array<Record<string, unknown>>) : []).map((o) => ({
      category: str(o.category),
      doctorName: str(o.doctorName),
      fee: num(o.fee),
      isGstPercent: o.isGstPercent === true,
    })),
  }));
}

/** Section D's typed fields; everything else travels in `fields`. */
export function buildTreatmentBody(
  caseId: string,
  sectionD: Record<string, unknown>,
  estimate: Record<string, unknown>,
): TreatmentBody {
  const { lengthOfStay, isSurgicalProcedure, treatmentType, wardType, wardTypeOthers, procedureCodes, ...fields } =
    sectionD;
  return {
    caseId,
    lengthOfStay: Math.max(1, Math.round(num(lengthOfStay))),
    isSurgicalProcedure: isSurgicalProcedure === true,
    treatmentType: str(treatmentType),
    wardType: str(wardType) || null,
    wardTypeOthers: str(wardTypeOthers) || null,
    procedureCodes: Array.isArray(procedureCodes) ? procedureCodes.map(str).filter(Boolean) : [],
    fields,
    estimateTreatmentCost: estimateEntries(estimate),
  };
}

/** Rows of the Treatment Cost Summary, each line with its computed totals. */
export function costSummary(entries: readonly EstimateEntry[], rates: EstimateRates) {
  const rows = entries.map((entry) => ({
    entry,
    others: entry.others.map((o) => ({ ...o, ...estimateLine(o, rates) })),
    total: estimateEntryTotal({ ...entry, anaesthetist: entry.anaesthetist ?? 0 }, rates),
  }));
  return { rows, grandTotal: Math.round(rows.reduce((sum, r) => sum + r.total, 0) * 100) / 100 };
}
