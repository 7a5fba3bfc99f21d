import { isFieldVisible, type FormValues } from '@/lib/api/contract/form-rules/dependencies';
import type { FormDefinition, FormField } from '@/lib/api/contract/patient-booking/forms';
import { initialFormValues, initialScopeValues } from '@/components/form-engine/model/values';

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

function restore(field: FormField, value: unknown): unknown {
  switch (field.type) {
    case 'number':
      return typeof value === 'number' ? String(value) : '';
    case 'radio':
      return value === true ? 'Yes' : value === false ? 'No' : value;
    case 'diagnosisCode':
      // The description is looked up again by the code field; the code alone is what was saved.
      return typeof value === 'string' && value ? { code: value, description: value } : null;
    case 'procedureCode': {
      const codes = Array.isArray(value) ? value : typeof value === 'string' && value ? [value] : [];
      return codes.filter((c): c is string => typeof c === 'string').map((code) => ({ code, description: code }));
    }
    case 'group':
      if (field.props.isList) {
        return Array.isArray(value)
          ? value.map((entry) => restoreScope(field.subfields, (entry ?? {}) as FormValues))
          : [];
      }
      return restoreScope(field.subfields, (value ?? {}) as FormValues);
    case 'uploadImage':
      return [];
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

function restoreScope(fields: readonly FormField[], saved: FormValues): FormValues {
  const values = initialScopeValues(fields);
  for (const field of fields) {
    if (field.inputName in saved && saved[field.inputName] !== null && saved[field.inputName] !== undefined) {
      values[field.inputName] = restore(field, saved[field.inputName]);
    }
  }
  return values;
}

/**
 * The form's values from what pafFormSubmission saved (a resumed draft): booleans back to Yes/No, numbers to
 * text, codes to chosen codes; fields the save did not hold keep their starting values.
 */
export function pafFormValues(definition: FormDefinition, saved: FormValues): FormValues {
  return Object.assign({}, ...definition.sections.map((s) => restoreScope(s.fields, saved))) as FormValues;
}

/** A page's first values: what a resumed draft saved, else the definition's own. */
export const pafStartingValues = (definition: FormDefinition, saved: FormValues | null) =>
  saved ? pafFormValues(definition, saved) : initialFormValues(definition);
