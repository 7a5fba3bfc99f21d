import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../testing/test-app';
import { registerResponseSchemas, type SerializationReport } from './response-schemas';

/** A server with one route per case, answering `value` through the route's response schema. */
async function serverFor(
  cases: Record<string, { schema: z.ZodType; value: unknown }>,
): Promise<{ app: FastifyInstance; report: SerializationReport }> {
  const app = Fastify();
  const report = registerResponseSchemas(app);
  for (const [name, { schema, value }] of Object.entries(cases)) {
    app.get(`/${name}`, { schema: { response: { 200: schema } } }, () => Promise.resolve(value));
  }
  await app.ready();
  return { app, report };
}

const cell = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), value: z.string() }),
  z.object({ type: z.literal('milliseconds'), value: z.number() }),
]);

/** Values as handlers return them, including the awkward ones: nulls, missing optionals, undefined, escapes, unions. */
const cases = {
  nullable: {
    schema: z.object({ a: z.string().nullable(), b: z.object({ c: z.number() }).nullable() }),
    value: { a: null, b: null },
  },
  optional: {
    schema: z.object({ a: z.string().optional(), b: z.number().optional(), c: z.string() }),
    value: { b: undefined, c: 'x' },
  },
  escapes: {
    schema: z.object({ s: z.string() }),
    value: { s: 'quote " backslash \\ newline \n tab \t lone \ud800 emoji 😀 and a long tail '.repeat(3) },
  },
  numbers: {
    schema: z.object({ i: z.number().int(), n: z.number(), big: z.number() }),
    value: { i: -42, n: 0.1 + 0.2, big: 1e21 },
  },
  union: {
    schema: z.object({ cells: z.record(z.string(), cell) }),
    value: { cells: { A: { type: 'text', value: 'a' }, B: { type: 'milliseconds', value: 5 } } },
  },
  defaults: {
    schema: z.object({ kind: z.enum(['link', 'form']).default('link'), label: z.string() }),
    value: { label: 'View' },
  },
  literal: { schema: z.object({ code: z.literal(true), status: z.literal(200) }), value: { code: true, status: 200 } },
  transform: { schema: z.object({ n: z.string().transform((s) => s.length) }), value: { n: 'abc' } },
  isoDate: { schema: z.object({ at: z.iso.datetime() }), value: { at: '2026-01-02T03:04:05.678Z' } },
  loose: { schema: z.looseObject({ a: z.string() }), value: { a: 'x', extra: [1, { b: 2 }] } },
  arrays: {
    schema: z.array(z.object({ tags: z.array(z.string()), pair: z.tuple([z.string(), z.number()]) })),
    value: [{ tags: ['a', 'b'], pair: ['x', 1] }],
  },
  unknown: {
    schema: z.object({ anything: z.unknown(), json: z.any() }),
    value: { anything: { deep: [null, true] }, json: 'x' },
  },
};

describe('response schemas for fast-json-stringify', () => {
  let server: Awaited<ReturnType<typeof serverFor>>;
  beforeAll(async () => {
    server = await serverFor(cases);
  });
  afterAll(async () => server?.app.close());

  it.each(Object.keys(cases))('writes what JSON.stringify wrote: %s', async (name) => {
    const res = await server.app.inject({ method: 'GET', url: `/${name}` });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toStrictEqual(JSON.parse(JSON.stringify(cases[name as keyof typeof cases].value)));
    expect(server.report.compiled).toContain(`GET /${name} 200`);
  });

  it('leaves out properties outside an object schema, which the client strips anyway', async () => {
    const schema = z.object({ a: z.string() });
    const { app } = await serverFor({ extra: { schema, value: { a: 'x', secret: 'never sent' } } });
    const res = await app.inject({ method: 'GET', url: '/extra' });
    expect(res.json()).toStrictEqual({ a: 'x' });
    expect(schema.parse(res.json())).toStrictEqual(schema.parse({ a: 'x', secret: 'never sent' }));
    await app.close();
  });

  it('answers with JSON.stringify, and lists the route, when zod has no JSON Schema for the response', async () => {
    const { app, report } = await serverFor({
      date: { schema: z.object({ at: z.date() }), value: { at: new Date(0) } },
    });
    expect(report.plain).toEqual([{ response: 'GET /date 200', reason: expect.stringMatching(/Date/i) as string }]);
    expect((await app.inject({ method: 'GET', url: '/date' })).body).toBe(JSON.stringify({ at: new Date(0) }));
    await app.close();
  });
});

describe('the reference server', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A route whose handler returns a property its schema lacks: fast-json-stringify leaves it out.
    t = await createTestApp({
      extraRoutes: (app) =>
        app.get('/test/extra-property', { schema: { response: { 200: z.object({ a: z.string() }) } } }, () =>
          Promise.resolve({ a: 'x', b: 'y' }),
        ),
    });
  }, 120_000);
  afterAll(async () => t?.close());

  it('writes every response with a schema from it: none falls back to JSON.stringify', () => {
    expect(t.app.serialization.plain).toEqual([]);
    const withSchema = t.app.routeTable.filter((r) => r.schema.response?.[200]).length;
    expect(t.app.serialization.compiled).toHaveLength(withSchema);
  });

  it('fails, in tests, any answer that differs from JSON.stringify of the same result, so every suite checks every answer', async () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await t.app.inject({ method: 'GET', url: '/test/extra-property' });
    expect(res.statusCode).toBe(500);
    expect(printed).toHaveBeenCalledWith(
      expect.stringContaining('/test/extra-property: the serialised answer differs from JSON.stringify'),
    );
    printed.mockRestore();
  });
});
