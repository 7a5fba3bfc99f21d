import { isFieldVisible, type FormValues } from '@/lib/api/contract/form-rules/dependencies';
import type { FormDefinition, FormField } from '@/lib/api/contract/patient-booking/forms';

const isCode = (value: unknown): value is { code: string } =>
  typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'string';

function convert(field: FormField, value: unknown): unknown {
  switch (field.type) {
    case 'number': {
      const cleaned = (typeof value === 'string' || typeof value === 'number' ? String(value) : '').replace(
        /[$,\s]/g,
        '',
      );
      return cleaned === '' ? null : Number(cleaned);
    }
    case 'radio':
      // Yes/No answers are sent as booleans (docs/product/pre-authorisation.md#case-data).
      return value === 'Yes' ? true : value === 'No' ? false : value;
    case 'diagnosisCode':
      return isCode(value) ? value.code : value;
    case 'procedureCode':
      return Array.isArray(value)
        ? (value as unknown[]).map((v) => (isCode(v) ? v.code : v))
        : isCode(value)
          ? value.code
          : value;
    case 'group':
      if (field.props.isList) {
        return Array.isArray(value)
          ? value.map((entry) => scopeSubmission(field.subfields, (entry ?? {}) as FormValues))
          : [];
      }
      return scopeSubmission(field.subfields, (value ?? {}) as FormValues);
    case 'uploadImage':
      return undefined;
    case 'autoComplete':
    case 'confirmCheckbox':
    case 'date':
    case 'datetime':
    case 'dropdown':
    case 'phoneNumber':
    case 'textArea':
    case 'textfield':
      return value;
  }
}

function scopeSubmission(fields: readonly FormField[], values: FormValues): FormValues {
  const out: FormValues = {};
  for (const field of fields) {
    if (!isFieldVisible(field, fields, values) || field.type === 'uploadImage') continue;
    out[field.inputName] = convert(field, values[field.inputName]);
  }
  return out;
}

/** What a server-defined PAF section sends: visible fields only, numbers parsed, Yes/No as booleans, codes as code strings, lists recursed. */
export function pafFormSubmission(definition: FormDefinition, values: FormValues): FormValues {
  return Object.assign({}, ...definition.sections.map((s) => scopeSubmission(s.fields, values))) as FormValues;
}
