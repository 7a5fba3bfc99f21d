import { describe, expect, it } from 'vitest';
import { canEnterHospitalCharges, derivePafStatus, type PafPartFlags, type PafStatusCode } from './paf-status';

type Row = [hospital: boolean, specialist: boolean, patient: boolean, policyHolder: boolean | null | undefined];

const flags = ([h, s, p, ph]: Row): PafPartFlags => ({
  isHospitalPartCompleted: h,
  isSpecialistPartCompleted: s,
  isPatientPartCompleted: p,
  isPolicyHolderPartCompleted: ph,
});

// Every combination of the four flags (policyholder: false, true, null, absent) for each role, docs/product/pre-authorisation.md#case-status.
function expected([h, s, p, ph]: Row, role: string): PafStatusCode[] {
  if ((role === 'hospital' && !h) || (role === 'specialist' && !s)) return ['actionNeeded'];
  if (h && s && p && ph !== false) return ['completed'];
  return [
    ...(ph === false ? (['pendingPolicyHolderSignature'] as const) : []),
    ...(!p ? (['pendingPatientSignature'] as const) : []),
    ...(!s ? (['pendingSpecialistSignature'] as const) : []),
    ...(role === 'specialist' && !h ? (['pendingHospitalCharges'] as const) : []),
  ];
}

const bools = [false, true];
const rows: Row[] = bools.flatMap((h) =>
  bools.flatMap((s) => bools.flatMap((p) => [false, true, null, undefined].map((ph): Row => [h, s, p, ph]))),
);

describe('derivePafStatus truth table', () => {
  for (const role of ['specialist', 'hospital', 'payor']) {
    it.each(rows)(`${role}: hospital=%s specialist=%s patient=%s policyHolder=%s`, (...row) => {
      expect(derivePafStatus(flags(row), role).codes).toEqual(expected(row, role));
    });
  }

  it('spells out the spec rows', () => {
    expect(derivePafStatus(flags([false, true, true, null]), 'hospital')).toEqual({
      category: 'actionNeeded',
      codes: ['actionNeeded'],
    });
    expect(derivePafStatus(flags([false, false, true, null]), 'specialist')).toEqual({
      category: 'actionNeeded',
      codes: ['actionNeeded'],
    });
    expect(derivePafStatus(flags([true, true, true, true]), 'specialist')).toEqual({
      category: 'completed',
      codes: ['completed'],
    });
    expect(derivePafStatus(flags([true, true, true, null]), 'hospital').category).toBe('completed');
    expect(derivePafStatus(flags([false, true, false, false]), 'specialist')).toEqual({
      category: 'pending',
      codes: ['pendingPolicyHolderSignature', 'pendingPatientSignature', 'pendingHospitalCharges'],
    });
    expect(derivePafStatus(flags([true, false, false, null]), 'hospital').codes).toEqual([
      'pendingPatientSignature',
      'pendingSpecialistSignature',
    ]);
  });

  it('offers hospital charges only to the hospital role while its part is open', () => {
    expect(canEnterHospitalCharges(flags([false, true, true, null]), 'hospital')).toBe(true);
    expect(canEnterHospitalCharges(flags([true, true, true, null]), 'hospital')).toBe(false);
    expect(canEnterHospitalCharges(flags([false, true, true, null]), 'specialist')).toBe(false);
  });
});
