import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../patient-booking/forms';
import { makeField } from '@/testing/field-factory';
import { validateForm } from './validate';

const ctx = { today: '2026-11-22', phoneRegion: 'SG' as const };
const definition: FormDefinition = {
  formType: 'T',
  version: 1,
  sections: [
    {
      id: 's',
      title: 'S',
      fields: [
        makeField('name', 'textfield', { uiLabel: 'Full Name' }),
        makeField('email', 'textfield', {
          uiLabel: 'Email',
          validator: {
            type: 'string',
            pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
            message: 'E-mail address must be valid',
          },
        }),
        makeField('dob', 'date', { uiLabel: 'Date of Birth', validator: { type: 'date', notFuture: true } }),
        makeField('fee', 'number', { uiLabel: 'Fee', isRequired: false }),
        makeField('phone', 'phoneNumber', { uiLabel: 'Mobile' }),
        makeField('agree', 'confirmCheckbox', { uiLabel: 'I agree' }),
        makeField('other', 'textfield', {
          uiLabel: 'Other',
          dependencies: [{ inputName: 'name', rule: 'equal', value: 'Others' }],
        }),
        makeField('locked', 'textfield', {
          uiLabel: 'Locked',
          props: { visible: true, disabled: true, dataSource: null },
        }),
        makeField('doctors', 'group', {
          uiLabel: 'Doctors',
          props: { visible: true, disabled: false, dataSource: null, isList: true },
          subfields: [makeField('doctorName', 'textfield', { uiLabel: 'Doctor Name' })],
        }),
      ],
    },
  ],
};

describe('validateForm', () => {
  it("says '{label} cannot be empty' for every empty required field, the checkbox too", () => {
    const issues = validateForm(
      definition,
      { name: '', email: '', dob: '', fee: '', phone: '', agree: false, doctors: [], other: '', locked: '' },
      ctx,
    );
    expect(Object.keys(issues).sort()).toEqual(['agree', 'dob', 'doctors', 'email', 'name', 'phone']);
    expect(issues.agree).toEqual({ key: 'required', params: { label: 'I agree' }, inputName: 'agree' });
  });
  it('applies validators: e-mail pattern, future birth date, negative number, phone region', () => {
    const issues = validateForm(
      definition,
      {
        name: 'A',
        email: 'nope',
        dob: '2026-11-23',
        fee: '-1',
        phone: '+6512',
        agree: true,
        doctors: [{ doctorName: '' }],
      },
      ctx,
    );
    expect(issues.email).toMatchObject({ key: 'pattern', message: 'E-mail address must be valid' });
    expect(issues.dob).toMatchObject({ key: 'future' });
    expect(issues.fee).toMatchObject({ key: 'negative' });
    expect(issues.phone).toMatchObject({ key: 'phone' });
    expect(issues['doctors.0.doctorName']).toMatchObject({ key: 'required' });
  });
  it('passes a complete form and ignores hidden and disabled fields', () => {
    const values = {
      name: 'A',
      email: 'a@b.co',
      dob: '2026-11-22',
      fee: '$1,000',
      phone: '+6591234567',
      agree: true,
      doctors: [{ doctorName: 'X' }],
      locked: '',
    };
    expect(validateForm(definition, values, ctx)).toEqual({});
    expect(validateForm(definition, { ...values, name: 'Others' }, ctx)).toHaveProperty('other');
  });
});
