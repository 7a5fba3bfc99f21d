import { z } from 'zod';
import { withFieldRules } from '@/lib/forms/field-rules';

/** Hospital charges rules (docs/product/pre-authorisation.md#hospital-charges): both required, numbers ≥ 0, minimum strictly below maximum. */
export function hospitalChargesErrors(minCost: string, maxCost: string): Record<string, string> {
  const errors: Record<string, string> = {};
  const min = Number(minCost);
  const max = Number(maxCost);
  if (minCost.trim() === '') errors.minCost = 'errors.fieldEmpty';
  else if (!Number.isFinite(min) || min < 0) errors.minCost = 'errors.number';
  if (maxCost.trim() === '') errors.maxCost = 'errors.fieldEmpty';
  else if (!Number.isFinite(max) || max < 0) errors.maxCost = 'errors.number';
  // Equal values are refused too.
  if (!errors.minCost && !errors.maxCost && min >= max) errors.minCost = 'errors.minNotBelowMax';
  return errors;
}

/** The charges form: amounts as typed, checked by hospitalChargesErrors. */
export const hospitalChargesSchema = withFieldRules(z.object({ minCost: z.string(), maxCost: z.string() }), (v) =>
  hospitalChargesErrors(v.minCost, v.maxCost),
);
export type HospitalChargesValues = z.input<typeof hospitalChargesSchema>;
