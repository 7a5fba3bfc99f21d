import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { roleIds } from '../src/lib/api/contract/auth';
import { appointmentRequests, appointmentUnits, pafCases, payors, scheduleSlots } from './db/schema/domain';
import { waitingListOffers } from './db/schema/waiting-list';
import { Browser, createTestApp, type TestApp } from './testing/test-app';

/**
 * Cross-tenant access, generated from the route table: a signed-in user of
 * tenant A (every role) calls every GET route with tenant B's ids in the path,
 * once with B's Authorization header and once with A's. Every answer must be
 * 401/403/404, or, for the few routes that serve public or reference data by
 * design, carry none of B's private values. A new GET route is covered the
 * moment it is registered; a parameter nobody knows fails the test.
 */

const attacker = 'ava-sg';
const victim = 'lumina-my';

/**
 * GET routes that answer any caller by design, each with why. Their answers
 * are still checked for B's private values.
 */
const publicByDesign: Record<string, string> = {
  'GET /api/docs': 'the API documentation (Swagger UI)',
  'GET /api/docs/static/index.html': 'the API documentation (Swagger UI)',
  'GET /api/docs/static/swagger-initializer.js': 'the API documentation (Swagger UI)',
  'GET /api/docs/static/*': 'the API documentation (Swagger UI)',
  'GET /api/docs/json': 'the OpenAPI document',
  'GET /api/docs/yaml': 'the OpenAPI document',
  'GET /api/docs/uiConfig': 'the API documentation (Swagger UI)',
  'GET /api/docs/initOAuth': 'the API documentation (Swagger UI)',
  'GET /api/v1/xsrf': 'issues the caller its own XSRF cookie',
  'GET /api/health': 'liveness for load balancers: database reachable, job counts, nothing per tenant',
  'GET /api/v1/assets/panel/:file': 'payor icons, generated from a slug',
  'GET /api/v1/registration/:clientName': "a tenant's public sign-up form definition",
  'GET /sso/:clientName/login': "the demo partner's public sign-in page",
  'GET /dev/mailbox': 'demo mode only (not registered without DEMO_MODE)',
  'GET /dev/mailbox.html': 'demo mode only (not registered without DEMO_MODE)',
  'GET /api/v1/data/nationality': 'a fixed list of nationalities',
  'GET /discovery/api/v1/specialty/country/:country': 'reference data (specialties) per country',
  'GET /api/v1/procedurecodes/country/:country': 'reference data (procedure codes) per country',
  'GET /api/v1/procedurecodes/country/:country/l1/:l1/l2/:l2': 'reference data (procedure codes) per country',
  'GET /api/v1/search/diagnosiscodes/:text/tree': 'reference data (ICD-10)',
  'GET /preauth/api/v1/search/diagnosiscodes/:text/tree': 'reference data (ICD-10)',
  'GET /preauth/api/v1/search/procedurecodes/:text/country/:country': 'reference data (procedure codes) per country',
  'GET /users/v1/user/locations': 'reference data (country → region → city)',
  'GET /api/v1/session': "the caller's own session (B's ids play no part)",
  'GET /api/v1/user/menu': "the caller's own menu",
  'GET /users/v1/user/profile': "the caller's own profile",
  'GET /api/v1/opd/pending/link': "the caller's own pending request, if any",
  'GET /api/v1/waiting-list/offers': "the caller's own open waiting-list offers",
};

type Values = Record<string, string[]>;

/** One tenant-B value per path parameter (several where a route's schema takes only some). */
async function victimValues(app: TestApp): Promise<{ values: Values; secrets: string[] }> {
  const db = app.handle.db;
  const [request] = await db
    .select()
    .from(appointmentRequests)
    .where(eq(appointmentRequests.tenantId, victim))
    .limit(1);
  const [unit] = await db.select().from(appointmentUnits).where(eq(appointmentUnits.tenantId, victim)).limit(1);
  const [paf] = await db.select().from(pafCases).where(eq(pafCases.tenantId, victim)).limit(1);
  const [payor] = await db.select().from(payors).where(eq(payors.tenantId, victim)).limit(1);
  if (!request || !unit || !paf || !payor) throw new Error(`seed has no ${victim} request, unit, PAF case or payor`);
  // A waiting-list offer of tenant B's (the seed makes none: offers follow a freed place).
  const [slot] = await db.select().from(scheduleSlots).where(eq(scheduleSlots.unitId, request.unitId)).limit(1);
  const offerId = `wlo-${victim}-probe`;
  await db.insert(waitingListOffers).values({
    id: offerId,
    tenantId: victim,
    unitId: request.unitId,
    slotId: slot!.id,
    requestId: request.id,
    bookingId: `bk-${offerId}`,
    status: 'offered',
    heldUntil: new Date(Date.now() + 3_600_000),
    offeredAt: new Date(),
  });
  const values: Values = {
    clientName: [victim],
    client: [victim],
    service: [victim, 'opd', 'mcu'],
    userId: [`u-${victim}-patient`],
    providerId: [`prov-${victim}`],
    requesterId: [request.id],
    requestId: [request.id],
    ref: [request.referenceNo],
    serviceType: ['opd', 'mcu'],
    unitId: [String(unit.unitId)],
    caseId: [paf.caseId],
    id: [payor.clientId, `u-${victim}-specialist`, paf.caseId],
    clientId: [payor.clientId],
    role: ['specialist', 'hospital', 'payor'],
    country: [app.app.deps.tenants.get(victim)!.country],
    date: [new Date().toISOString().slice(0, 10)],
    documentId: ['doc-1'],
    name: ['1-report.pdf'],
    token: ['x'.repeat(43)],
    file: ['aia.svg'],
    text: ['A09'],
    subType: ['sectionC'],
    l1: ['1'],
    l2: ['1'],
    offerId: [offerId],
  };
  const secrets = [
    request.referenceNo,
    request.patient.name,
    paf.caseId,
    paf.fullName,
    paf.identificationDocNum,
  ].filter((s) => s.length >= 4);
  return { values, secrets };
}

/** Every concrete URL for a route pattern: the product of its parameters' values. */
function fill(url: string, values: Values): string[] {
  const names = [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  let urls = [url];
  for (const name of names) {
    const options = values[name];
    if (!options) throw new Error(`no tenant-B value for :${name} in ${url}: add one`);
    urls = urls.flatMap((u) => options.map((v) => u.replace(`:${name}`, encodeURIComponent(v))));
  }
  return urls;
}

/**
 * Calls every GET route as `browser` with B's ids, with B's and with the
 * browser's own Authorization header; returns what leaked. A route whose every
 * call failed validation (400) was never really probed and counts as a finding.
 */
async function probe(app: TestApp, browser: Browser, values: Values, secrets: string[]): Promise<string[]> {
  const victimAuth = app.app.deps.tenants.get(victim)!.api.authorization;
  const findings: string[] = [];
  for (const route of app.app.routeTable.filter((r) => r.method === 'GET')) {
    const key = `GET ${route.url}`;
    const statuses: number[] = [];
    for (const url of fill(route.url, values)) {
      for (const [label, headers] of [
        ['B header', { authorization: victimAuth }],
        ['own header', {}],
      ] as const) {
        const res = await browser.request({ method: 'GET', url, headers });
        statuses.push(res.statusCode);
        const leaked = secrets.filter((s) => res.body.includes(s));
        if (leaked.length) findings.push(`${url} (${label}) → ${res.statusCode} with ${leaked.join(', ')}`);
        else if (res.statusCode < 400 && !(key in publicByDesign)) {
          findings.push(`${url} (${label}) → ${res.statusCode}`);
        } else if (res.statusCode >= 400 && ![400, 401, 403, 404, 410].includes(res.statusCode)) {
          findings.push(`${url} (${label}) → ${res.statusCode}`);
        }
      }
    }
    if (statuses.every((s) => s === 400)) {
      findings.push(`${key}: every call failed validation, so access was never probed`);
    }
  }
  return findings;
}

let t: TestApp;
let values: Values;
let secrets: string[];

beforeAll(async () => {
  t = await createTestApp({ seedDomain: true });
  ({ values, secrets } = await victimValues(t));
});
afterAll(async () => {
  await t?.close();
});

describe('cross-tenant access on every GET route', () => {
  it('knows a value for every parameter of every GET route', () => {
    const gets = t.app.routeTable.filter((r) => r.method === 'GET');
    expect(gets.length).toBeGreaterThan(40);
    for (const route of gets) expect(() => fill(route.url, values)).not.toThrow();
  });

  it.each(roleIds)(`a %s of ${attacker} never gets ${victim}'s data`, async (role) => {
    const b = new Browser(t.app, attacker, `10.9.${roleIds.indexOf(role)}.1`);
    expect((await b.login(`${role}@${attacker}.demo`)).statusCode).toBe(200);
    expect(await probe(t, b, values, secrets)).toEqual([]);
  });

  it("refuses a patient's data to another user of the same tenant", async () => {
    const b = new Browser(t.app, victim, '10.9.20.1');
    await b.login(`agent@${victim}.demo`);
    for (const route of t.app.routeTable.filter((r) => r.method === 'GET' && r.url.includes(':userId'))) {
      for (const url of fill(route.url, values)) {
        const res = await b.request({ method: 'GET', url });
        expect([400, 401, 403, 404], `${url} as agent`).toContain(res.statusCode);
        expect(
          secrets.filter((s) => res.body.includes(s)),
          url,
        ).toEqual([]);
      }
    }
  });

  it('deliberate break: a route that skips the tenant check is reported', async () => {
    const broken = await createTestApp({
      seedDomain: true,
      extraRoutes: (app, deps) => {
        // The hole under test: looks a request up by id alone.
        app.get<{ Params: { requesterId: string } }>('/api/v1/test/leaky/:requesterId', async (request) => {
          const { requesterId } = request.params;
          const [row] = await deps.db.select().from(appointmentRequests).where(eq(appointmentRequests.id, requesterId));
          return { code: true, status: 200, data: row?.patient ?? null };
        });
      },
    });
    try {
      const brokenValues = await victimValues(broken);
      const b = new Browser(broken.app, attacker, '10.9.30.1');
      await b.login(`patient@${attacker}.demo`);
      const findings = await probe(broken, b, brokenValues.values, brokenValues.secrets);
      expect(findings.length).toBeGreaterThan(0);
      expect(findings.every((f) => f.startsWith('/api/v1/test/leaky/'))).toBe(true);
    } finally {
      await broken.close();
    }
  });
});
