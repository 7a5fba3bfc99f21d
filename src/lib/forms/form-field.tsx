import type { ReactNode } from 'react';
import {
  useController,
  type FieldPath,
  type FieldPathByValue,
  type FieldValues,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '@/components/ui/text-field/text-field';
import { errorText } from './use-zod-form';

/** What a bound control receives: the value, its setters and the translated error. */
export interface BoundField<Value> {
  name: string;
  value: Value;
  onChange: (value: Value) => void;
  onBlur: () => void;
  /** The field's error in the reader's language, or undefined while it is valid. */
  errorMessage: string | undefined;
}

/** Props shared by every field bound to a useZodForm form. */
interface BindingProps<Values extends FieldValues, Name extends FieldPath<Values>> {
  form: UseFormReturn<Values>;
  name: Name;
  /** Translation namespace of the schema's message keys. */
  ns: string;
  /** Runs after the value changed, e.g. to clear a message that is not the field's own. */
  onValueChange?: (value: PathValue<Values, Name>) => void;
  /** Editing takes back the field's message (default); false keeps it until the next check. */
  clearOnChange?: boolean;
}

/** Props of FormField: the binding and how to draw the control. */
export interface FormFieldProps<Values extends FieldValues, Name extends FieldPath<Values>> extends BindingProps<
  Values,
  Name
> {
  render: (field: BoundField<PathValue<Values, Name>>) => ReactNode;
}

function useBoundField<Values extends FieldValues, Name extends FieldPath<Values>>({
  form,
  name,
  ns,
  onValueChange,
  clearOnChange = true,
}: BindingProps<Values, Name>): BoundField<PathValue<Values, Name>> {
  const { t } = useTranslation(ns);
  const { field, fieldState } = useController({ control: form.control, name });
  return {
    name: field.name,
    value: field.value,
    onChange: (value) => {
      field.onChange(value);
      // Editing a field takes back what it was told until it is checked again (blur or submit, per form).
      if (clearOnChange) form.clearErrors(name);
      onValueChange?.(value);
    },
    onBlur: field.onBlur,
    errorMessage: errorText(t, fieldState.error),
  };
}

/** Binds any control (Select, Checkbox, RadioGroup, DatePicker…) to a useZodForm field. */
export function FormField<Values extends FieldValues, Name extends FieldPath<Values>>({
  render,
  ...binding
}: FormFieldProps<Values, Name>) {
  return <>{render(useBoundField(binding))}</>;
}

/** Props of FormTextField: the binding plus the TextField's own props. */
export type FormTextFieldProps<
  Values extends FieldValues,
  Name extends FieldPathByValue<Values, string>,
> = BindingProps<Values, Name> & {
  /** The input's HTML name when it differs from the schema's (kept stable for password managers). */
  inputName?: string;
} & Omit<TextFieldProps, 'form' | 'name' | 'value' | 'onChange' | 'onBlur' | 'errorMessage'>;

/** The design-system TextField bound to a string field of a useZodForm form. */
export function FormTextField<Values extends FieldValues, Name extends FieldPathByValue<Values, string>>({
  form,
  name,
  ns,
  onValueChange,
  clearOnChange,
  inputName,
  ...textField
}: FormTextFieldProps<Values, Name>) {
  const bound = useBoundField({
    form,
    name,
    ns,
    onValueChange,
    ...(clearOnChange === undefined ? {} : { clearOnChange }),
  });
  return (
    <TextField
      {...textField}
      {...bound}
      name={inputName ?? bound.name}
      value={bound.value}
      onChange={(value) => bound.onChange(value as PathValue<Values, Name>)}
    />
  );
}
