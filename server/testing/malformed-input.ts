import type { z } from 'zod';

/*
 * Helpers of the malformed-input walk (server/malformed-input.test.ts): they
 * read the contract's zod schemas of a route to build a valid-looking request
 * and the list of fields to spoil one at a time.
 */

type Path = (string | number)[];
interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
  items?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  getter?: () => z.ZodType;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const wrappers = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** The schema under optional/nullable/default wrappers, the input side of pipes and lazy getters. */
export function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let i = 0; i < 20; i += 1) {
    const def = defOf(current);
    if (wrappers.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else if (def.type === 'lazy' && def.getter) current = def.getter();
    else return current;
  }
  return current;
}

/** The object variants a request schema accepts (each option of a union). */
export function objectVariants(schema: z.ZodType | undefined): z.ZodType[] {
  if (!schema) return [];
  const inner = unwrap(schema);
  const def = defOf(inner);
  if (def.type === 'union' && def.options) return def.options.flatMap((o) => objectVariants(o));
  return def.type === 'object' ? [inner] : [];
}

/** Every field of an object schema, nested objects (and first array items) included, with its path. */
export function fieldPaths(schema: z.ZodType, prefix: Path = [], depth = 0): { path: Path; schema: z.ZodType }[] {
  const def = defOf(unwrap(schema));
  if (depth > 3) return [];
  if (def.type === 'object' && def.shape) {
    return Object.entries(def.shape).flatMap(([key, child]) => {
      const path = [...prefix, key];
      return [{ path, schema: child }, ...fieldPaths(child, path, depth + 1)];
    });
  }
  if (def.type === 'array' && def.element) {
    const inner = defOf(unwrap(def.element));
    return inner.type === 'object' ? fieldPaths(def.element, [...prefix, 0], depth + 1) : [];
  }
  return [];
}

const passes = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

/**
 * A value the schema accepts: the name-based guess first (real ids of the
 * signed-in user), then generic candidates; the first candidate when none
 * passes (the request is then refused before the handler, still a valid case).
 */
export function sampleOf(schema: z.ZodType, name: string, guesses: (name: string) => unknown[], depth = 0): unknown {
  const inner = unwrap(schema);
  const def = defOf(inner);
  const fromGuesses = guesses(name).find((v) => passes(schema, v));
  if (fromGuesses !== undefined) return fromGuesses;
  switch (def.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(def.shape ?? {})) out[key] = sampleOf(child, key, guesses, depth + 1);
      return out;
    }
    case 'array': {
      if (depth > 4 || !def.element) return [];
      const item = sampleOf(def.element, name, guesses, depth + 1);
      return [[item], [item, item], []].find((v) => passes(schema, v)) ?? [item];
    }
    case 'tuple':
      return (def.items ?? []).map((item) => sampleOf(item, name, guesses, depth + 1));
    case 'union':
      return sampleOf(def.options![0]!, name, guesses, depth + 1);
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'record':
      return {};
    default: {
      const candidates = genericCandidates();
      return candidates.find((v) => passes(schema, v)) ?? candidates[0];
    }
  }
}

const genericCandidates = () => [
  'Alice',
  'abcdef',
  '2026-03-10',
  '2026-03-10T09:00:00+08:00',
  'walker@example.com',
  'Demo@1234x',
  '+6591234567',
  'ABC123',
  'true',
  1,
  true,
  'x'.repeat(20),
  'Abcdefghijklmnopqrst_-1234567890',
];

/** Sets the value at a path of a (deep-copied) body. */
export function withValue(base: unknown, path: Path, value: unknown): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) {
    if (node[key] === null || typeof node[key] !== 'object') node[key] = typeof key === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  }
  node[path[path.length - 1]!] = value;
  return copy;
}

const junk = 'ｊｕｎｋ \u202e\u200b\ufeff\u0000\u0007 𝕏💥\ud800 \\"\'`<script>%00;--';

/** The spoilt values every field gets, one at a time: bad dates, huge numbers, wrong types, sizes, unicode junk. */
export const malformedValues: readonly { label: string; value: unknown }[] = [
  { label: 'date 2026-13-45', value: '2026-13-45' },
  { label: 'date 0000-01-01', value: '0000-01-01' },
  { label: 'date 2026-02-30', value: '2026-02-30' },
  { label: 'number 1e308', value: 1e308 },
  { label: 'number 1e20', value: 1e20 },
  { label: 'string 99999999999999999999', value: '99999999999999999999' },
  { label: 'number -1', value: -1 },
  { label: 'string for number', value: 'abc' },
  { label: 'number for string', value: 12345 },
  { label: 'array', value: ['a', 1] },
  { label: 'object', value: { a: 1 } },
  { label: 'null', value: null },
  { label: 'boolean', value: true },
  { label: 'empty string', value: '' },
  { label: '10 kB string', value: 'x'.repeat(10 * 1024) },
  { label: 'unicode junk', value: junk },
];

const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** How a spoilt value travels in a path segment or query string. */
export function asUrlText(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  // encodeURIComponent throws on a lone surrogate; the walk wants the bytes through, not a test crash.
  return encodeURIComponent(text.replace(loneSurrogate, '\ufffd'));
}
