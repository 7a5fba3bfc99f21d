import type { Rule } from 'eslint';

/** Why `from` may not import `to` (repository-relative paths), or null when allowed. */
export function zoneViolation(from: string, to: string): string | null;
export const importZonesRule: Rule.RuleModule;
