import type { FastifyInstance } from 'fastify';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/** How each route's answers are written: from its schema by fast-json-stringify, or by JSON.stringify. */
export interface SerializationReport {
  /** Responses (route and status) written by fast-json-stringify from the contract's schema. */
  compiled: string[];
  /** Responses whose schema could not be converted: JSON.stringify writes them, as it did every answer before. */
  plain: Array<{ response: string; reason: string }>;
}

const primitives = new Set(['string', 'number', 'integer', 'boolean']);
// "Any value": fast-json-stringify hands it to JSON.stringify. A new object each time, as the compiler may annotate schemas.
const any = (): JsonSchema => ({});
const isAny = (schema: JsonSchema) => Object.keys(schema).length === 0;

/**
 * What fast-json-stringify needs to write exactly what JSON.stringify wrote,
 * from the JSON Schema of a response as the client parses it (zod's input
 * side). Only the structure is kept: types, properties, items and records.
 * Dropped, because fast-json-stringify would act on them: `required` (it
 * throws on a missing property), `default` (it would write the default),
 * `const` (it would write the constant whatever the value), `format` (it
 * would reformat dates). Unions other than "X or null" become "any", which
 * it hands to JSON.stringify: a union would cost an Ajv validation per value.
 * Properties outside an object's schema are left out, as the client's zod
 * parse strips them anyway; records keep all their keys.
 */
export function serializationSchema(json: unknown): JsonSchema {
  if (typeof json !== 'object' || json === null) return any();
  const s = json as JsonSchema;
  const options = (s.anyOf ?? s.oneOf) as unknown[] | undefined;
  if (options) {
    const isNull = (o: unknown) =>
      (o as JsonSchema | null)?.type === 'null' && Object.keys(o as JsonSchema).length === 1;
    const rest = options.filter((o) => !isNull(o));
    // "X or null": written as X, or null.
    if (options.length === 2 && rest.length === 1 && Object.keys(s).length === 1) {
      return nullable(serializationSchema(rest[0]));
    }
    return any();
  }
  if (s.$ref !== undefined || s.allOf !== undefined || s.not !== undefined || s.if !== undefined) return any();
  const types = Array.isArray(s.type) ? (s.type as string[]) : typeof s.type === 'string' ? [s.type] : [];
  const concrete = types.filter((t) => t !== 'null');
  if (concrete.length !== 1) return any();
  const type = concrete[0]!;
  let out: JsonSchema;
  if (primitives.has(type)) {
    out = { type };
  } else if (type === 'array') {
    // Tuples (prefixItems) and arrays without an item schema go to JSON.stringify whole.
    if (s.prefixItems !== undefined || typeof s.items !== 'object' || s.items === null || Array.isArray(s.items)) {
      return any();
    }
    out = { type, items: serializationSchema(s.items) };
  } else if (type === 'object') {
    if (s.patternProperties !== undefined) return any();
    const properties = Object.fromEntries(
      Object.entries((s.properties ?? {}) as JsonSchema).map(([key, value]) => [key, serializationSchema(value)]),
    );
    out = { type, properties };
    // A record (or a loose object) keeps every key: its values are written from their schema, or by JSON.stringify.
    const extra =
      typeof s.additionalProperties === 'object' && s.additionalProperties !== null
        ? serializationSchema(s.additionalProperties)
        : s.additionalProperties === true
          ? any()
          : undefined;
    // A record of "any" (the worklist's cells, a union per value) is one JSON.stringify call rather than one per key.
    if (extra && isAny(extra) && Object.keys(properties).length === 0) return any();
    if (extra) out.additionalProperties = extra;
  } else {
    return any();
  }
  return types.includes('null') ? nullable(out) : out;
}

function nullable(schema: JsonSchema): JsonSchema {
  return isAny(schema) ? schema : { ...schema, nullable: true };
}

const converted = new WeakMap<object, JsonSchema>();

/** The zod response schema as fast-json-stringify's schema; throws when zod cannot express it as JSON Schema. */
export function responseSchemaOf(schema: z.ZodType): JsonSchema {
  let out = converted.get(schema);
  if (!out) {
    // The client parses the wire format, so it is the input side of each schema (before transforms and defaults).
    out = serializationSchema(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'throw' }));
    converted.set(schema, out);
  }
  return out;
}

/** A route's response schema as zod: Fastify may hand it over wrapped as `{ properties: schema }`. */
function zodOf(schema: unknown): z.ZodType | null {
  if (schema instanceof z.ZodType) return schema;
  const wrapped = (schema as { properties?: unknown } | null)?.properties;
  return wrapped instanceof z.ZodType ? wrapped : null;
}

/**
 * Fastify's serializer compiler for the contract's zod response schemas:
 * fast-json-stringify compiled from each schema's JSON Schema, instead of
 * JSON.stringify for every answer. The route keeps its zod schema, so the
 * route table and the OpenAPI document read the contract itself. A schema
 * zod cannot convert (dates, custom types...) is written by JSON.stringify
 * for that route and status only, and is listed in the report.
 */
export function registerResponseSchemas(app: FastifyInstance): SerializationReport {
  const report: SerializationReport = { compiled: [], plain: [] };
  app.setSerializerCompiler(({ schema, method, url, httpStatus }) => {
    const name = `${method} ${url} ${httpStatus}`;
    const contract = zodOf(schema);
    if (!contract) return fastJson(schema as JsonSchema);
    try {
      const write = fastJson(responseSchemaOf(contract));
      if (method !== 'HEAD') report.compiled.push(name);
      return write;
    } catch (err) {
      if (method !== 'HEAD') report.plain.push({ response: name, reason: (err as Error).message.split('\n')[0] ?? '' });
      return (data: unknown) => JSON.stringify(data);
    }
  });
  return report;
}
