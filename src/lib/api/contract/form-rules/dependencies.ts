import type { FormDependency, FormField } from '../patient-booking/forms';

/** Values of one scope (a section, or one entry of a list group), keyed by inputName. */
export type FormValues = Record<string, unknown>;

/** Raised when fields depend on each other in a loop; the form cannot decide what to show. */
export class CyclicDependencyError extends Error {
  constructor(readonly cycle: string[]) {
    super(`Cyclical dependency: ${cycle.join(' → ')}`);
    this.name = 'CyclicDependencyError';
  }
}

const asNumber = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.replace(/[$,]/g, ''));
    return Number.isFinite(n) ? n : null;
  }
  return null;
};

/** One rule: equal compares as text (so 18 equals '18'); lessThan/moreThan need two numbers. */
export function ruleHolds(rule: FormDependency['rule'], actual: unknown, expected: string | number): boolean {
  switch (rule) {
    case 'equal':
      if (Array.isArray(actual)) return actual.map(String).includes(String(expected));
      return (typeof actual === 'string' || typeof actual === 'number') && String(actual) === String(expected);
    case 'lessThan': {
      const a = asNumber(actual);
      const b = asNumber(expected);
      return a !== null && b !== null && a < b;
    }
    case 'moreThan': {
      const a = asNumber(actual);
      const b = asNumber(expected);
      return a !== null && b !== null && a > b;
    }
  }
}

/**
 * Shown when its props say visible and every dependency holds. A dependency on
 * a field that is itself hidden does not hold: a hidden answer must not reveal
 * follow-up questions.
 */
export function isFieldVisible(
  field: FormField,
  scope: readonly FormField[],
  values: FormValues,
  seen: Set<string> = new Set(),
): boolean {
  if (!field.props.visible) return false;
  if (seen.has(field.inputName)) throw new CyclicDependencyError([...seen, field.inputName]);
  const next = new Set(seen).add(field.inputName);
  return field.dependencies.every((dep) => {
    const target = scope.find((f) => f.inputName === dep.inputName);
    if (target && !isFieldVisible(target, scope, values, next)) return false;
    return ruleHolds(dep.rule, values[dep.inputName], dep.value);
  });
}

/**
 * Throws CyclicDependencyError if the fields of one scope depend on each other
 * in a loop (a → b → a). Run once per definition, before rendering.
 */
export function assertNoCycles(fields: readonly FormField[]): void {
  const byName = new Map(fields.map((f) => [f.inputName, f]));
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string, path: string[]) => {
    const mark = state.get(name);
    if (mark === 'done') return;
    if (mark === 'visiting') throw new CyclicDependencyError([...path.slice(path.indexOf(name)), name]);
    state.set(name, 'visiting');
    for (const dep of byName.get(name)?.dependencies ?? []) {
      if (byName.has(dep.inputName)) visit(dep.inputName, [...path, name]);
    }
    state.set(name, 'done');
  };
  for (const f of fields) visit(f.inputName, []);
  for (const f of fields) if (f.subfields.length > 0) assertNoCycles(f.subfields);
}
