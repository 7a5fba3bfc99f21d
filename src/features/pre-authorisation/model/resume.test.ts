import { describe, expect, it } from 'vitest';
import type { PafDraft } from '@/lib/api/contract/pre-authorisation/paf-draft';
import { estimateChoice, resumedWizardState, resumePosition } from './resume';
import { toPolicyInfoBody } from './patient-section';
import { wizardOrder } from './wizard-steps';

const patient = {
  firstName: 'Ava',
  lastName: 'Tan',
  gender: 'Female',
  dateOfBirth: '1980-05-01',
  email: 'ava@example.com',
  mobile: '+6591234567',
  identificationDocType: 'NRIC',
  identificationDocTypeOthers: null,
  identificationDocNum: 'S1234567D',
  isPolicyHolder: false,
  isRequireLegalGuardian: false,
};
const policyOwner = {
  firstName: 'Daniel',
  lastName: 'Lee',
  identificationDocType: 'NRIC',
  identificationDocTypeOthers: null,
  identificationDocNum: 'S7654321A',
  email: 'daniel@example.com',
  mobile: '+6598765432',
  isRequireLegalGuardian: false,
  relationType: 'policyOwner',
};

const draft = (overrides: Partial<PafDraft> = {}): PafDraft => ({
  caseId: 'PAF-1',
  clientId: 'payor-1',
  editable: true,
  missingSections: ['sectionC', 'sectionD', 'referral'],
  patient,
  policyOwner,
  guardian: null,
  admission: {
    caseId: 'PAF-1',
    admissionDate: '2026-12-03',
    hospital: 'Orchard Hospital',
    hospitalId: 'h1',
    isCausedByAccident: true,
    dateTimeOfAccident: '2026-11-20T01:30:00.000Z',
    detailsOfAccident: 'Fell from a ladder',
  },
  sectionC: null,
  sectionD: null,
  estimate: null,
  referral: null,
  ...overrides,
});

describe('resuming a PAF draft', () => {
  it('opens at the first section not saved, or the signature when none is missing', () => {
    expect(wizardOrder[resumePosition(['sectionC', 'referral'])]).toEqual({ step: 'sectionC' });
    expect(wizardOrder[resumePosition(['patient'])]).toEqual({ step: 'patient', sub: 'form' });
    expect(wizardOrder[resumePosition(['sectionD'])]).toEqual({ step: 'sectionD', sub: 'treatment' });
    expect(wizardOrder[resumePosition([])]).toEqual({ step: 'signature' });
  });

  it('puts every saved value back in its form: Section A saves the same again', () => {
    const state = resumedWizardState(draft(), 'Asia/Singapore');
    expect(state).toMatchObject({ caseId: 'PAF-1', clientId: 'payor-1', position: resumePosition(['sectionC']) });
    expect(toPolicyInfoBody('PAF-1', state.patient, '2026-11-27')).toEqual({
      caseId: 'PAF-1',
      patient: { ...patient },
      policyOwner,
      guardian: null,
    });
    // The accident's instant on the tenant's clock, as the datetime-local input holds it.
    expect(state.admission).toEqual({
      admissionDate: '2026-12-03',
      hospitalId: 'h1',
      isCausedByAccident: 'Yes',
      dateTimeOfAccident: '2026-11-20T09:30',
      detailsOfAccident: 'Fell from a ladder',
    });
  });

  it('keeps the saved server-built sections for their forms, and the estimate choice from Section D', () => {
    const sectionD = { treatmentType: 'Surgical', isSurgicalProcedure: true, lengthOfStay: 2 };
    const state = resumedWizardState(draft({ sectionD, missingSections: ['referral'] }), 'Asia/Singapore');
    expect(state.saved.sectionD).toBe(sectionD);
    expect(estimateChoice(state)).toEqual({ treatmentType: 'Surgical', isSurgicalProcedure: true });
    expect(estimateChoice({ ...state, sectionD: { treatmentType: 'Medical', isSurgicalProcedure: 'No' } })).toEqual({
      treatmentType: 'Medical',
      isSurgicalProcedure: false,
    });
  });
});
