import { describe, expect, it } from 'vitest';
import type { FormDefinition, FormField } from '@/lib/api/contract/patient-booking/forms';
import { pafFormSubmission } from './form-submission';

const field = (inputName: string, type: FormField['type'], extra: Partial<FormField> = {}): FormField => ({
  inputName,
  uiLabel: inputName,
  type,
  isRequired: true,
  value: null,
  props: { visible: true, disabled: false, dataSource: null },
  validator: null,
  dependencies: [],
  subfields: [],
  ...extra,
});

const definition: FormDefinition = {
  formType: 'PAF_SECTION_C',
  version: 1,
  sections: [
    {
      id: 's',
      title: 'Section C',
      fields: [
        field('primaryDiagnosis', 'diagnosisCode'),
        field('hasPreviousTreatment', 'radio'),
        field('previousTreatmentDetails', 'group', {
          props: { visible: true, disabled: false, dataSource: null, isList: true },
          dependencies: [{ inputName: 'hasPreviousTreatment', rule: 'equal', value: 'Yes' }],
          subfields: [field('doctorName', 'textfield'), field('fee', 'number')],
        }),
      ],
    },
  ],
};

describe('pafFormSubmission', () => {
  it('turns Yes/No into booleans, codes into strings and numbers inside lists into numbers', () => {
    const out = pafFormSubmission(definition, {
      primaryDiagnosis: { code: 'K80.2', description: 'Gallstones' },
      hasPreviousTreatment: 'Yes',
      previousTreatmentDetails: [{ doctorName: 'Dr Tan', fee: '1,200.50' }],
    });
    expect(out).toEqual({
      primaryDiagnosis: 'K80.2',
      hasPreviousTreatment: true,
      previousTreatmentDetails: [{ doctorName: 'Dr Tan', fee: 1200.5 }],
    });
  });
  it('drops hidden fields', () => {
    const out = pafFormSubmission(definition, {
      primaryDiagnosis: null,
      hasPreviousTreatment: 'No',
      previousTreatmentDetails: [{ doctorName: 'x' }],
    });
    expect(out).toEqual({ primaryDiagnosis: null, hasPreviousTreatment: false });
  });
});
