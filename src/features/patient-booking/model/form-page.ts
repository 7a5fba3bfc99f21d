import { withinTotalLimit } from '@/components/form-engine/model/upload-rules';
import { initialFormValues } from '@/components/form-engine/model/values';
import type { FormDefinition, FormFieldType } from '@/lib/api/contract/patient-booking/forms';
import type { FormValues } from '@/lib/api/contract/form-rules/dependencies';

/** Section ids the page lays out itself around the server's sections (docs/product/patient-booking.md#appointment-forms). */
export const attachmentsSectionId = 'medicalReports';
export const privacySectionId = 'privacyConfirmation';

/** Whole years between a yyyy-MM-dd birth date and today (a minor is under 18 by this count). */
export function ageInYears(dob: string, today: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dob) || dob > today) return null;
  const [y, m, d] = dob.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}

/** Keeps a disabled `age` field in step with the birth date, so age rules (guardian) can apply. */
export function deriveValues(definition: FormDefinition, values: FormValues, today: string): FormValues {
  const hasAge = definition.sections.some((s) => s.fields.some((f) => f.inputName === 'age' && f.props.disabled));
  if (!hasAge || typeof values.dateOfBirth !== 'string') return values;
  const age = ageInYears(values.dateOfBirth, today);
  const next = age === null ? '' : String(age);
  return values.age === next ? values : { ...values, age: next };
}

/** Submit is enabled only once every privacy confirmation box is ticked. */
export function privacyConfirmed(definition: FormDefinition, values: FormValues): boolean {
  const section = definition.sections.find((s) => s.id === privacySectionId);
  return (
    !section || section.fields.filter((f) => f.type === 'confirmCheckbox').every((f) => values[f.inputName] === true)
  );
}

/** Every file attached in the form's upload fields, in field order. */
export function attachedFiles(definition: FormDefinition, values: FormValues): File[] {
  const uploads = definition.sections.flatMap((s) => s.fields).filter((f) => f.type === 'uploadImage');
  return uploads.flatMap((f) => (values[f.inputName] as File[] | undefined) ?? []);
}

/** The attachments together stay within 10 MB; past that the form must not be sent (the field shows why). */
export const attachmentsWithinLimit = (definition: FormDefinition, values: FormValues): boolean =>
  withinTotalLimit(attachedFiles(definition, values));

/** Field types a saved answer (a string) can go back into as it is. */
const textAnswers = new Set<FormFieldType>([
  'textfield',
  'textArea',
  'radio',
  'dropdown',
  'autoComplete',
  'date',
  'phoneNumber',
  'number',
]);

/**
 * Where the form starts: the definition's values, then the answers of a form
 * saved without submitting, for the fields that can take them (a list field
 * only one of its own options).
 */
export function startValues(definition: FormDefinition, saved: Record<string, string> = {}): FormValues {
  const start = initialFormValues(definition);
  for (const field of definition.sections.flatMap((s) => s.fields)) {
    const answer = saved[field.inputName];
    if (answer === undefined || !textAnswers.has(field.type)) continue;
    const source = field.props.dataSource;
    if (Array.isArray(source) && !source.some((o) => o.value === answer)) continue;
    start[field.inputName] = answer;
  }
  return start;
}
