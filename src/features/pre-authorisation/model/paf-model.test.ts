import { describe, expect, it } from 'vitest';
import { defaultListRange, validateListRange } from './list-filters';
import { isMinor } from './minor';
import {
  emptyPatientSection,
  normalisePatientSection,
  patientSectionErrors,
  patientSectionVisibility,
  toPolicyInfoBody,
  type PatientSectionValues,
} from './patient-section';
import {
  emptyReferral,
  missingReferralFields,
  normaliseReferral,
  oversizedFiles,
  referralVisibility,
} from './referral';
import { nextPosition, previousPosition, stepIndex, wizardOrder } from './wizard-steps';

const today = '2026-11-22';

describe('the minor rule (under 18 by year difference)', () => {
  it.each([
    ['2009-01-01', true],
    ['2009-12-31', true],
    ['2026-01-01', true],
    ['2008-12-31', false],
    ['1990-06-15', false],
  ])('%s → minor %s', (dob, expected) => {
    expect(isMinor(dob, today)).toBe(expected);
  });
  it('is decided by the year alone', () => {
    expect(isMinor('2008-12-31', today)).toBe(false); // turned 18 by year difference although still 17
    expect(isMinor('2009-01-01', today)).toBe(true); // 17 by year difference although 17 years 10 months
    expect(isMinor('', today)).toBe(false);
  });
});

const filled = (): PatientSectionValues => {
  const v = emptyPatientSection();
  const person = {
    firstName: 'A',
    lastName: 'B',
    identificationDocType: 'NRIC',
    identificationDocTypeOthers: '',
    identificationDocNum: 'S1',
    email: 'a@b.co',
    mobile: '+6591234567',
  };
  return { ...v, patient: { ...v.patient, ...person, gender: 'Female', dateOfBirth: '1980-01-01' } };
};

describe('patient section', () => {
  it('shows the policyholder block when the patient is not the policyholder', () => {
    const v = filled();
    expect(patientSectionVisibility(v, today).policyHolder).toBe(false);
    v.patient.isPolicyHolder = 'No';
    expect(patientSectionVisibility(v, today).policyHolder).toBe(true);
    expect(Object.keys(patientSectionErrors(v, today))).toContain('policyOwner.firstName');
  });

  it('clears a minor’s e-mail and mobile, sets isPolicyHolder No and requires a guardian', () => {
    const v = filled();
    v.patient.dateOfBirth = '2015-03-03';
    const n = normalisePatientSection(v, today);
    expect(n.patient).toMatchObject({ email: '', mobile: '', isPolicyHolder: 'No' });
    const visible = patientSectionVisibility(n, today);
    expect(visible).toMatchObject({ minor: true, guardian: true, policyHolder: true });
    const errors = patientSectionErrors(n, today);
    expect(errors['patient.email']).toBeUndefined();
    expect(errors['guardian.firstName']).toBe('errors.cannotBeEmpty');
  });

  it('shows the guardian block when a legal guardian is required', () => {
    const v = filled();
    v.patient.isRequireLegalGuardian = 'Yes';
    expect(patientSectionVisibility(v, today).guardian).toBe(true);
  });

  it('copies the policyholder into the guardian with the same-person checkbox', () => {
    const v = filled();
    v.patient.dateOfBirth = '2015-03-03';
    v.policyOwner = {
      ...v.policyOwner,
      firstName: 'Daniel',
      lastName: 'Lee',
      identificationDocType: 'NRIC',
      identificationDocNum: 'S9',
      email: 'd@l.co',
      mobile: '+6598765432',
    };
    v.sameAsPolicyHolder = true;
    const n = normalisePatientSection(v, today);
    expect(n.guardian).toMatchObject({
      firstName: 'Daniel',
      lastName: 'Lee',
      identificationDocNum: 'S9',
      email: 'd@l.co',
    });
    expect(patientSectionErrors(n, today)).toEqual({});
  });

  it('clears a block when it is hidden', () => {
    const v = filled();
    v.patient.isPolicyHolder = 'No';
    v.policyOwner.firstName = 'Gone';
    v.patient.isPolicyHolder = 'Yes';
    expect(normalisePatientSection(v, today).policyOwner.firstName).toBe('');
    expect(toPolicyInfoBody('C1', v, today)).toMatchObject({
      policyOwner: null,
      guardian: null,
      patient: { isPolicyHolder: true },
    });
  });

  it('needs the Others text only for Others (please specify), and refuses a future birth date', () => {
    const v = filled();
    v.patient.identificationDocType = 'OTHERS';
    v.patient.dateOfBirth = '2027-01-01';
    const errors = patientSectionErrors(v, today);
    expect(errors['patient.identificationDocTypeOthers']).toBe('errors.cannotBeEmpty');
    expect(errors['patient.dateOfBirth']).toBe('errors.dateOfBirthFuture');
  });
});

describe('referral branches', () => {
  it('shows nothing more when not referred', () => {
    expect(referralVisibility(false, true)).toEqual({
      letterQuestion: false,
      doctorDetails: false,
      letterUpload: false,
    });
  });
  it('asks for the referring doctor when referred without a letter', () => {
    expect(referralVisibility(true, false)).toEqual({ letterQuestion: true, doctorDetails: true, letterUpload: false });
    const values = { ...emptyReferral, isPatientReferred: true };
    expect(missingReferralFields(values, false)).toEqual([
      'referralDoctorName',
      'referralDoctorClinicDetails',
      'referralDoctorPhone',
    ]);
    expect(missingReferralFields(values, true)).toContain('dateTimeOfReferral');
  });
  it('asks for the letter upload when a copy exists, and resets the doctor', () => {
    expect(referralVisibility(true, true)).toEqual({ letterQuestion: true, doctorDetails: false, letterUpload: true });
    const values = { ...emptyReferral, isPatientReferred: true, isReferralLetter: true, referralDoctorName: 'Dr X' };
    expect(normaliseReferral(values).referralDoctorName).toBe('');
    expect(missingReferralFields(values, true)).toEqual([]);
  });
  it('resets everything when not referred', () => {
    expect(normaliseReferral({ ...emptyReferral, isReferralLetter: true, referralDoctorName: 'Dr X' })).toEqual(
      emptyReferral,
    );
  });
  it('refuses files over 5 MB', () => {
    const small = new File(['x'], 'a.pdf');
    const big = { size: 5 * 1024 * 1024 + 1, name: 'b.pdf' } as File;
    expect(oversizedFiles([small, big])).toEqual([big]);
  });
});

describe('list filters', () => {
  it('defaults to today → 60 days', () => {
    expect(defaultListRange('2026-11-22')).toEqual({ startDate: '2026-11-22', endDate: '2027-01-21' });
  });
  it('needs end ≥ start and within the configured months', () => {
    expect(validateListRange({ startDate: '2026-11-22', endDate: '2026-11-21' }, 3)).toBe('errors.endBeforeStart');
    expect(validateListRange({ startDate: '2026-11-22', endDate: '2027-02-22' }, 3)).toBeNull();
    expect(validateListRange({ startDate: '2026-11-22', endDate: '2027-02-23' }, 3)).toBe('errors.rangeTooLong');
    expect(validateListRange({ startDate: '2026-11-22' }, 3)).toBe('errors.required');
  });
});

describe('wizard steps', () => {
  it('walks the sub-steps in order and BACK from the patient form returns to the payor', () => {
    expect(wizardOrder).toHaveLength(10);
    expect(stepIndex(2)).toBe(1);
    expect(previousPosition(1)).toBe(0);
    expect(stepIndex(nextPosition(7))).toBe(5);
  });
});

describe('admission and hospital list', () => {
  it('needs admission today or later and a past accident with details', async () => {
    const { admissionErrors, initialWizardState } = await import('./wizard-state');
    const base = {
      ...initialWizardState().admission,
      admissionDate: '2026-11-21',
      hospitalId: 'h1',
      isCausedByAccident: 'Yes' as const,
      dateTimeOfAccident: '2026-11-22T10:00',
    };
    expect(admissionErrors(base, today, '2026-11-22T09:00')).toEqual({
      admissionDate: 'errors.admissionPast',
      dateTimeOfAccident: 'errors.accidentFuture',
      detailsOfAccident: 'errors.cannotBeEmpty',
    });
    expect(
      admissionErrors(
        { ...base, admissionDate: today, dateTimeOfAccident: '2026-11-22T08:00', detailsOfAccident: 'Fall' },
        today,
        '2026-11-22T09:00',
      ),
    ).toEqual({});
  });
  it('lists only Hospital or Facility entries naming the user and role', async () => {
    const { hospitalOptions } = await import('./wizard-state');
    const staffed = [{ role: 'specialist', userIds: ['u1'] }];
    const panel = [
      { tpe: 'Hospital', spaceName: 'A', spaceId: 'a', userDetail: staffed },
      { tpe: 'Clinic', spaceName: 'B', spaceId: 'b', userDetail: staffed },
      { tpe: 'Facility', spaceName: 'C', spaceId: 'c', userDetail: [{ role: 'hospital', userIds: ['u1'] }] },
      { tpe: 'Facility', spaceName: 'D', spaceId: 'd', userDetail: staffed },
    ];
    expect(hospitalOptions(panel, 'specialist', 'u1').map((p) => p.spaceId)).toEqual(['a', 'd']);
  });
});

describe('hospital charges', () => {
  it('needs both, non-negative, minimum strictly below maximum', async () => {
    const { hospitalChargesErrors } = await import('./hospital-charges');
    expect(hospitalChargesErrors('', '')).toEqual({ minCost: 'errors.fieldEmpty', maxCost: 'errors.fieldEmpty' });
    expect(hospitalChargesErrors('100', '100')).toEqual({ minCost: 'errors.minNotBelowMax' });
    expect(hospitalChargesErrors('200', '100')).toEqual({ minCost: 'errors.minNotBelowMax' });
    expect(hospitalChargesErrors('-1', '100')).toEqual({ minCost: 'errors.number' });
    expect(hospitalChargesErrors('99.5', '100')).toEqual({});
  });
});
