import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from './lib/http-error';
import { isStateChanging } from './lib/route-table';
import { z } from 'zod';
import { errorEnvelopeSchema } from '../src/lib/api/contract/envelope';
import {
  profileAttributesResponseSchema,
  sidebarResponseSchema,
  userMenuResponseSchema,
} from '../src/lib/api/contract/shell';
import { Browser, createTestApp, errorOf, parse, type TestApp } from './testing/test-app';

const operation = z.object({
  parameters: z.array(z.object({ name: z.string() })).optional(),
  requestBody: z
    .object({
      // A union body (the signing link's drawn or typed signature) has no top-level properties.
      content: z.record(
        z.string(),
        z.object({ schema: z.object({ properties: z.record(z.string(), z.unknown()).optional() }) }),
      ),
    })
    .optional(),
});
const openApiShape = z.object({ openapi: z.string(), paths: z.record(z.string(), z.record(z.string(), operation)) });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    extraRoutes: (app) => {
      app.get('/api/v1/test/boom', () => {
        throw new Error('database exploded at secret place');
      });
      app.get('/api/v1/test/teapot', () => {
        throw new HttpError(418, 'Short and stout.');
      });
    },
  });
});
afterAll(async () => {
  await t?.close();
});

/** Fills `:param` segments so every route can be called. */
const concrete = (url: string) =>
  url
    .replace(/:clientName/g, 'ava-sg')
    .replace(/:(\w+)/g, 'x')
    .replace('*', 'x');

function expectNoStack(body: string) {
  expect(body).not.toMatch(/\bat [\w.<>]+ \(/);
  expect(body).not.toMatch(/\n\s+at /);
  expect(body).not.toMatch(/\.ts:\d+/);
  expect(body).not.toMatch(/stack/i);
}

describe('route table', () => {
  it('lists the routes of every area', () => {
    const urls = t.app.routeTable.map((r) => `${r.method} ${r.url}`);
    expect(urls).toContain('POST /api/v1/access/authenticate');
    expect(urls).toContain('POST /apis/v1/authenticate/token');
    expect(urls).toContain('GET /api/docs');
    expect(t.app.routeTable.filter((r) => isStateChanging(r.method)).length).toBeGreaterThan(5);
  });

  it('refuses every state-changing route without a matching X-XSRF-TOKEN header (403)', async () => {
    const b = new Browser(t.app, 'ava-sg', '10.1.0.1');
    await b.login('patient@ava-sg.demo');
    for (const route of t.app.routeTable.filter((r) => isStateChanging(r.method))) {
      const method = route.method as 'POST';
      const url = concrete(route.url);
      const missing = await b.request({ method, url, payload: {}, xsrf: false });
      expect(missing.statusCode, `${method} ${route.url} without header`).toBe(403);
      const wrong = await b.request({
        method,
        url,
        payload: {},
        xsrf: false,
        headers: { 'x-xsrf-token': 'x'.repeat(43) },
      });
      expect(wrong.statusCode, `${method} ${route.url} wrong header`).toBe(403);
      const noCookie = await t.app.inject({
        method,
        url,
        payload: {},
        headers: { 'x-xsrf-token': b.cookies.get('XSRF-TOKEN')!, authorization: b.authorization },
      });
      expect(noCookie.statusCode, `${method} ${route.url} without cookie`).toBe(403);
    }
  });
});

describe('headers and error bodies', () => {
  it('sends the production headers on API, error and page answers', async () => {
    for (const url of ['/api/v1/xsrf', '/api/v1/nope', '/sso/meridian-sg/login']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['content-security-policy']).toContain("object-src 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('never puts a stack trace in 404, 400, 413-style and 500 answers', async () => {
    const b = new Browser(t.app, 'ava-sg', '10.1.0.2');
    await b.primeXsrf();
    const answers = [
      [404, await b.request({ method: 'GET', url: '/api/v1/does-not-exist' })],
      [400, await b.request({ method: 'POST', url: '/api/v1/access/authenticate', payload: { email: 42 } })],
      [
        400,
        await b.request({
          method: 'POST',
          url: '/api/v1/errors',
          headers: { 'content-type': 'application/json' },
          payload: '{"broken',
        }),
      ],
      [500, await b.request({ method: 'GET', url: '/api/v1/test/boom' })],
      [418, await b.request({ method: 'GET', url: '/api/v1/test/teapot' })],
    ] as const;
    for (const [status, res] of answers) {
      expect(res.statusCode).toBe(status);
      const body = errorEnvelopeSchema.parse(res.json());
      expect(body.status).toBe(status);
      expect(body.error.message.length).toBeGreaterThan(0);
      expectNoStack(res.body);
    }
    expect(answers[3][1].body).not.toContain('secret place');
  });

  it('answers validation failures with per-field messages', async () => {
    const b = new Browser(t.app, 'ava-sg', '10.1.0.3');
    await b.primeXsrf();
    const res = await b.request({
      method: 'POST',
      url: '/api/v1/access/authenticate',
      payload: { clientName: 'ava-sg' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(errorOf(res).fields ?? {})).toEqual(expect.arrayContaining(['email', 'password']));
  });
});

describe('tenant authorization header and isolation', () => {
  it('refuses API calls for a known tenant without its fixed Authorization value', async () => {
    const b = new Browser(t.app, 'ava-sg', '10.1.1.1');
    await b.primeXsrf();
    const payload = { email: 'patient@ava-sg.demo', password: 'Demo@1234', clientName: 'ava-sg' };
    const none = await b.request({ method: 'POST', url: '/api/v1/access/authenticate', payload, auth: false });
    expect(none.statusCode).toBe(401);
    const otherTenants = await b.request({
      method: 'POST',
      url: '/api/v1/access/authenticate',
      payload,
      headers: { authorization: t.app.deps.tenants.get('lumina-my')!.api.authorization },
    });
    expect(otherTenants.statusCode).toBe(401);
    await b.login('patient@ava-sg.demo');
    expect((await b.request({ method: 'GET', url: '/api/v1/session', auth: false })).statusCode).toBe(401);
    expect((await b.request({ method: 'GET', url: '/api/v1/session' })).statusCode).toBe(200);
  });

  it("refuses a session of one tenant reading another tenant's or user's data", async () => {
    const b = new Browser(t.app, 'ava-sg', '10.1.1.2');
    await b.login('patient@ava-sg.demo');
    expect((await b.request({ method: 'GET', url: '/api/v1/sidebar/ava-sg' })).statusCode).toBe(200);
    expect((await b.request({ method: 'GET', url: '/api/v1/sidebar/doctor-portal' })).statusCode).toBe(200);
    expect((await b.request({ method: 'GET', url: '/api/v1/sidebar/lumina-my' })).statusCode).toBe(403);
    const own = await b.request({ method: 'GET', url: '/api/v1/user/profile/u-ava-sg-patient/attributes' });
    expect(parse(profileAttributesResponseSchema, own).data).toEqual({ firstname: 'Wei Ling', lastname: 'Tan' });
    for (const other of ['u-lumina-my-patient', 'u-ava-sg-doctor']) {
      expect((await b.request({ method: 'GET', url: `/api/v1/user/profile/${other}/attributes` })).statusCode).toBe(
        403,
      );
    }
  });
});

describe('shell data', () => {
  it('serves the settings menu and role sidebars', async () => {
    const b = new Browser(t.app, 'ava-sg', '10.1.2.1');
    await b.login('clinic@ava-sg.demo');
    const menu = parse(userMenuResponseSchema, await b.request({ method: 'GET', url: '/api/v1/user/menu' })).data;
    expect(menu).toContainEqual(['Log out', '/api/v1/access/logout']);
    expect(menu).toContainEqual(['My Account', '/app/user-profile/my-account']);
    const sidebar = parse(
      sidebarResponseSchema,
      await b.request({ method: 'GET', url: '/api/v1/sidebar/ava-sg' }),
    ).data;
    expect(sidebar.map((i) => i.url)).toEqual([
      '/app/provider/prov-ava-sg',
      '/app/schedule/clinic/provider/prov-ava-sg',
      '/app/schedule/clinic/healthscreening/provider/prov-ava-sg',
      '/app/user-profile/my-account',
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user/menu' })).statusCode).toBe(401);
  });

  it('serves Swagger UI at /api/docs over an OpenAPI 3.1 document built from the contract', async () => {
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
    expect(ui.body).toContain('swagger-ui');
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = openApiShape.parse(res.json());
    expect(doc.openapi).toBe('3.1.0');
    expect(
      doc.paths['/api/v1/access/authenticate']?.post?.requestBody?.content['application/json']?.schema.properties,
    ).toHaveProperty('email');
    expect(doc.paths['/api/v1/registration/{clientName}']?.get?.parameters?.[0]?.name).toBe('clientName');
  });
});
