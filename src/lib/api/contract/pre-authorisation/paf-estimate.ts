import { roundTo2 } from '../../../format/money';

/**
 * Estimate maths of docs/product/pre-authorisation.md#cost-estimate, shared so the server stores the
 * same totals the specialist saw: total = fee + daily attendance fee × days
 * + GST; GST (rounded to 2 decimals) only when isGstPercent is set.
 */
export interface EstimateLineInput {
  fee: number;
  isGstPercent: boolean;
}

export interface EstimateRates {
  /** The payor's daily attendance fee per day of stay (currency rate). */
  dailyAttendanceFee: number;
  lengthOfStay: number;
  /** Tax percent, e.g. 9 for 9 %. */
  taxPercent: number;
}

export interface EstimateLineTotals {
  totalDailyAttendanceFee: number;
  gstFee: number;
  totalFee: number;
}

/** One doctor's line: GST applies to the fee plus the attendance fees (docs/decisions/0007-pre-authorisation.md). */
export function estimateLine(line: EstimateLineInput, rates: EstimateRates): EstimateLineTotals {
  const fee = Number.isFinite(line.fee) ? line.fee : 0;
  const days = Number.isFinite(rates.lengthOfStay) ? Math.max(0, rates.lengthOfStay) : 0;
  const totalDailyAttendanceFee = roundTo2(rates.dailyAttendanceFee * days);
  const gstFee = line.isGstPercent ? roundTo2(((fee + totalDailyAttendanceFee) * rates.taxPercent) / 100) : 0;
  return { totalDailyAttendanceFee, gstFee, totalFee: roundTo2(fee + totalDailyAttendanceFee + gstFee) };
}

export interface EstimateEntryInput {
  procedureFees: number;
  principleFee: number;
  anaesthetist?: number | null;
  others: EstimateLineInput[];
}

/** An entry's total: procedure, principal surgeon and anaesthetist fees plus every other doctor's line total. */
export function estimateEntryTotal(entry: EstimateEntryInput, rates: EstimateRates): number {
  const base = (entry.procedureFees || 0) + (entry.principleFee || 0) + (entry.anaesthetist ?? 0);
  return roundTo2(entry.others.reduce((sum, line) => sum + estimateLine(line, rates).totalFee, base));
}

/** The Treatment Cost Summary's grand total. */
export function estimateGrandTotal(entries: readonly EstimateEntryInput[], rates: EstimateRates): number {
  return roundTo2(entries.reduce((sum, entry) => sum + estimateEntryTotal(entry, rates), 0));
}

/** Tax shown as a rounded percent of the rate (docs/product/pre-authorisation.md#cost-estimate: taxPercent). */
export const taxPercentLabel = (taxPercent: number) => `${Math.round(taxPercent)}%`;
