import path from 'node:path';

/**
 * One thing wrong with the tenants folder, precise enough that a product owner
 * can fix it without reading code: which file, which field, what was expected
 * and what was found.
 */
export interface Problem {
  /** Path relative to the working directory, with forward slashes. */
  file: string;
  /** Dotted field path (`palettes.dark.text`, `locales.offered[1]`) or a location such as `line 3 column 5`. */
  where?: string;
  expected: string;
  got: string;
}

/** `<file>: <where>: expected <what>, got <what>` — one line, no trailing period. */
export function formatProblem(problem: Problem): string {
  const where = problem.where ? `${problem.where}: ` : '';
  return `${problem.file}: ${where}expected ${problem.expected}, got ${problem.got}`;
}

/** A path relative to `cwd` that reads the same on every OS. */
export function displayPath(absolute: string, cwd: string): string {
  const relative = path.relative(cwd, absolute) || '.';
  return relative.split(path.sep).join('/');
}

/** `palettes.dark.text`, `locales.offered[1]`. */
export function fieldPath(segments: ReadonlyArray<PropertyKey>): string {
  return segments.map((s, i) => (typeof s === 'number' ? `[${s}]` : `${i === 0 ? '' : '.'}${String(s)}`)).join('');
}

const maxShown = 60;

/** How a found value reads in a problem line; long values are cut so the line stays one line. */
export function describeValue(value: unknown): string {
  if (value === undefined) {
    return 'nothing (the field is missing)';
  }
  // JSON.stringify gives undefined only for functions and symbols, which JSON input never holds.
  const json = JSON.stringify(value) ?? typeof value;
  const shown = json.length > maxShown ? `${json.slice(0, maxShown - 1)}…` : json;
  // Quotes tell a string from a number or boolean; containers are named because `{}` alone is easy to misread.
  if (value === null || typeof value !== 'object') {
    return shown;
  }
  return `${Array.isArray(value) ? 'an array' : 'an object'} ${shown}`;
}
