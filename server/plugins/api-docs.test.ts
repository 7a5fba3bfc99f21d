import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compareWithDocument, isStateChanging, openApiPathOf } from '../lib/route-table';
import { accessPolicy } from '../testing/access-policy';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * The API description is the whole API: the document served at /api/docs/json
 * against Fastify's own route table (onRoute), in demo mode, where the most
 * routes are registered.
 */

const operationShape = z.object({
  summary: z.string().optional(),
  security: z.array(z.record(z.string(), z.array(z.string()))),
  responses: z.record(z.string(), z.object({ $ref: z.string().optional(), content: z.unknown().optional() })),
  requestBody: z.object({ content: z.record(z.string(), z.object({ schema: z.unknown() })) }).optional(),
  'x-public': z.literal(true).optional(),
});
const documentShape = z.object({
  openapi: z.literal('3.1.0'),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.object({ schemas: z.record(z.string(), z.unknown()), responses: z.record(z.string(), z.unknown()) }),
});
type Document = z.infer<typeof documentShape>;

/** A route registered the way a hurried change would: no summary, no schemas. */
const throwaway = '/api/v1/test/undocumented';

let t: TestApp;
let document: Document;
beforeAll(async () => {
  t = await createTestApp({ extraRoutes: (app) => app.get(throwaway, () => Promise.resolve({ code: true })) });
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  document = documentShape.parse(res.json());
});
afterAll(async () => {
  await t?.close();
});

const real = () => t.app.routeTable.filter((r) => r.url !== throwaway);
const operation = (method: string, url: string) =>
  operationShape.parse(document.paths[openApiPathOf(url)]?.[method.toLowerCase()]);

describe('the OpenAPI document against the route table', () => {
  it('lists every route the server registers and nothing else, and reports the one added without documentation', () => {
    const coverage = compareWithDocument(t.app.routeTable, document);
    expect(t.app.routeTable.length).toBeGreaterThan(100);
    expect(coverage.missing).toEqual([]);
    expect(coverage.extra).toEqual([]);
    expect(coverage.incomplete).toEqual([`GET ${throwaway}: no summary, no success answer`]);
  });

  it('reports a route the document lacks and an operation the server lacks', () => {
    const edited = structuredClone(document);
    delete edited.paths['/api/v1/xsrf'];
    edited.paths['/api/v1/ghost'] = { get: { summary: 'Not served', security: [], responses: {} } };
    const coverage = compareWithDocument(t.app.routeTable, edited);
    expect(coverage.missing).toEqual(['GET /api/v1/xsrf']);
    expect(coverage.extra).toEqual(['GET /api/v1/ghost']);
  });
});

describe('each operation', () => {
  it('answers errors with the error envelope: 500 and 503 always, 400 with input, 401 and 403 when signed in', () => {
    for (const route of real()) {
      const op = operation(route.method, route.url);
      const refs = Object.fromEntries(Object.entries(op.responses).map(([status, r]) => [status, r.$ref]));
      const name = `${route.method} ${route.url}`;
      expect(refs['500'], name).toBe('#/components/responses/ServerError');
      expect(op.responses['503'], name).toBeDefined();
      if (op.security.some((r) => 'session' in r)) {
        expect(refs['401'], name).toBe('#/components/responses/Unauthorized');
        expect(refs['403'], name).toBe('#/components/responses/Forbidden');
      }
      if (route.schema.body) expect(refs['400'], name).toBe('#/components/responses/BadRequest');
    }
    expect(document.components.responses.ServerError).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
    });
    expect(document.components.schemas.ErrorEnvelope).toMatchObject({ required: ['code', 'status', 'error'] });
  });

  it('takes its request body from the route schema: JSON from the contract, uploads as multipart', () => {
    for (const route of real().filter((r) => r.schema.body)) {
      expect(operation(route.method, route.url).requestBody, `${route.method} ${route.url}`).toBeDefined();
    }
    const login = operation('POST', '/api/v1/access/authenticate').requestBody?.content['application/json'];
    expect(login?.schema).toMatchObject({ properties: { email: {}, password: {} } });
    const upload = operation('POST', '/pds/v1/patient/referral/documents/case/:caseId').requestBody;
    expect(Object.keys(upload?.content ?? {})).toEqual(['multipart/form-data']);
  });

  it('needs a session, the tenant header and, to change state, the XSRF header, unless public', () => {
    for (const route of real()) {
      const op = operation(route.method, route.url);
      const name = `${route.method} ${route.url}`;
      const schemes = op.security.flatMap((r) => Object.keys(r));
      expect(schemes.includes('session'), name).toBe(op['x-public'] !== true);
      if (op['x-public'] !== true) expect(schemes, name).toContain('tenant');
      expect(schemes.includes('xsrf'), name).toBe(isStateChanging(route.method) && route.config.xsrf !== 'form');
    }
  });

  it('is public exactly when the access policy lets a signed-out caller in, or the credential is not a session', () => {
    // Refused to the walk's signed-out caller, yet needing no session: the token in the path is the
    // credential, and the partner sign-on hands over before any session exists.
    const sessionless = new Set([
      'GET /pds/v1/signing/:token',
      'POST /pds/v1/signing/:token',
      'GET /sso/:clientName/login',
      'GET /sso/:clientName/start',
      'GET /sso/:clientName/callback',
    ]);
    const wrong = real().filter((route) => {
      const key = `${route.method} ${route.url}`;
      const open = accessPolicy[key]?.who['signed-out'] !== undefined || sessionless.has(key);
      return open !== (operation(route.method, route.url)['x-public'] === true);
    });
    expect(wrong.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });
});
