import { and, desc, eq } from 'drizzle-orm';
import type { CountryCode } from 'libphonenumber-js';
import type { FormValues } from '../../../src/lib/api/contract/form-rules/dependencies';
import { validateForm } from '../../../src/lib/api/contract/form-rules/validate';
import { invisibleCharactersMessage } from '../../../src/lib/api/contract/text';
import type { FormDefinition, FormField } from '../../../src/lib/api/contract/patient-booking/forms';
import type { PafFormSubType } from '../../../src/lib/api/contract/pre-authorisation/paf';
import { formTemplates } from '../../db/schema/domain';
import type { Deps } from '../../types';
import { HttpError } from '../../lib/http-error';

/** A payor's PAF section template, else the tenant's; the newest version wins. */
export async function loadPafForm(
  deps: Deps,
  tenantId: string,
  clientId: string,
  subType: PafFormSubType,
): Promise<FormDefinition | null> {
  const rows = await deps.db
    .select()
    .from(formTemplates)
    .where(and(eq(formTemplates.tenantId, tenantId), eq(formTemplates.type, 'PAF'), eq(formTemplates.subType, subType)))
    .orderBy(desc(formTemplates.version));
  const row = rows.find((r) => r.clientId === clientId) ?? rows.find((r) => r.clientId === null);
  return row ? (row.definition as unknown as FormDefinition) : null;
}

/** Submissions carry Yes/No as booleans; the schema's rules speak Yes/No. */
function asFormValues(fields: readonly FormField[], values: FormValues): FormValues {
  const out: FormValues = { ...values };
  for (const field of fields) {
    const value = values[field.inputName];
    if (field.type === 'radio' && typeof value === 'boolean') out[field.inputName] = value ? 'Yes' : 'No';
    if (field.type === 'group' && field.props.isList && Array.isArray(value)) {
      out[field.inputName] = (value as FormValues[]).map((entry) => asFormValues(field.subfields, entry ?? {}));
    }
  }
  return out;
}

const messages: Record<string, string> = {
  required: '{label} cannot be empty',
  future: '{label} cannot be in the future',
  min: '{label} must be at least {min}',
  max: '{label} must be at most {max}',
  invisible: invisibleCharactersMessage,
};

/** Sections C and D are validated by their server-provided schema (docs/product/pre-authorisation.md#validation); the first problem is the message. */
export function assertPafSection(
  definition: FormDefinition,
  values: FormValues,
  today: string,
  phoneRegion: string,
): void {
  const flat = asFormValues(
    definition.sections.flatMap((s) => s.fields),
    values,
  );
  const issues = Object.entries(validateForm(definition, flat, { today, phoneRegion: phoneRegion as CountryCode }));
  if (issues.length === 0) return;
  const fields = Object.fromEntries(
    issues.map(([path, issue]) => {
      const params = issue.params ?? {};
      const text =
        issue.message ??
        (messages[issue.key] ?? '{label} is not valid').replace(/\{(\w+)\}/g, (_m, k: string) =>
          String(params[k] ?? ''),
        );
      return [path, text];
    }),
  );
  throw new HttpError(400, Object.values(fields)[0] ?? 'Please check the highlighted fields.', fields);
}
