import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';

/** What a form's schema must be: zod in, the same shape out, messages as translation keys. */
export type FormSchema<Values extends FieldValues> = z.ZodType<Values, Values>;

/** useForm options less the resolver, which the schema provides. */
export type ZodFormOptions<Values extends FieldValues> = Omit<UseFormProps<Values>, 'resolver'>;

/**
 * The one way to build a form: react-hook-form validated by a zod schema from
 * the contract or the feature's model, whose issue messages are translation keys.
 * Fields render their error through FormField / FormTextField (./form-field).
 */
export function useZodForm<Values extends FieldValues>(
  schema: FormSchema<Values>,
  options: ZodFormOptions<Values> = {},
): UseFormReturn<Values> {
  return useForm<Values>({
    // No form moved focus on a failed submit before this helper; the PAF moves it to its error summary.
    shouldFocusError: false,
    ...options,
    resolver: zodResolver(schema),
  });
}

/**
 * A field error as the user reads it: schema and client messages are keys, while
 * errors set with type 'server' carry the server's own words.
 */
export function errorText(t: (key: string) => string, error: FieldError | undefined): string | undefined {
  if (!error?.message) return undefined;
  return error.type === 'server' ? error.message : t(error.message);
}

/** Every field message of a form in the order the schema raised them, for an error summary. */
export function errorKeys(errors: FieldErrors): string[] {
  return Object.values(errors).flatMap((error) => (typeof error?.message === 'string' ? [error.message] : []));
}
