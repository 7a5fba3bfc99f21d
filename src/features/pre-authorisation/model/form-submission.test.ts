import { describe, expect, it } from 'vitest';
import type { FormDefinition, FormField } from '@/lib/api/contract/patient-booking/forms';
import { pafFormSubmission, pafFormValues, pafStartingValues } from './form-submission';

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

describe('pafFormValues (a resumed draft back in its form)', () => {
  it('turns a saved section back into form values that submit the same', () => {
    const saved = {
      primaryDiagnosis: 'K80.2',
      hasPreviousTreatment: true,
      previousTreatmentDetails: [{ doctorName: 'Dr Tan', fee: 1200.5 }],
    };
    const values = pafFormValues(definition, saved);
    expect(values).toEqual({
      primaryDiagnosis: { code: 'K80.2', description: 'K80.2' },
      hasPreviousTreatment: 'Yes',
      previousTreatmentDetails: [{ doctorName: 'Dr Tan', fee: '1200.5' }],
    });
    expect(pafFormSubmission(definition, values)).toEqual(saved);
  });

  it("keeps a field's starting value when nothing was saved for it, and starts empty without a save", () => {
    expect(pafFormValues(definition, { hasPreviousTreatment: false })).toEqual({
      primaryDiagnosis: null,
      hasPreviousTreatment: 'No',
      previousTreatmentDetails: [],
    });
    expect(pafStartingValues(definition, null)).toEqual({
      primaryDiagnosis: null,
      hasPreviousTreatment: '',
      previousTreatmentDetails: [],
    });
  });
});
