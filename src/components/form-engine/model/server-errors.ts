import { z } from 'zod';
import { formFieldErrorSchema } from '@/lib/api/contract/patient-booking/forms';

const listSchema = z.array(formFieldErrorSchema);

/**
 * A 400 answer as numbered-list lines (docs/product/form-engine.md#server-errors): an array of field and
 * message pairs, a field → message map, or a plain string.
 */
export function serverErrorLines(message: string, fields?: Record<string, string>): string[] {
  if (fields && Object.keys(fields).length > 0) return Object.values(fields);
  try {
    const parsed = listSchema.safeParse(JSON.parse(message));
    if (parsed.success) return parsed.data.map((e) => e.message);
  } catch {
    // not JSON: the message itself is the one line
  }
  return message ? [message] : [];
}
