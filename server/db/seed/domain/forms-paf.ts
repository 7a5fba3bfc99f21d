import type { FormDefinition } from '../../../../src/lib/api/contract/patient-booking/forms';
import { field, options, when, yesNo } from './form-fields';

/** PAF Section C: clinical history, validated by its own schema. */
export function pafSectionC(): FormDefinition {
  return {
    formType: 'PAF_SECTION_C',
    version: 1,
    sections: [
      {
        id: 'clinicalHistory',
        title: 'Section C: Clinical History',
        fields: [
          field('presentingComplaint', 'Presenting Complaint and Symptoms', 'textArea'),
          field('symptomsStartDate', 'Date Symptoms First Started', 'date', {
            validator: { type: 'date', notFuture: true },
          }),
          field('firstConsultationDate', 'Date of First Consultation for this Condition', 'date', {
            validator: { type: 'date', notFuture: true },
          }),
          field('primaryDiagnosis', 'Primary Diagnosis (ICD-10)', 'diagnosisCode'),
          field('secondaryDiagnosis', 'Secondary Diagnosis (ICD-10)', 'diagnosisCode', { isRequired: false }),
          field('isPreExistingCondition', 'Is this a pre-existing condition?', 'radio', {
            dataSource: yesNo,
            value: 'No',
          }),
          field('isCongenitalCondition', 'Is this condition congenital?', 'radio', { dataSource: yesNo, value: 'No' }),
          field('isRelatedToPregnancy', 'Is this condition related to pregnancy?', 'radio', {
            dataSource: yesNo,
            value: 'No',
          }),
          field('hasPreviousTreatment', 'Has the patient been treated for this condition before?', 'radio', {
            dataSource: yesNo,
            value: 'No',
          }),
          field('previousTreatmentDetails', 'Previous Treatment Details', 'group', {
            isList: true,
            dependencies: when('hasPreviousTreatment', 'Yes'),
            validator: null,
            subfields: [
              field('treatmentDate', 'Date of Treatment', 'date'),
              field('doctorName', 'Doctor Name', 'textfield'),
              field('clinicName', 'Clinic or Hospital', 'textfield'),
              field('treatmentDescription', 'Treatment Given', 'textArea'),
            ],
          }),
        ],
      },
    ],
  };
}

const treatmentTypes = options('Medical Management', 'Surgical', 'Day Surgery', 'Maternity', 'Oncology Treatment');
const wardTypes = options('Single Bedded', 'Double Bedded', 'Four Bedded', 'ICU', 'Others');

/** PAF Section D: admission and treatment details. */
export function pafSectionD(): FormDefinition {
  return {
    formType: 'PAF_SECTION_D',
    version: 1,
    sections: [
      {
        id: 'treatment',
        title: 'Section D: Treatment Details',
        fields: [
          field('expectedAdmissionDateTime', 'Expected Admission Date and Time', 'datetime'),
          field('lengthOfStay', 'Length of Stay (days)', 'number', { validator: { type: 'number', min: 1, max: 90 } }),
          field('lengthOfStayReason', 'Reason for Stay Longer than 7 Days', 'textArea', {
            dependencies: when('lengthOfStay', 7, 'moreThan'),
          }),
          field('isSurgicalProcedure', 'Is a surgical procedure planned?', 'radio', { dataSource: yesNo, value: 'No' }),
          field('treatmentType', 'Treatment Type', 'dropdown', { dataSource: treatmentTypes }),
          field('procedureCodes', 'Planned Procedures', 'procedureCode', {
            dependencies: when('isSurgicalProcedure', 'Yes'),
            value: [],
          }),
          field('wardType', 'Ward Type', 'dropdown', { dataSource: wardTypes }),
          field('wardTypeOthers', 'Other Ward Type', 'textfield', { dependencies: when('wardType', 'Others') }),
        ],
      },
    ],
  };
}

/** Estimate fee generator; the server picks it by treatmentType and isSurgicalProcedure. */
export function pafEstimateFee(): FormDefinition {
  return {
    formType: 'PAF_ESTIMATE_FEE',
    version: 1,
    sections: [
      {
        id: 'estimate',
        title: 'Estimated Treatment Cost',
        fields: [
          field('estimateTreatmentCost', 'Procedure', 'group', {
            isList: true,
            validator: null,
            subfields: [
              field('procedureCode', 'Procedure Code', 'procedureCode', { isRequired: false }),
              field('procedureFees', 'Procedure Fee', 'number'),
              field('feeJustification', 'Justification for Fee above 20,000', 'textArea', {
                dependencies: when('procedureFees', 20000, 'moreThan'),
              }),
              field('principleFee', 'Principal Surgeon Fee', 'number'),
              field('anaesthetist', 'Anaesthetist Fee', 'number', { isRequired: false }),
              field('others', 'Other Doctors', 'group', {
                isList: true,
                isRequired: false,
                validator: null,
                subfields: [
                  field('category', 'Category', 'dropdown', {
                    dataSource: options('Assistant Surgeon', 'Physician', 'Anaesthetist', 'Paediatrician', 'Others'),
                  }),
                  field('doctorName', 'Doctor Name', 'textfield'),
                  field('fee', 'Fee', 'number'),
                  field('isGstPercent', 'Fee is subject to tax', 'confirmCheckbox', {
                    isRequired: false,
                    value: false,
                  }),
                ],
              }),
            ],
          }),
        ],
      },
    ],
  };
}
