import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { logoutPath, roleIds, sessionPath, sessionResponseSchema } from '../src/lib/api/contract/auth';
import { changePasswordPath, profilePath } from '../src/lib/api/contract/account';
import { registerPath, signupPath, signupResponseSchema } from '../src/lib/api/contract/signup';
import { invisibleCharactersMessage } from '../src/lib/api/contract/text';
import { errorEnvelopeSchema } from '../src/lib/api/contract/envelope';
import { sessionConfig } from './config';
import { appointmentRequests, appointmentUnits, pafCases, payors } from './db/schema/domain';
import {
  asUrlText,
  fieldPaths,
  malformedValues,
  objectVariants,
  sampleOf,
  unwrap,
  withValue,
} from './testing/malformed-input';
import { Browser, createTestApp, errorOf, parse, type TestApp } from './testing/test-app';
import type { RouteEntry } from './types';

/*
 * Walks the whole route table: every path parameter, query field and body
 * field (nested ones too) gets each malformed value in turn while the rest of
 * the request stays valid-looking, signed in as every role and signed out.
 * No answer may be a 500, and every 4xx is the error envelope with a plain message.
 */

const tenant = 'ava-sg';
const dataExceptionUrl = '/api/v1/test/data-exception';
/** Routes that end the session or change the password the walk signs in with. */
const skipped = new Set([`POST ${logoutPath}`, `POST ${changePasswordPath}`, `GET ${dataExceptionUrl}`]);
/** Values the other sessions send in every field at once: enough to show validation answers the same for every role. */
const quickLabels = ['date 2026-13-45', 'unicode junk', 'null'];
const nestedLabels = new Set([
  'date 0000-01-01',
  'number 1e308',
  'number for string',
  'null',
  'unicode junk',
  '10 kB string',
]);

interface Session {
  label: string;
  browser: Browser;
  email?: string;
  guess: (name: string, url: string) => unknown[];
}

let t: TestApp;
let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `10.${200 + (ipCounter >> 16)}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};
const day = (offset: number) => new Date(Date.now() + offset * 864e5).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp({
    seedDomain: true,
    extraRoutes: (app) => {
      // What a driver throws when PostgreSQL refuses a value (drizzle wraps it with the query as cause).
      app.get(dataExceptionUrl, () => {
        const driver = Object.assign(new Error('invalid input syntax for type date: "2026-13-45"'), { code: '22007' });
        throw new Error('Failed query: select * from schedule_days where local_date = $1\nparams: 2026-13-45', {
          cause: driver,
        });
      });
    },
  });
});
afterAll(async () => {
  await t?.close();
});

/** Real ids the signed-in user can reach, so the handler behind the validation is reached too. */
async function guessesFor(browser: Browser | null): Promise<Session['guess']> {
  const me = browser
    ? sessionResponseSchema.parse((await browser.request({ method: 'GET', url: sessionPath })).json()).data
    : null;
  const db = t.handle.db;
  const units = await db.select().from(appointmentUnits).where(eq(appointmentUnits.tenantId, tenant));
  const unit = units.find((u) => u.providerId === me?.providerId) ?? units[0]!;
  const requests = await db.select().from(appointmentRequests).where(eq(appointmentRequests.tenantId, tenant));
  const request =
    requests.find((r) => r.patientUserId === me?.userId || r.providerId === me?.providerId) ?? requests[0]!;
  const cases = await db.select().from(pafCases).where(eq(pafCases.tenantId, tenant));
  const pafCase = cases.find((c) => c.createdByUserId === me?.userId) ?? cases[0]!;
  const [payor] = await db
    .select()
    .from(payors)
    .where(and(eq(payors.tenantId, tenant)));
  return (name, url) => {
    switch (name) {
      case 'userId':
      case 'pId':
      case 'initiatorUserId':
        return [me?.userId ?? 'u-unknown'];
      case 'clientName':
      case 'client':
        return [tenant];
      case 'clientId':
        return [payor!.clientId];
      case 'roleId':
      case 'role':
      case 'roleType':
        return [me?.roleId ?? 'patient'];
      case 'providerId':
        return [me?.providerId ?? 'p-unknown'];
      case 'unitId':
        return [unit.unitId, String(unit.unitId)];
      case 'unitIds':
        return [[unit.unitId]];
      case 'requesterId':
      case 'requestId':
      case 'referenceId':
        return [request.id];
      case 'ref':
        return [request.referenceNo];
      case 'caseId':
        return [pafCase.caseId];
      case 'id':
        if (/caseId\/:id/.test(url)) return [pafCase.caseId];
        if (/specialist\/:id/.test(url)) return [me?.userId ?? 'x'];
        return [payor!.clientId];
      case 'service':
        return ['opd', 'patients'];
      case 'country':
      case 'clientCountry':
        return ['Singapore', 'SG'];
      case 'text':
      case 'searchText':
        return ['fever'];
      case 'date':
        return [day(1)];
      case 'from':
      case 'startDate':
        return [day(-7)];
      case 'to':
      case 'endDate':
        return [day(7)];
      case 'admissionDate':
        return [day(3)];
      case 'birthday':
      case 'dateofbirth':
      case 'dateOfBirth':
        return ['1990-05-15'];
      case 'email':
      case 'user_email':
        return ['walker@example.com'];
      case 'password':
      case 'password2':
      case 'new_password':
        return ['Walker@12345'];
      default:
        return [];
    }
  };
}

async function signIn(role: string): Promise<Session> {
  const email = `${role}@${tenant}.demo`;
  const browser = new Browser(t.app, tenant, nextIp());
  const res = await browser.login(email);
  expect(res.statusCode, `login ${email}`).toBe(200);
  return { label: role, browser, email, guess: await guessesFor(browser) };
}

/** A path segment sent exactly as written (e.g. broken percent-encoding). */
class RawSegment {
  constructor(readonly text: string) {}
}

interface Parts {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

const paramNames = (url: string) => [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);

function baseParts(route: RouteEntry, bodyVariant: z.ZodType | undefined, session: Session): Parts {
  const guess = (name: string) => session.guess(name, route.url);
  const sample = (schema: z.ZodType | undefined) => (schema ? sampleOf(schema, '', guess) : {});
  const params = sample(route.schema.params as z.ZodType | undefined) as Record<string, unknown>;
  for (const name of paramNames(route.url)) params[name] ??= guess(name)[0] ?? 'x';
  return {
    params,
    query: sample(route.schema.querystring as z.ZodType | undefined) as Record<string, unknown>,
    body: bodyVariant ? sample(bodyVariant) : undefined,
  };
}

function send(session: Session, route: RouteEntry, parts: Parts): Promise<LightMyRequestResponse> {
  const segment = (value: unknown) => (value instanceof RawSegment ? value.text : asUrlText(value ?? 'x'));
  const url = route.url.replace(/:(\w+)/g, (_, name: string) => segment(parts.params[name])).replace('*', 'x');
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(parts.query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, decodeURIComponent(asUrlText(item)));
  }
  const search = query.size > 0 ? `?${query.toString()}` : '';
  const withBody = !['GET', 'DELETE'].includes(route.method) || parts.body !== undefined;
  // A fresh address per request keeps per-IP rate limits from answering 429 before validation.
  const browser = Object.assign(new Browser(t.app, tenant, nextIp()), { cookies: session.browser.cookies });
  return browser.request({
    method: route.method,
    url: `${url}${search}`,
    ...(withBody ? { payload: JSON.stringify(parts.body ?? {}), headers: { 'content-type': 'application/json' } } : {}),
  });
}

/** A plain message: no stack frames, source positions, SQL or dumped validation internals. */
const leaks = [
  /\n\s+at /,
  /\bat [\w.<>]+ \(/,
  /\.[jt]s:\d+/,
  /\bstack\b/i,
  /\b(select|insert|update|delete)\b.*\b(from|into|set|where)\b/i,
  /sqlstate|violates|syntax error|relation "/i,
  /invalid_type|ZodError|"issues"|"path":/,
];

function problemOf(res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `${res.statusCode} ${res.body.slice(0, 160)}`;
  if (res.statusCode < 400) return null;
  if (!String(res.headers['content-type'] ?? '').includes('json')) {
    return leaks.some((p) => p.test(res.body)) ? `${res.statusCode} page leaks internals` : null;
  }
  const parsed = errorEnvelopeSchema.safeParse(res.json());
  if (!parsed.success) return `${res.statusCode} without the error envelope: ${res.body.slice(0, 160)}`;
  const texts = [parsed.data.error.message, ...Object.values(parsed.data.error.fields ?? {})];
  const leak = texts.find((text) => leaks.some((p) => p.test(text)) || text.length > 300);
  return leak ? `${res.statusCode} message leaks internals: ${leak.slice(0, 160)}` : null;
}

/** Lower is better: an answer past authorisation reaches the handler's own rules. */
const rank = (status: number) => (status < 400 ? 0 : status === 401 || status === 403 ? 2 : 1);

interface Case {
  where: string;
  parts: Parts;
}

/** Every field, query field and path parameter spoilt one at a time. */
function primaryCases(route: RouteEntry, bodyVariant: z.ZodType | undefined, base: Parts): Case[] {
  const nested = malformedValues.filter((v) => nestedLabels.has(v.label));
  const out: Case[] = [];
  for (const name of Object.keys(base.params)) {
    for (const { label, value } of malformedValues) {
      out.push({ where: `param ${name} = ${label}`, parts: { ...base, params: { ...base.params, [name]: value } } });
    }
    out.push({
      where: `param ${name} = bad percent-encoding`,
      parts: { ...base, params: { ...base.params, [name]: new RawSegment('%E0%A4%A') } },
    });
  }
  for (const { path } of queryFieldsOf(route)) {
    for (const { label, value } of malformedValues) {
      out.push({
        where: `query ${path.join('.')} = ${label}`,
        parts: { ...base, query: withValue(base.query, path, value) as Record<string, unknown> },
      });
    }
  }
  for (const { path } of bodyVariant ? fieldPaths(bodyVariant) : []) {
    for (const { label, value } of path.length === 1 ? malformedValues : nested) {
      out.push({
        where: `body ${path.join('.')} = ${label}`,
        parts: { ...base, body: withValue(base.body, path, value) },
      });
    }
  }
  if (route.method !== 'GET') {
    for (const body of [null, [1, 2], 'text', { unexpected: '\u202e' }]) {
      out.push({ where: `whole body ${JSON.stringify(body)}`, parts: { ...base, body } });
    }
  }
  return out;
}

/** One request with every parameter and top-level field spoilt at once (the n-th quick value, so roles vary). */
function quickCase(route: RouteEntry, bodyVariant: z.ZodType | undefined, base: Parts, n: number): Case {
  const { label, value } = malformedValues.find((v) => v.label === quickLabels[n % quickLabels.length])!;
  const params = Object.fromEntries(Object.keys(base.params).map((name) => [name, value]));
  let query: unknown = base.query;
  for (const { path } of queryFieldsOf(route)) query = withValue(query, path, value);
  let body = base.body;
  for (const { path } of bodyVariant ? fieldPaths(bodyVariant).filter((f) => f.path.length === 1) : []) {
    body = withValue(body, path, value);
  }
  return { where: `every field = ${label}`, parts: { params, query: query as Record<string, unknown>, body } };
}

const queryFieldsOf = (route: RouteEntry) =>
  objectVariants(route.schema.querystring as z.ZodType | undefined).flatMap((s) => fieldPaths(s));

describe('malformed input', () => {
  it('never answers 500, and answers every 4xx with a plain error envelope', async () => {
    const sessions: Session[] = [];
    for (const role of roleIds) sessions.push(await signIn(role));
    const anonymous = new Browser(t.app, tenant, nextIp());
    await anonymous.primeXsrf();
    sessions.push({ label: 'signed out', browser: anonymous, guess: await guessesFor(null) });

    const failures: string[] = [];
    let cases = 0;
    const routes = t.app.routeTable.filter((r) => !skipped.has(`${r.method} ${r.url}`));
    for (const route of routes) {
      const variants: (z.ZodType | undefined)[] = objectVariants(route.schema.body as z.ZodType | undefined);
      if (variants.length === 0) variants.push(route.schema.body ? unwrap(route.schema.body as z.ZodType) : undefined);
      for (const variant of variants) {
        // The session whose valid-looking request gets furthest takes every value; the others a quick set.
        const probes = [];
        for (const session of sessions) {
          const base = baseParts(route, variant, session);
          probes.push({ session, base, status: (await send(session, route, base)).statusCode });
        }
        const primary = probes.reduce((best, p) => (rank(p.status) < rank(best.status) ? p : best));
        for (const probe of probes) {
          const list =
            probe === primary
              ? primaryCases(route, variant, probe.base)
              : [quickCase(route, variant, probe.base, cases)];
          for (const c of list) {
            cases += 1;
            const problem = problemOf(await send(probe.session, route, c.parts));
            if (problem) failures.push(`${route.method} ${route.url} [${probe.session.label}] ${c.where}: ${problem}`);
          }
          // A case may have ended the session (e.g. a session-bound call refusing it): sign in again.
          if (probe.session.email && !probe.session.browser.cookies.has(sessionConfig.cookieName)) {
            await probe.session.browser.login(probe.session.email);
          }
        }
      }
    }
    console.log(`malformed-input walk: ${cases} cases, ${routes.length} routes, ${failures.length} × 500 or leak`);
    expect(failures).toEqual([]);
    // ~5,000 requests: well under a minute on an idle runner; the margin is for busy shared machines.
  }, 300_000);
});

describe('safety net', () => {
  it('answers a value the database refused (SQLSTATE class 22) with a plain 400', async () => {
    const res = await new Browser(t.app, tenant, nextIp()).request({ method: 'GET', url: dataExceptionUrl });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe('Some of the data sent is not valid.');
    expect(res.body).not.toMatch(/select|2026-13-45|schedule_days/);
  });

  it('answers router errors (a path segment over 100 characters, broken percent-encoding) with the envelope, not the path', async () => {
    const b = new Browser(t.app, tenant, nextIp());
    const long = await b.request({ method: 'GET', url: `/api/v1/sidebar/${'secret'.repeat(30)}` });
    expect(long.statusCode).toBe(414);
    expect(errorOf(long).message).toBe('The address is too long.');
    expect(long.body).not.toContain('secret');
    const broken = await b.request({ method: 'GET', url: '/api/v1/sidebar/%E0%A4%A' });
    expect(broken.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(broken.json()).error.message).not.toContain('%E0');
  });
});

describe('names shown to others', () => {
  const reversed = 'Mei\u202egnaT';
  const realNames = [
    ['José', 'Müller-Núñez'],
    ['陳', '大文'],
    ['สมชาย', 'ใจดี'],
    ['Nguyễn', 'Thị Ánh'],
  ] as const;

  it('refuses invisible formatting characters on sign-up; real names in any script pass', async () => {
    const signUp = async (email: string) => {
      const b = new Browser(t.app, tenant, nextIp());
      await b.primeXsrf();
      const payload = {
        email,
        password: 'Secret@123',
        password2: 'Secret@123',
        termsAndConditions: true,
        clientName: tenant,
      };
      const { userId } = parse(
        signupResponseSchema,
        await b.request({ method: 'POST', url: signupPath, payload }),
      ).data;
      const register = (firstname: string, lastname: string) =>
        b.request({
          method: 'POST',
          url: registerPath(tenant),
          payload: {
            userId,
            version: '1',
            bdayDtPattern: 'yyyy-MM-dd',
            firstname,
            lastname,
            gender: 'Female',
            dateofbirth: '1990-02-03',
            mobilenumber: '+65 9123 4567',
          },
        });
      return register;
    };
    const register = await signUp('bidi.name@example.com');
    const refused = await register(reversed, 'Tan');
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).fields).toEqual({ firstname: invisibleCharactersMessage });
    expect((await register('Mei', 'Tan\u200b')).statusCode).toBe(400);
    expect((await register('Mei', 'Tan')).statusCode).toBe(200);
    for (const [i, [firstname, lastname]] of realNames.entries()) {
      const res = await (await signUp(`real.name.${i}@example.com`))(firstname, lastname);
      expect(res.statusCode, `${firstname} ${lastname}`).toBe(200);
    }
  });

  it('refuses invisible formatting characters on a profile update; real names in any script pass', async () => {
    const b = new Browser(t.app, tenant, nextIp());
    await b.login(`agent@${tenant}.demo`);
    const patch = (firstname: string, lastname: string) =>
      b.request({
        method: 'PATCH',
        url: profilePath,
        payload: { firstname, lastname, gender: 'Female', birthday: '1990-02-03' },
      });
    const refused = await patch(reversed, 'Tan');
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).fields).toEqual({ firstname: invisibleCharactersMessage });
    expect((await patch('Mei', '\u2066Tan\u2069')).statusCode).toBe(400);
    for (const [firstname, lastname] of [...realNames, ['مهرداد', 'می\u200cخواهم']]) {
      expect((await patch(firstname, lastname)).statusCode, `${firstname} ${lastname}`).toBe(200);
    }
  });

  it('refuses impossible dates with a 400: the profile birthday and the staff day view', async () => {
    const patient = new Browser(t.app, tenant, nextIp());
    await patient.login(`patient@${tenant}.demo`);
    const birthday = await patient.request({
      method: 'PATCH',
      url: profilePath,
      payload: { firstname: 'A', lastname: 'B', gender: 'Male', birthday: '0000-01-01' },
    });
    expect(birthday.statusCode).toBe(400);
    const clinic = new Browser(t.app, tenant, nextIp());
    await clinic.login(`clinic@${tenant}.demo`);
    const day = await clinic.request({ method: 'GET', url: '/api/v1/booking/unitId/1024/day/2026-13-45' });
    expect(day.statusCode).toBe(400);
    expect(errorOf(day).fields).toEqual({ date: 'Enter a valid date (yyyy-MM-dd).' });
  });
});
