import { describe, expect, it } from 'vitest';
import { makeField } from '@/testing/field-factory';
import {
  ageInYears,
  attachedFiles,
  attachmentsWithinLimit,
  deriveValues,
  privacyConfirmed,
  startValues,
} from './form-page';

const definition = {
  formType: 'OPD',
  version: 1,
  sections: [
    {
      id: 'patient',
      title: 'P',
      fields: [
        makeField('dateOfBirth', 'date'),
        makeField('age', 'number', { props: { visible: true, disabled: true, dataSource: null } }),
      ],
    },
    {
      id: 'medicalReports',
      title: 'Attach Medical Reports',
      fields: [makeField('medicalReports', 'uploadImage'), makeField('moreReports', 'uploadImage')],
    },
    {
      id: 'privacyConfirmation',
      title: 'Privacy Confirmation',
      fields: [makeField('privacyConfirmation', 'confirmCheckbox')],
    },
  ],
};

describe('form page rules', () => {
  it('counts whole years', () => {
    expect(ageInYears('2008-11-23', '2026-11-22')).toBe(17);
    expect(ageInYears('2008-11-22', '2026-11-22')).toBe(18);
    expect(ageInYears('2030-01-01', '2026-11-22')).toBeNull();
  });
  it('derives age from the birth date', () =>
    expect(deriveValues(definition, { dateOfBirth: '2010-01-01', age: '' }, '2026-11-22').age).toBe('16'));
  it('enables Submit only with privacy ticked', () => {
    expect(privacyConfirmed(definition, { privacyConfirmation: false })).toBe(false);
    expect(privacyConfirmed(definition, { privacyConfirmation: true })).toBe(true);
  });
  it('refuses attachments that together pass 10 MB', () => {
    const mb = (n: number) => new File([new Uint8Array(n * 1024 * 1024)], `${n}.pdf`, { type: 'application/pdf' });
    expect(attachedFiles(definition, { medicalReports: [mb(1)], moreReports: [mb(2)] })).toHaveLength(2);
    expect(attachmentsWithinLimit(definition, {})).toBe(true);
    expect(attachmentsWithinLimit(definition, { medicalReports: [mb(5)], moreReports: [mb(5)] })).toBe(true);
    expect(attachmentsWithinLimit(definition, { medicalReports: [mb(6)], moreReports: [mb(5)] })).toBe(false);
  });
  it("starts from a saved draft's answers where the field can take them", () => {
    const withGender = {
      ...definition,
      sections: [
        ...definition.sections,
        {
          id: 'more',
          title: 'M',
          fields: [
            makeField('gender', 'radio', {
              props: { visible: true, disabled: false, dataSource: [{ label: 'Female', value: 'Female' }] },
            }),
          ],
        },
      ],
    };
    expect(
      startValues(withGender, { dateOfBirth: '1990-01-01', gender: 'Female', medicalReports: 'x.pdf', unknown: 'y' }),
    ).toMatchObject({
      dateOfBirth: '1990-01-01',
      gender: 'Female',
      medicalReports: [],
    });
    expect(startValues(withGender, { gender: 'Other' }).gender).toBe('');
    expect(startValues(withGender)).not.toHaveProperty('unknown');
  });
});
