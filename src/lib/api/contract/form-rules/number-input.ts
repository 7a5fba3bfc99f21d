/** Why a typed number was refused. */
export type NumberProblem = 'notANumber' | 'negative';

export type ParsedNumber = { ok: true; value: number | null } | { ok: false; problem: NumberProblem };

/**
 * Reads what a user typed into a number field: '$' and ',' are dropped
 * (people paste "$1,200"), blank is null, and negatives are refused unless
 * allowed (docs/product/form-engine.md#number-input).
 */
export function parseNumberInput(
  text: string,
  { allowNegative = false }: { allowNegative?: boolean } = {},
): ParsedNumber {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (cleaned === '') return { ok: true, value: null };
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return { ok: false, problem: 'notANumber' };
  const value = Number(cleaned);
  if (!Number.isFinite(value)) return { ok: false, problem: 'notANumber' };
  if (value < 0 && !allowNegative) return { ok: false, problem: 'negative' };
  return { ok: true, value };
}

/** Keeps only characters a number can contain, so the field never shows letters. */
export function sanitiseNumberText(text: string, allowNegative = false): string {
  const kept = text.replace(allowNegative ? /[^0-9.,$-]/g : /[^0-9.,$]/g, '');
  return allowNegative ? kept.replace(/(?!^)-/g, '') : kept;
}
