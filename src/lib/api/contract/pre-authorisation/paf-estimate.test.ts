import { describe, expect, it } from 'vitest';
import { estimateEntryTotal, estimateGrandTotal, estimateLine, taxPercentLabel } from './paf-estimate';

const rates = { dailyAttendanceFee: 125, lengthOfStay: 3, taxPercent: 9 };

describe('estimate maths', () => {
  it('adds the daily attendance fee times the days, with no GST unless isGstPercent', () => {
    expect(estimateLine({ fee: 1000, isGstPercent: false }, rates)).toEqual({
      totalDailyAttendanceFee: 375,
      gstFee: 0,
      totalFee: 1375,
    });
  });

  it('rounds GST to 2 decimals only when isGstPercent is set', () => {
    // (333.33 + 375) × 9 % = 63.7497 → 63.75
    expect(estimateLine({ fee: 333.33, isGstPercent: true }, rates)).toEqual({
      totalDailyAttendanceFee: 375,
      gstFee: 63.75,
      totalFee: 772.08,
    });
    expect(estimateLine({ fee: 333.33, isGstPercent: false }, rates).gstFee).toBe(0);
  });

  it('treats a missing length of stay or fee as zero', () => {
    expect(estimateLine({ fee: Number.NaN, isGstPercent: true }, { ...rates, lengthOfStay: Number.NaN })).toEqual({
      totalDailyAttendanceFee: 0,
      gstFee: 0,
      totalFee: 0,
    });
  });

  it('totals an entry and the summary', () => {
    const entry = {
      procedureFees: 10000,
      principleFee: 2500.5,
      anaesthetist: 800,
      others: [{ fee: 1000, isGstPercent: true }],
    };
    // 1000 + 375 + 123.75 = 1498.75; plus 13300.50
    expect(estimateEntryTotal(entry, rates)).toBe(14799.25);
    expect(estimateGrandTotal([entry, { procedureFees: 0.1, principleFee: 0.2, others: [] }], rates)).toBe(14799.55);
  });

  it('shows tax as a rounded percent', () => {
    expect(taxPercentLabel(8.5)).toBe('9%');
    expect(taxPercentLabel(11)).toBe('11%');
  });
});
