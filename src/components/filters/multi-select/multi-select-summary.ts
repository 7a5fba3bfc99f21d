/** What the closed multi-select shows (spec: 'All', 'None', or the first value plus '+N more'). */
export type MultiSelectSummary = { kind: 'all' } | { kind: 'none' } | { kind: 'some'; first: string; more: number };

/** Summarises the chosen values against the options, in option order. */
export function summarise(options: readonly string[], selected: readonly string[]): MultiSelectSummary {
  const chosen = options.filter((o) => selected.includes(o));
  if (chosen.length === 0) return { kind: 'none' };
  if (options.length > 0 && chosen.length === options.length) return { kind: 'all' };
  return { kind: 'some', first: chosen[0] as string, more: chosen.length - 1 };
}
