import { estimateEntrySchema, type EstimateEntry } from '../../../../src/lib/api/contract/pre-authorisation/paf';
import {
  estimateEntryTotal,
  estimateLine,
  taxPercentLabel,
} from '../../../../src/lib/api/contract/pre-authorisation/paf-estimate';
import { formatAmount, formatMoney, roundTo2 } from '../../../../src/lib/format/money';
import type { PafDocumentInput, Row } from './content';
import { withDescription } from './format';

export interface EstimateRates {
  /** The payor's daily attendance fee per day of stay. */
  dailyAttendanceFee: number;
  taxPercent: number;
}

/** The Treatment Cost Summary as the wizard showed it, with tax and totals split out. */
export interface CostTable {
  title: string;
  note: string;
  columns: [item: string, fee: string, attendance: string, tax: string, amount: string];
  rows: Array<[item: string, fee: string, attendance: string, tax: string, amount: string]>;
  totals: Row[];
  /** Other doctors named in the estimate: [category, name]. */
  doctors: Array<[category: string, name: string]>;
}

function storedEntries(estimate: Record<string, unknown> | null): EstimateEntry[] {
  const list = estimate && Array.isArray(estimate.estimateTreatmentCost) ? estimate.estimateTreatmentCost : [];
  // Stored JSON is read defensively: an entry that no longer fits the contract is left out, not guessed at.
  return list.flatMap((entry) => {
    const parsed = estimateEntrySchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * Recomputes every line with the contract's estimate rules (paf-estimate.ts),
 * the same maths the specialist saw and the server stored.
 */
export function costTable(input: PafDocumentInput): CostTable | null {
  const entries = storedEntries(input.row.estimate);
  if (entries.length === 0) return null;
  const l = input.labels;
  const rates = { ...input.rates, lengthOfStay: input.row.lengthOfStay ?? 0 };
  const money = (value: number) => formatMoney(value, input.currencyLabel);
  // Cells carry the currency in their column's heading, so long amounts (IDR) fit on one line.
  const cell = formatAmount;
  const heading = (label: string) => `${label} (${input.currencyLabel})`;
  const taxHeading = `${input.taxName} ${taxPercentLabel(rates.taxPercent)}`.trim();
  const rows: CostTable['rows'] = [];
  const doctors: CostTable['doctors'] = [];
  let total = 0;
  let tax = 0;
  for (const entry of entries) {
    const code = entry.procedureCode ? withDescription(entry.procedureCode, input.procedures) : null;
    rows.push([l.procedureFee(code), cell(entry.procedureFees), '', '', cell(entry.procedureFees)]);
    rows.push([l.principal, cell(entry.principleFee), '', '', cell(entry.principleFee)]);
    if (entry.anaesthetist) rows.push([l.anaesthetist, cell(entry.anaesthetist), '', '', cell(entry.anaesthetist)]);
    for (const other of entry.others) {
      const line = estimateLine(other, rates);
      doctors.push([other.category, other.doctorName]);
      tax += line.gstFee;
      const taxCell = line.gstFee ? cell(line.gstFee) : '';
      rows.push([
        `${l.option(other.category)}: ${other.doctorName}`,
        cell(other.fee),
        cell(line.totalDailyAttendanceFee),
        taxCell,
        cell(line.totalFee),
      ]);
    }
    total += estimateEntryTotal(entry, rates);
  }
  total = roundTo2(total);
  // A payor without tax (Hong Kong's rate is 0 %) gets no tax line to read past.
  const taxed = rates.taxPercent > 0;
  tax = roundTo2(tax);
  return {
    title: l.sections.estimate,
    note: l.rates(money(rates.dailyAttendanceFee), rates.lengthOfStay, taxed ? taxHeading : null),
    columns: [l.item, heading(l.fee), heading(l.attendance), taxed ? heading(taxHeading) : '', heading(l.amount)],
    rows,
    totals: taxed
      ? [
          [l.subtotal, money(roundTo2(total - tax))],
          [taxHeading, money(tax)],
          [l.total, money(total)],
        ]
      : [[l.total, money(total)]],
    doctors,
  };
}
