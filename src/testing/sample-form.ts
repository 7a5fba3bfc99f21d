import type { FormDefinition } from '@/lib/api/contract/patient-booking/forms';
import { makeField } from '@/testing/field-factory';

const opts = (...labels: string[]) => labels.map((label) => ({ label, value: label }));
const visible = { visible: true, disabled: false };

/** A definition using all 14 field types, for stories and tests. */
export function sampleFormDefinition(): FormDefinition {
  return {
    formType: 'SAMPLE',
    version: 1,
    sections: [
      {
        id: 'person',
        title: 'Patient Information',
        fields: [
          makeField('fullName', 'textfield', { uiLabel: 'Full Name' }),
          makeField('gender', 'radio', {
            uiLabel: 'Gender',
            props: { ...visible, dataSource: opts('Male', 'Female') },
          }),
          makeField('dateOfBirth', 'date', { uiLabel: 'Date of Birth', validator: { type: 'date', notFuture: true } }),
          makeField('nationality', 'autoComplete', {
            uiLabel: 'Nationality',
            props: { ...visible, dataSource: opts('Singaporean', 'Malaysian', 'Indonesian') },
          }),
          makeField('email', 'textfield', {
            uiLabel: 'Email',
            validator: {
              type: 'string',
              pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
              message: 'E-mail address must be valid',
            },
          }),
          makeField('phoneNumber', 'phoneNumber', { uiLabel: 'Mobile Number' }),
        ],
      },
      {
        id: 'medical',
        title: 'Medical Information',
        fields: [
          makeField('condition', 'dropdown', {
            uiLabel: 'Medical Conditions',
            props: { ...visible, dataSource: opts('None', 'Asthma', 'Others') },
          }),
          makeField('otherCondition', 'textfield', {
            uiLabel: 'Other Medical Condition',
            dependencies: [{ inputName: 'condition', rule: 'equal', value: 'Others' }],
          }),
          makeField('lengthOfStay', 'number', { uiLabel: 'Length of Stay (days)' }),
          makeField('stayReason', 'textArea', {
            uiLabel: 'Reason for Stay Longer than 7 Days',
            dependencies: [{ inputName: 'lengthOfStay', rule: 'moreThan', value: 7 }],
          }),
          makeField('admission', 'datetime', { uiLabel: 'Expected Admission', isRequired: false }),
          makeField('diagnosis', 'diagnosisCode', { uiLabel: 'Primary Diagnosis (ICD-10)', isRequired: false }),
          makeField('procedures', 'procedureCode', { uiLabel: 'Planned Procedures', isRequired: false }),
          makeField('previous', 'group', {
            uiLabel: 'Previous Treatment',
            isRequired: false,
            props: { ...visible, dataSource: null, isList: true },
            subfields: [
              makeField('doctorName', 'textfield', { uiLabel: 'Doctor Name' }),
              makeField('fee', 'number', { uiLabel: 'Fee' }),
            ],
          }),
          makeField('emergency', 'group', {
            uiLabel: 'Emergency Contact',
            props: { ...visible, dataSource: null, accordion: true },
            subfields: [makeField('contactName', 'textfield', { uiLabel: 'Contact Name', isRequired: false })],
          }),
        ],
      },
      {
        id: 'reports',
        title: 'Attach Medical Reports',
        fields: [makeField('medicalReports', 'uploadImage', { uiLabel: 'Medical reports', isRequired: false })],
      },
      {
        id: 'privacy',
        title: 'Privacy Confirmation',
        fields: [
          makeField('privacyConfirmation', 'confirmCheckbox', { uiLabel: 'I consent to the use of my personal data' }),
        ],
      },
    ],
  };
}
