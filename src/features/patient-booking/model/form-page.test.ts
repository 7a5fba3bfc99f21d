import { describe, expect, it } from 'vitest';
import { makeField } from '@/lib/api/contract/form-rules/field-factory';
import { ageInYears, deriveValues, privacyConfirmed } from './form-page';

const definition = {
  formType: 'OPD', version: 1, sections: [
    { id: 'patient', title: 'P', fields: [makeField('dateOfBirth', 'date'), makeField('age', 'number', { props: { visible: true, disabled: true, dataSource: null } })] },
    { id: 'privacyConfirmation', title: 'Privacy Confirmation', fields: [makeField('privacyConfirmation', 'confirmCheckbox')] },
  ],
};

describe('form page rules', () => {
  it('counts whole years', () => {
    expect(ageInYears('2008-11-23', '2026-11-22')).toBe(17);
    expect(ageInYears('2008-11-22', '2026-11-22')).toBe(18);
    expect(ageInYears('2030-01-01', '2026-11-22')).toBeNull();
  });
  it('derives age from the birth date', () => expect(deriveValues(definition, { dateOfBirth: '2010-01-01', age: '' }, '2026-11-22').age).toBe('16'));
  it('enables Submit only with privacy ticked', () => {
    expect(privacyConfirmed(definition, { privacyConfirmation: false })).toBe(false);
    expect(privacyConfirmed(definition, { privacyConfirmation: true })).toBe(true);
  });
});
