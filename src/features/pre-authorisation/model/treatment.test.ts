import { describe, expect, it } from 'vitest';
import { buildTreatmentBody, costSummary, estimateEntries } from './treatment';

describe('treatment and estimate payload', () => {
  const estimate = {
    estimateTreatmentCost: [
      {
        procedureCode: ['51.23'],
        procedureFees: 10000,
        principleFee: 2500,
        anaesthetist: null,
        others: [{ category: 'Physician', doctorName: 'Dr A', fee: 1000, isGstPercent: true }],
      },
    ],
  };
  it('splits Section D into typed fields and the rest', () => {
    const body = buildTreatmentBody(
      'C1',
      {
        lengthOfStay: 3,
        isSurgicalProcedure: true,
        treatmentType: 'Surgical',
        wardType: 'ICU',
        procedureCodes: ['51.23'],
        expectedAdmissionDateTime: '2026-12-01T08:00',
      },
      estimate,
    );
    expect(body).toMatchObject({
      caseId: 'C1',
      lengthOfStay: 3,
      isSurgicalProcedure: true,
      treatmentType: 'Surgical',
      wardType: 'ICU',
      wardTypeOthers: null,
      procedureCodes: ['51.23'],
      fields: { expectedAdmissionDateTime: '2026-12-01T08:00' },
    });
    expect(body.estimateTreatmentCost[0]).toMatchObject({ procedureCode: '51.23', anaesthetist: null });
  });
  it('totals the summary with the payor rate, days and tax', () => {
    const { rows, grandTotal } = costSummary(estimateEntries(estimate), {
      dailyAttendanceFee: 100,
      lengthOfStay: 3,
      taxPercent: 9,
    });
    // 1000 + 300 + 117.00 = 1417; + 12500
    expect(rows[0]!.others[0]).toMatchObject({ totalDailyAttendanceFee: 300, gstFee: 117, totalFee: 1417 });
    expect(grandTotal).toBe(13917);
  });
});
