import type { FormDefinition, FormField } from '@/lib/api/contract/patient-booking/forms';
import type { FormValues } from '@/lib/api/contract/form-rules/dependencies';

/** A field's starting value: the definition's value, else the empty value of its type. */
export function initialFieldValue(field: FormField): unknown {
  if (field.type === 'group') {
    if (field.props.isList) return Array.isArray(field.value) ? field.value : [];
    return initialScopeValues(field.subfields);
  }
  if (field.value !== null && field.value !== undefined) {
    return field.type === 'number' && typeof field.value === 'number' ? String(field.value) : field.value;
  }
  switch (field.type) {
    case 'confirmCheckbox':
      return false;
    case 'uploadImage':
    case 'procedureCode':
      return [];
    case 'diagnosisCode':
      return null;
    case 'autoComplete':
    case 'date':
    case 'datetime':
    case 'dropdown':
    case 'number':
    case 'phoneNumber':
    case 'radio':
    case 'textArea':
    case 'textfield':
      return '';
  }
}

export function initialScopeValues(fields: readonly FormField[]): FormValues {
  return Object.fromEntries(fields.map((f) => [f.inputName, initialFieldValue(f)]));
}

/** Starting values of a whole form (inputNames are unique across its sections). */
export function initialFormValues(definition: FormDefinition): FormValues {
  return Object.assign({}, ...definition.sections.map((s) => initialScopeValues(s.fields))) as FormValues;
}

/** Every field of the form (subfields included), depth first. */
export function allFormFields(definition: FormDefinition): FormField[] {
  const walk = (fields: readonly FormField[]): FormField[] => fields.flatMap((f) => [f, ...walk(f.subfields)]);
  return definition.sections.flatMap((s) => walk(s.fields));
}

/**
 * The values to send: numbers parsed, hidden fields dropped, files left out
 * (they travel as multipart parts).
 */
export function toSubmission(
  fields: readonly FormField[],
  values: FormValues,
  isVisible: (f: FormField) => boolean,
): FormValues {
  const out: FormValues = {};
  for (const field of fields) {
    if (!isVisible(field) || field.type === 'uploadImage') continue;
    const value = values[field.inputName];
    if (field.type === 'number') {
      const cleaned = (typeof value === 'string' || typeof value === 'number' ? String(value) : '').replace(
        /[$,\s]/g,
        '',
      );
      out[field.inputName] = cleaned === '' ? null : Number(cleaned);
    } else {
      out[field.inputName] = value;
    }
  }
  return out;
}
