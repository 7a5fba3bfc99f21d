import { describe, expect, it } from 'vitest';
import type { Profile } from '@/lib/api/contract/account';
import { makeField } from '@/testing/field-factory';
import { profileFacts, touchedAfter, withProfile } from './profile-prefill';

const genders = [
  { label: 'Male', value: 'Male' },
  { label: 'Female', value: 'Female' },
];
const definition = {
  formType: 'OPD_PATIENT_FORM',
  version: 1,
  sections: [
    {
      id: 'patient',
      title: 'Patient Information',
      fields: [
        makeField('fullName', 'textfield'),
        makeField('gender', 'radio', { props: { visible: true, disabled: false, dataSource: genders } }),
        makeField('dateOfBirth', 'date'),
        makeField('email', 'textfield'),
        makeField('phoneNumber', 'phoneNumber'),
        makeField('reason', 'textArea'),
      ],
    },
  ],
};
const empty = { fullName: '', gender: '', dateOfBirth: '', email: '', phoneNumber: '', reason: '' };
const item = (value: string, preferred: boolean) => ({
  id: value,
  value,
  preferred: preferred ? ('true' as const) : ('false' as const),
  type: 'Personal' as const,
});
const profile: Profile = {
  firstname: 'Wei Ling',
  lastname: 'Tan',
  gender: 'Female',
  birthday: '1984-03-09',
  email: [item('old@example.com', false), item('wei.ling@example.com', true)],
  contact_number: [item('+6591007919', true)],
  address: [],
};
const facts = profileFacts(profile);
const none = new Set<string>();

describe('profile prefill', () => {
  it('reads name, gender, birth date and the preferred e-mail and mobile', () => {
    expect(facts).toEqual({
      fullName: 'Wei Ling Tan',
      gender: 'Female',
      dateOfBirth: '1984-03-09',
      email: 'wei.ling@example.com',
      phoneNumber: '+6591007919',
    });
    expect(profileFacts({ ...profile, gender: null, birthday: null, email: [], contact_number: [] })).toEqual({
      fullName: 'Wei Ling Tan',
    });
  });

  it('fills the empty fields a profile answers and nothing else', () => {
    expect(withProfile(definition, empty, empty, facts, none)).toEqual({ ...empty, ...facts });
  });

  it('leaves what the patient typed or cleared, even when the profile comes later', () => {
    const typed = { ...empty, fullName: 'Someone Else', email: '' };
    const touched = touchedAfter(
      touchedAfter(none, empty, { ...empty, fullName: 'Someone Else' }),
      { ...empty, fullName: 'Someone Else', email: 'x' },
      typed,
    );
    expect([...touched].sort()).toEqual(['email', 'fullName']);
    expect(withProfile(definition, typed, empty, facts, touched)).toMatchObject({
      fullName: 'Someone Else',
      email: '',
      gender: 'Female',
    });
  });

  it("keeps a continued draft's own answers", () => {
    const draft = { ...empty, email: 'draft@example.com', dateOfBirth: '1990-01-01' };
    expect(withProfile(definition, draft, draft, facts, none)).toMatchObject({
      email: 'draft@example.com',
      dateOfBirth: '1990-01-01',
      fullName: 'Wei Ling Tan',
    });
  });

  it('puts a value only where the field can take it', () => {
    const other = {
      ...definition,
      sections: [
        {
          id: 'p',
          title: 'P',
          fields: [
            makeField('gender', 'radio', {
              props: { visible: true, disabled: false, dataSource: [{ label: 'M', value: 'M' }] },
            }),
            makeField('dateOfBirth', 'textfield'),
            makeField('fullName', 'textfield', { props: { visible: true, disabled: true, dataSource: null } }),
          ],
        },
      ],
    };
    expect(withProfile(other, {}, {}, facts, none)).toEqual({});
  });
});
