/** The spec's form-schema-field shape and a terse builder for seed templates. */
export const fieldTypes = [
  'date',
  'datetime',
  'dropdown',
  'radio',
  'number',
  'phoneNumber',
  'textArea',
  'uploadImage',
  'autoComplete',
  'confirmCheckbox',
  'group',
  'textfield',
  'diagnosisCode',
  'procedureCode',
] as const;
export type FieldType = (typeof fieldTypes)[number];

export type Option = { label: string; value: string };
export type Dependency = { inputName: string; rule: 'equal' | 'lessThan' | 'moreThan'; value: string | number };
export type Validator = {
  type: 'string' | 'number' | 'date';
  pattern?: string;
  min?: number;
  max?: number;
  notFuture?: boolean;
  message?: string;
};

export interface FormField {
  inputName: string;
  uiLabel: string;
  type: FieldType;
  isRequired: boolean;
  value: string | number | boolean | null | unknown[];
  props: { visible: boolean; disabled: boolean; dataSource: Option[] | string | null; isList?: boolean };
  validator: Validator | null;
  dependencies: Dependency[];
  subfields: FormField[];
}

export interface FormSection {
  id: string;
  title: string;
  fields: FormField[];
}

export interface FormDefinition {
  formType: string;
  version: number;
  sections: FormSection[];
}

type FieldOptions = Partial<Omit<FormField, 'inputName' | 'uiLabel' | 'type' | 'props'>> & Partial<FormField['props']>;

const validatorFor: Partial<Record<FieldType, Validator>> = {
  date: { type: 'date' },
  datetime: { type: 'date' },
  number: { type: 'number', min: 0 },
};

export function field(inputName: string, uiLabel: string, type: FieldType, options: FieldOptions = {}): FormField {
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

export const options = (...labels: string[]): Option[] => labels.map((label) => ({ label, value: label }));

export const yesNo = options('Yes', 'No');

/** Shown only when another field has a given value (rule 'equal' unless told). */
export function when(inputName: string, value: string | number, rule: Dependency['rule'] = 'equal'): Dependency[] {
  return [{ inputName, rule, value }];
}

export const emailValidator: Validator = {
  type: 'string',
  pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
  message: 'E-mail address must be valid',
};

/** Every field, subfields included, depth first. */
export function allFields(definition: FormDefinition): FormField[] {
  const walk = (fields: FormField[]): FormField[] => fields.flatMap((f) => [f, ...walk(f.subfields)]);
  return definition.sections.flatMap((s) => walk(s.fields));
}
