import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js';
import type { FormDefinition, FormField } from '../patient-booking/forms';
import { isFieldVisible, type FormValues } from './dependencies';
import { parseNumberInput } from './number-input';
import { isCalendarDate } from '../calendar-date';
import { isPlainText, isSingleLine } from '../text';

/** A problem as a `forms` translation key (or the server's own message) with its parameters. */
export interface FieldIssue {
  key: string;
  params?: Record<string, string | number>;
  /** A validator's own message from the definition, shown as given. */
  message?: string;
  /**
   * The field's stable name, so a client words `params.label` in the reader's language
   * (docs/decisions/0085-server-messages-in-the-readers-language.md).
   */
  inputName?: string;
}

/** Problems by path: `inputName`, or `group.0.inputName` inside list entries. */
export type FormIssues = Record<string, FieldIssue>;

export interface ValidationContext {
  /** Today in the tenant's zone, yyyy-MM-dd (dates are compared as local dates). */
  today: string;
  phoneRegion: CountryCode;
}

/** Empty as the spec means it: blank text, nothing chosen, no file, an unticked box. */
export function isEmptyValue(field: FormField, value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (field.type === 'confirmCheckbox') return value !== true;
  return false;
}

function checkValue(field: FormField, value: unknown, ctx: ValidationContext): FieldIssue | null {
  const v = field.validator;
  const own = v?.message ? { message: v.message } : {};
  if (field.type === 'number') {
    const parsed = parseNumberInput(String(value), { allowNegative: v?.allowNegative === true });
    if (!parsed.ok) {
      return { key: parsed.problem === 'negative' ? 'negative' : 'notANumber', params: { label: field.uiLabel } };
    }
    if (parsed.value !== null && v?.min !== undefined && parsed.value < v.min) {
      return { key: 'min', params: { label: field.uiLabel, min: v.min }, ...own };
    }
    if (parsed.value !== null && v?.max !== undefined && parsed.value > v.max) {
      return { key: 'max', params: { label: field.uiLabel, max: v.max }, ...own };
    }
    return null;
  }
  if (field.type === 'phoneNumber') {
    return isValidPhoneNumber(String(value), ctx.phoneRegion)
      ? null
      : { key: 'phone', params: { label: field.uiLabel } };
  }
  if (field.type === 'date' || field.type === 'datetime') {
    const day = String(value).slice(0, 10);
    if (!isCalendarDate(day)) return { key: 'date', params: { label: field.uiLabel } };
    if (v?.notFuture && day > ctx.today) return { key: 'future', params: { label: field.uiLabel }, ...own };
    return null;
  }
  // Answers are read by staff: no invisible control or formatting characters.
  if (typeof value === 'string' && !isPlainText(value)) return { key: 'invisible', params: { label: field.uiLabel } };
  // A one-line field (a name, most often) goes into one-line formats: mail greetings, calendar invites.
  if (field.type === 'textfield' && typeof value === 'string' && !isSingleLine(value)) {
    return { key: 'lineBreaks', params: { label: field.uiLabel } };
  }
  if (typeof value === 'string' && v) {
    if (v.pattern && !new RegExp(v.pattern).test(value.trim())) {
      return { key: 'pattern', params: { label: field.uiLabel }, ...own };
    }
    if (v.max !== undefined && value.length > v.max) {
      return { key: 'maxLength', params: { label: field.uiLabel, max: v.max }, ...own };
    }
    if (v.min !== undefined && value.trim().length < v.min) {
      return { key: 'minLength', params: { label: field.uiLabel, min: v.min }, ...own };
    }
  }
  return null;
}

const requiredIssue = (field: FormField): FieldIssue => ({
  key: 'required',
  params: { label: field.uiLabel },
  inputName: field.inputName,
});

function validateScope(
  fields: readonly FormField[],
  values: FormValues,
  prefix: string,
  ctx: ValidationContext,
  out: FormIssues,
): void {
  for (const field of fields) {
    // Hidden and disabled fields are not the user's to fill (docs/product/form-engine.md#required-fields).
    if (!isFieldVisible(field, fields, values) || field.props.disabled) continue;
    const path = `${prefix}${field.inputName}`;
    const value = values[field.inputName];
    if (field.type === 'group') {
      if (field.props.isList) {
        const entries = Array.isArray(value) ? (value as FormValues[]) : [];
        if (field.isRequired && entries.length === 0) out[path] = requiredIssue(field);
        entries.forEach((entry, i) => validateScope(field.subfields, entry, `${path}.${i}.`, ctx, out));
      } else {
        validateScope(field.subfields, (value as FormValues | undefined) ?? {}, `${path}.`, ctx, out);
      }
      continue;
    }
    if (isEmptyValue(field, value)) {
      if (field.isRequired) out[path] = requiredIssue(field);
      continue;
    }
    const issue = checkValue(field, value, ctx);
    if (issue) out[path] = { ...issue, inputName: field.inputName };
  }
}

/** Every problem of the form, one per field (docs/product/form-engine.md#required-fields); empty when it may be sent. */
export function validateForm(definition: FormDefinition, values: FormValues, ctx: ValidationContext): FormIssues {
  const out: FormIssues = {};
  for (const section of definition.sections) validateScope(section.fields, values, '', ctx, out);
  return out;
}
