import { describe, expect, it } from 'vitest';
import {
  canEnterHospitalCharges,
  derivePafStatus,
  missingPafSections,
  type PafPartFlags,
  type PafStatusCode,
} from './paf-status';

type Row = [hospital: boolean, specialist: boolean, patient: boolean, policyHolder: boolean | null | undefined];

const flags = ([h, s, p, ph]: Row): PafPartFlags => ({
  isHospitalPartCompleted: h,
  isSpecialistPartCompleted: s,
  isPatientPartCompleted: p,
  isPolicyHolderPartCompleted: ph,
});

// Every combination of the four flags (policyholder: false, true, null, absent) for each role, docs/product/pre-authorisation.md#case-status.
function expected([h, s, p, ph]: Row, role: string): PafStatusCode[] {
  if ((role === 'hospital' && !h && s) || (role === 'specialist' && !s)) return ['actionNeeded'];
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

  it('keeps the hospital waiting, not acting, until the specialist has signed', () => {
    expect(canEnterHospitalCharges(flags([false, false, true, null]), 'hospital')).toBe(false);
    expect(derivePafStatus(flags([false, false, false, null]), 'hospital')).toEqual({
      category: 'pending',
      codes: ['pendingPatientSignature', 'pendingSpecialistSignature'],
    });
  });
});

describe('missingPafSections', () => {
  const none = { patient: {}, admission: null, sectionC: null, sectionD: null, estimate: null, referral: null };
  it('lists what a new case lacks, in the wizard order', () => {
    expect(missingPafSections(none)).toEqual(['patient', 'admission', 'sectionC', 'sectionD', 'referral']);
  });
  it('counts Section D only with its estimate, and an empty Section C or referral as saved', () => {
    const saved = { ...none, patient: { firstName: 'A' }, admission: { hospitalId: 'h' }, sectionC: {} };
    expect(missingPafSections({ ...saved, sectionD: { lengthOfStay: 1 } })).toEqual(['sectionD', 'referral']);
    expect(missingPafSections({ ...saved, sectionD: {}, estimate: {}, referral: {} })).toEqual([]);
  });
});
