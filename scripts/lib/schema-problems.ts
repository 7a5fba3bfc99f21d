import type { z } from 'zod';
import { manifestSchema } from '../../src/lib/tenant/manifest-schema';
import { describeValue, fieldPath, type Problem } from './problem';

type RawIssue = z.core.$ZodRawIssue;

const article = (noun: string) => `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`;

/**
 * Zod's own messages ("Invalid input") say nothing a product owner can act on,
 * so every issue the schema leaves unworded is phrased as "what was expected".
 * Messages written in the schema itself win over this map.
 */
const expectedPhrase: z.core.$ZodErrorMap = (issue: RawIssue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? `${article(issue.expected)} (required)` : article(issue.expected);
    case 'invalid_value':
      return `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'too_small':
      return bound(issue.origin, 'at least', issue.minimum);
    case 'too_big':
      return bound(issue.origin, 'at most', issue.maximum);
    case 'invalid_format':
      return issue.format === 'regex' && 'pattern' in issue
        ? `a string matching ${String(issue.pattern)}`
        : `a valid ${issue.format}`;
    case 'not_multiple_of':
    case 'custom':
    case 'invalid_element':
    case 'invalid_key':
    case 'invalid_union':
    case 'unrecognized_keys':
      // Worded by the schema itself, or (unknown fields) by `unknownField` below.
      return undefined;
  }
};

function bound(origin: string, relation: string, limit: number | bigint): string {
  if (origin === 'string') {
    return limit === 1 && relation === 'at least'
      ? 'a non-empty string'
      : `a string of ${relation} ${limit} characters`;
  }
  if (origin === 'array') {
    return `${relation} ${limit} item${limit === 1 ? '' : 's'}`;
  }
  return `a number ${relation} ${limit}`;
}

/** The allowed keys of the object schema at `path`, to suggest a fix for a misspelt field. */
function knownKeys(path: ReadonlyArray<PropertyKey>): string[] {
  let node: z.core.$ZodType = manifestSchema;
  for (const segment of [...path, null]) {
    // Unwrap optional/default/array wrappers to reach the object that owns the next key.
    for (;;) {
      const def = node._zod.def as { type: string; innerType?: z.core.$ZodType; element?: z.core.$ZodType };
      const inner = def.innerType ?? (def.type === 'array' ? def.element : undefined);
      if (!inner) break;
      node = inner;
    }
    const shape = (node._zod.def as { shape?: Record<string, z.core.$ZodType> }).shape;
    if (!shape) return [];
    if (segment === null) return Object.keys(shape);
    if (typeof segment === 'number') continue;
    const next = shape[String(segment)];
    if (!next) return [];
    node = next;
  }
  return [];
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(
        above + 1,
        row[j - 1]! + 1,
        diagonal + (a[i - 1]!.toLowerCase() === b[j - 1]!.toLowerCase() ? 0 : 1),
      );
      diagonal = above;
    }
  }
  return row[b.length]!;
}

function unknownField(file: string, parent: ReadonlyArray<PropertyKey>, key: string): Problem {
  const near = knownKeys(parent)
    .map((k) => ({ k, d: editDistance(key, k) }))
    .filter(({ d }) => d <= 2)
    .sort((x, y) => x.d - y.d)[0];
  const owner = parent.length > 0 ? fieldPath(parent) : 'the manifest';
  return {
    file,
    where: fieldPath([...parent, key]),
    expected: `a known field of ${owner}${near ? ` (did you mean "${near.k}"?)` : ''}`,
    got: 'an unknown field',
  };
}

/** Schema problems of one parsed manifest; empty when it matches the schema. */
export function schemaProblems(file: string, data: unknown): Problem[] {
  const result = manifestSchema.safeParse(data, { reportInput: true, error: expectedPhrase });
  if (result.success) return [];
  return result.error.issues.flatMap((issue): Problem[] => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => unknownField(file, issue.path, key));
    }
    return [{ file, where: fieldPath(issue.path), expected: issue.message, got: describeValue(issue.input) }];
  });
}
