/** A terse builder for the seed's form templates, in the contract's form-schema-field shape. */
import type {
  FormDefinition,
  FormDependency,
  FormField,
  FormFieldType,
  FormOption,
  FormValidator,
} from '../../../../src/lib/api/contract/patient-booking/forms';

type FieldOptions = Partial<Omit<FormField, 'inputName' | 'uiLabel' | 'type' | 'props'>> & Partial<FormField['props']>;

const validatorFor: Partial<Record<FormFieldType, FormValidator>> = {
  date: { type: 'date' },
  datetime: { type: 'date' },
  number: { type: 'number', min: 0 },
};

export function field(inputName: string, uiLabel: string, type: FormFieldType, options: FieldOptions = {}): FormField {
  const { visible = true, disabled = false, dataSource = null, isList, ...rest } = options;
  return {
    inputName,
    uiLabel,
    type,
    isRequired: rest.isRequired ?? true,
    value: rest.value ?? (type === 'group' && isList ? [] : null),
    props: { visible, disabled, dataSource, ...(isList === undefined ? {} : { isList }) },
    validator: rest.validator === undefined ? (validatorFor[type] ?? { type: 'string' }) : rest.validator,
    dependencies: rest.dependencies ?? [],
    subfields: rest.subfields ?? [],
  };
}

export const options = (...labels: string[]): FormOption[] => labels.map((label) => ({ label, value: label }));

export const yesNo = options('Yes', 'No');

/** Shown only when another field has a given value (rule 'equal' unless told). */
export function when(
  inputName: string,
  value: string | number,
  rule: FormDependency['rule'] = 'equal',
): FormDependency[] {
  return [{ inputName, rule, value }];
}

export const emailValidator: FormValidator = {
  type: 'string',
  pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
  message: 'E-mail address must be valid',
};

/** Every field, subfields included, depth first. */
export function allFields(definition: FormDefinition): FormField[] {
  const walk = (fields: FormField[]): FormField[] => fields.flatMap((f) => [f, ...walk(f.subfields)]);
  return definition.sections.flatMap((s) => walk(s.fields));
}
