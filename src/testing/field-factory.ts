import type { FormField, FormFieldType } from '@/lib/api/contract/patient-booking/forms';

/** Builds a definition field for tests and stories; overrides win. */
export function makeField(inputName: string, type: FormFieldType, overrides: Partial<FormField> = {}): FormField {
  return {
    inputName,
    uiLabel: overrides.uiLabel ?? inputName,
    type,
    isRequired: true,
    value: null,
    validator: null,
    dependencies: [],
    subfields: [],
    ...overrides,
    props: { visible: true, disabled: false, dataSource: null, ...overrides.props },
  };
}
