import type { FormDefinition } from '../../../../src/lib/api/contract/patient-booking/forms';
import { emailValidator, field, options, when } from './form-fields';

const medicalConditions = options(
  'None',
  'Hypertension',
  'Diabetes',
  'Asthma',
  'High cholesterol',
  'Heart disease',
  'Kidney disease',
  'Others',
);

const privacy = {
  id: 'privacyConfirmation',
  title: 'Privacy Confirmation',
  fields: [
    field(
      'privacyConfirmation',
      'I consent to the collection, use and disclosure of my personal data for this appointment',
      'confirmCheckbox',
      { value: false },
    ),
  ],
};

const attachments = {
  id: 'medicalReports',
  title: 'Attach Medical Reports',
  fields: [
    field('medicalReports', 'Medical reports (images or PDF, 10 MB in total)', 'uploadImage', {
      isRequired: false,
      value: [],
    }),
  ],
};

export function opdPatientForm(nationalities: string): FormDefinition {
  return {
    formType: 'OPD_PATIENT_FORM',
    version: 1,
    sections: [
      {
        id: 'patient',
        title: 'Patient Information',
        fields: [
          field('fullName', 'Full Name', 'textfield'),
          field('gender', 'Gender', 'radio', { dataSource: options('Male', 'Female') }),
          field('dateOfBirth', 'Date of Birth', 'date', {
            validator: { type: 'date', notFuture: true, message: 'Date of birth cannot be in the future' },
          }),
          field('age', 'Age', 'number', { disabled: true, isRequired: false }),
          field('guardianName', 'Parent or Guardian Name', 'textfield', { dependencies: when('age', 18, 'lessThan') }),
          field('nationality', 'Nationality', 'autoComplete', { dataSource: nationalities }),
          field('email', 'Email', 'textfield', { validator: emailValidator }),
          field('phoneNumber', 'Mobile Number', 'phoneNumber'),
        ],
      },
      {
        id: 'medical',
        title: 'Medical Information',
        fields: [
          field('medicalConditions', 'Medical Conditions', 'dropdown', { dataSource: medicalConditions }),
          field('otherMedicalCondition', 'Other Medical Condition', 'textfield', {
            dependencies: when('medicalConditions', 'Others'),
          }),
          field('reason', 'Reason for Consultation', 'textArea', { validator: { type: 'string', max: 500 } }),
        ],
      },
      attachments,
      privacy,
    ],
  };
}

export function mcuPatientForm(nationalities: string): FormDefinition {
  return {
    formType: 'MCU_PATIENT_FORM',
    version: 1,
    sections: [
      {
        id: 'patient',
        title: 'Patient Information',
        fields: [
          field('fullName', 'Full Name', 'textfield'),
          field('gender', 'Gender', 'radio', { dataSource: options('Male', 'Female') }),
          field('dateOfBirth', 'Date of Birth', 'date', { validator: { type: 'date', notFuture: true } }),
          field('nationality', 'Nationality', 'autoComplete', { dataSource: nationalities }),
          field('email', 'Email', 'textfield', { validator: emailValidator }),
          field('phoneNumber', 'Mobile Number', 'phoneNumber'),
        ],
      },
      {
        id: 'health',
        title: 'Health Declaration',
        fields: [
          field('heightCm', 'Height (cm)', 'number', { validator: { type: 'number', min: 50, max: 250 } }),
          field('weightKg', 'Weight (kg)', 'number', { validator: { type: 'number', min: 2, max: 300 } }),
          field('lastMenstrualDate', 'Date of Last Menstrual Period', 'date', {
            isRequired: false,
            dependencies: when('gender', 'Female'),
          }),
          field('medicalConditions', 'Medical Conditions', 'dropdown', { dataSource: medicalConditions }),
          field('currentMedication', 'Current Medication', 'textArea', { isRequired: false }),
          field(
            'fastingAcknowledged',
            'I understand I must fast for 8–10 hours before the screening',
            'confirmCheckbox',
            { value: false },
          ),
        ],
      },
      attachments,
      privacy,
    ],
  };
}

/** Sign-up step 2; the five inputNames the registration call expects. */
export function registrationForm(): FormDefinition {
  return {
    formType: 'REGISTRATION',
    version: 1,
    sections: [
      {
        id: 'personalProfile',
        title: 'Personal Profile',
        fields: [
          field('firstname', 'First Name', 'textfield'),
          field('lastname', 'Last Name', 'textfield'),
          field('gender', 'Gender', 'radio', { dataSource: options('Male', 'Female') }),
          field('dateofbirth', 'Date of Birth', 'date', { validator: { type: 'date', notFuture: true } }),
          field('mobilenumber', 'Mobile Number', 'phoneNumber'),
        ],
      },
    ],
  };
}
