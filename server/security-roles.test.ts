import { randomUUID } from 'node:crypto';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointmentRequests, appointmentUnits, pafCases, payors, scheduleSlots } from './db/schema/domain';
import { profileItems } from './db/schema/account';
import { users } from './db/schema/core';
import { pafDocuments } from './db/schema/paf';
import { waitingListOffers } from './db/schema/waiting-list';
import { isStateChanging } from './lib/route-table';
import { putFiles } from './lib/storage';
import { accessPolicy, callers, type Caller } from './testing/access-policy';
import { Browser, type TestApp } from './testing/test-app';
import { testAppForFile } from './testing/test-app-for-file';

/**
 * Least privilege within ONE tenant, generated from the route table: every
 * route (all methods) × every caller (each role and signed-out) × an object of
 * the caller's own and one of someone else's. The expected outcome of each
 * cell comes from server/testing/access-policy.ts, which must name every
 * route. Allowed reads must answer 2xx; refused calls 401/403/404 (a refused
 * write may also stop at 400, and is counted apart). Allowed writes are
 * classified but not run (destructive); the refused writes run, and the
 * database must be unchanged after them.
 */

const tenant = 'ava-sg';
const userOf = (role: string) => `u-${tenant}-${role}`;
const elsewhere = `prov-${tenant}-elsewhere`;
const today = new Date().toISOString().slice(0, 10);
const weekOn = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(64, 0x20)]);

type Obj = 'own' | 'other';
type Values = Record<string, string>;
interface Fixture {
  own: Record<Caller, Values>;
  other: Values;
}

/** Tables a refused write must leave as they were. */
const watched = [
  'appointment_requests',
  'appointment_status_history',
  'worklist_items',
  'preferred_slots',
  'slot_bookings',
  'paf_cases',
  'paf_documents',
  'paf_signing_links',
  'stored_files',
  'profile_items',
  'users',
  'waiting_list_offers',
];

/** PGlite and node-postgres both answer { rows }; drizzle's type does not say so. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

async function fingerprint(t: TestApp): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of watched) {
    const rows = await t.handle.db.execute(
      sql.raw(`select count(*)::text as n, coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as h
               from ${table} x`),
    );
    const row = rowsOf<{ n: string; h: string }>(rows)[0]!;
    out[table] = `${row.n}:${row.h}`;
  }
  return out;
}

/** The walk's objects: the seed's own ones, and clones that belong to someone else in the same tenant. */
async function buildFixture(t: TestApp): Promise<Fixture> {
  const db = t.handle.db;
  const mcuOf = (createdBy: string) =>
    db
      .select()
      .from(appointmentRequests)
      .where(
        and(
          eq(appointmentRequests.tenantId, tenant),
          eq(appointmentRequests.requestType, 'MCU'),
          eq(appointmentRequests.patientUserId, userOf('patient')),
          eq(appointmentRequests.createdByUserId, createdBy),
        ),
      )
      .limit(1);
  const [mine] = await mcuOf(userOf('patient'));
  // Another patient account of the tenant (the seed has one per role).
  const [patientRow] = await db
    .select()
    .from(users)
    .where(eq(users.id, userOf('patient')));
  const otherPatient = { ...patientRow!, id: `u-${tenant}-walk-patient`, email: `walk-patient@${tenant}.demo` };
  await db.insert(users).values(otherPatient);
  const [kase] = await db
    .select()
    .from(pafCases)
    .where(
      and(
        eq(pafCases.tenantId, tenant),
        eq(pafCases.createdByUserId, userOf('specialist')),
        eq(pafCases.isHospitalPartCompleted, true),
        eq(pafCases.isSpecialistPartCompleted, true),
        eq(pafCases.isPatientPartCompleted, true),
        or(isNull(pafCases.isPolicyHolderPartCompleted), eq(pafCases.isPolicyHolderPartCompleted, true)),
      ),
    )
    .limit(1);
  const [payor] = await db.select().from(payors).where(eq(payors.tenantId, tenant)).limit(1);
  if (!mine || !otherPatient || !kase || !payor) {
    throw new Error(`seed lacks ${tenant} walk objects: ${JSON.stringify([!!mine, !!otherPatient, !!kase, !!payor])}`);
  }
  const [unit] = await db.select().from(appointmentUnits).where(eq(appointmentUnits.unitId, mine.unitId));
  const [slot] = await db.select().from(scheduleSlots).where(eq(scheduleSlots.unitId, mine.unitId)).limit(1);

  // Someone else's, in the same tenant: a unit of another provider, a request there of another patient.
  const otherUnitId = unit!.unitId + 900_000;
  await db.insert(appointmentUnits).values({ ...unit!, unitId: otherUnitId, providerId: elsewhere });
  const { id: _id, ...rest } = mine;
  const others = { id: `req-walk-${randomUUID().slice(0, 8)}`, referenceNo: 'MCUWALK0001' };
  await db.insert(appointmentRequests).values({
    ...rest,
    ...others,
    unitId: otherUnitId,
    providerId: elsewhere,
    patientUserId: otherPatient.id,
    createdByUserId: otherPatient.id,
  });
  const agents = { id: `req-walk-${randomUUID().slice(0, 8)}`, referenceNo: 'MCUWALK0002' };
  await db.insert(appointmentRequests).values({ ...rest, ...agents, createdByUserId: userOf('agent') });
  const otherCase = `PAF-${tenant.toUpperCase()}-WALK`;
  await db.insert(pafCases).values({ ...kase, caseId: otherCase, createdByUserId: `u-${tenant}-specialist-2` });

  const file = async (id: string) =>
    (
      await putFiles(
        db,
        { tenantId: tenant, kind: 'appointment-request', id },
        [{ name: 'scan.pdf', filename: 'scan.pdf', type: 'application/pdf', data: pdf }],
        new Date(),
      )
    )[0]!.name;
  const referral = async (caseId: string) => {
    const id = randomUUID();
    await db.insert(pafDocuments).values({
      id,
      tenantId: tenant,
      caseId,
      documentType: 'referral',
      fileName: 'letter.pdf',
      contentType: 'application/pdf',
      size: pdf.length,
      dataBase64: pdf.toString('base64'),
      uploadedByUserId: userOf('specialist'),
      createdAt: new Date(),
    });
    return id;
  };
  const offer = async (requestId: string, unitId: number) => {
    const id = `wlo-walk-${randomUUID()}`;
    await db.insert(waitingListOffers).values({
      id,
      tenantId: tenant,
      unitId,
      slotId: slot!.id,
      requestId,
      bookingId: `bk-${id}`,
      status: 'offered',
      heldUntil: new Date(Date.now() + 3_600_000),
      offeredAt: new Date(),
    });
    return id;
  };
  const item = async (userId: string) => {
    const id = randomUUID();
    await db.insert(profileItems).values({ id, userId, kind: 'email', value: `walk-${id}@example.com` });
    return id;
  };

  const shared: Values = {
    clientName: tenant,
    client: tenant,
    serviceType: 'mcu',
    country: 'singapore',
    date: today,
    text: 'A09',
    l1: '1',
    l2: '1',
    subType: 'SECTION_C',
    token: 'x'.repeat(43),
    clientId: payor.clientId,
    packageId: mine.packageId ?? 'none',
    action: 'accept',
    type: 'email',
  };
  const request = (row: { id: string; referenceNo: string }, unitId: number, name: string): Values => ({
    requesterId: row.id,
    requestId: row.id,
    ref: row.referenceNo,
    referenceNo: row.referenceNo,
    unitId: String(unitId),
    name,
  });
  const mineValues = request(mine, mine.unitId, await file(mine.id));
  const agentValues = request(agents, mine.unitId, await file(agents.id));
  const ownCase: Values = { caseId: kase.caseId, documentId: await referral(kase.caseId) };
  const ownOffer = await offer(mine.id, mine.unitId);
  const other: Values = {
    ...shared,
    ...request(others, otherUnitId, await file(others.id)),
    userId: otherPatient.id,
    providerId: elsewhere,
    caseId: otherCase,
    documentId: await referral(otherCase),
    offerId: await offer(others.id, otherUnitId),
    profileItem: await item(otherPatient.id),
  };
  const own = Object.fromEntries(
    callers.map((caller) => {
      const role = caller === 'signed-out' ? 'patient' : caller;
      const values: Values = {
        ...shared,
        ...(caller === 'agent' ? agentValues : mineValues),
        ...ownCase,
        userId: userOf(role),
        providerId: `prov-${tenant}`,
        offerId: ownOffer,
        profileItem: `walk-own-${role}`,
        roleId: role,
        role: ['specialist', 'hospital', 'payor'].includes(role) ? role : 'specialist',
      };
      return [caller, values];
    }),
  ) as Record<Caller, Values>;
  return { own, other };
}

/** Route-specific meanings of the generic ':id' and ':service', then every other parameter by name. */
function fill(url: string, v: Values): string {
  return url.replace(/:(\w+)|\*/g, (match, param?: string) => {
    const name = param ?? match;
    let value = v[name];
    if (name === 'id') {
      if (url.startsWith('/users/v1/user/profile/')) value = v.profileItem;
      else if (url.includes('/epaf/summary/')) value = v.caseId;
      else if (url.includes('/paf/specialist/')) value = v.userId;
      else if (url.includes('/arrow/api/specialist/')) value = 'doctor-none';
      else value = v.clientId;
    }
    if (name === 'service') value = url.includes('/sidebar/') ? tenant : 'mcu';
    // Schedules name a request by its reference number (server/modules/appointments/request-records.ts).
    if (name === 'requesterId' && url.includes('/booking/')) value = v.ref;
    if (name === '*') value = 'swagger-ui.css';
    if (name === 'file') value = url.includes('/logo/') ? `${tenant}.svg` : 'aia.svg';
    if (value === undefined) throw new Error(`no walk value for :${name} in ${url}: add one`);
    return encodeURIComponent(value);
  });
}

const queries: Record<string, Record<string, string>> = {
  'GET /api/v1/booking/unitId/:unitId': { from: today, to: weekOn },
};

interface Totals {
  cells: number;
  allowedRead: number;
  allowedWriteNotRun: number;
  refused: number;
  refusedByValidation: number;
  unexpected2xx: string[];
  wrong: string[];
}

let fixture: Fixture;
const t = testAppForFile({ seedDomain: true });
beforeAll(async () => {
  fixture = await buildFixture(t);
});

async function walk(browsers: Record<Caller, Browser>): Promise<Totals> {
  const totals: Totals = {
    cells: 0,
    allowedRead: 0,
    allowedWriteNotRun: 0,
    refused: 0,
    refusedByValidation: 0,
    unexpected2xx: [],
    wrong: [],
  };
  for (const route of t.app.routeTable) {
    const key = `${route.method} ${route.url}`;
    const policy = accessPolicy[key]!;
    for (const caller of callers) {
      for (const obj of ['own', 'other'] as Obj[]) {
        totals.cells += 1;
        const access = policy.who[caller];
        const allowed = access === 'any' || (access === 'own' && obj === 'own');
        const writes = isStateChanging(route.method);
        if (allowed && writes) {
          totals.allowedWriteNotRun += 1;
          continue;
        }
        // The caller's role is never the object: only ids change between own and other.
        const { role, roleId } = fixture.own[caller];
        const url = fill(
          route.url,
          obj === 'own' ? fixture.own[caller] : { ...fixture.other, role: role!, roleId: roleId! },
        );
        const res = await browsers[caller].request({
          method: route.method,
          url,
          query: queries[key],
          ...(writes ? { payload: {} } : {}),
        });
        const cell = `${key} as ${caller} on ${obj} (${url}) → ${res.statusCode}`;
        const ok2xx = res.statusCode >= 200 && res.statusCode < 300;
        const redirect = res.statusCode >= 300 && res.statusCode < 400;
        if (allowed) {
          if (ok2xx || redirect) totals.allowedRead += 1;
          else totals.wrong.push(`expected 2xx: ${cell}`);
        } else if (ok2xx || redirect) {
          totals.unexpected2xx.push(cell);
        } else if ([401, 403, 404].includes(res.statusCode)) {
          totals.refused += 1;
        } else if (writes && res.statusCode === 400) {
          totals.refusedByValidation += 1;
        } else {
          totals.wrong.push(`expected 401/403/404: ${cell}`);
        }
      }
    }
  }
  return totals;
}

describe('least privilege: every route × every role × own and other objects, one tenant', () => {
  it('has a policy for every route, and a route for every policy', () => {
    const keys = t.app.routeTable.map((r) => `${r.method} ${r.url}`);
    expect(keys.filter((k) => !(k in accessPolicy))).toEqual([]);
    expect(Object.keys(accessPolicy).filter((k) => !keys.includes(k))).toEqual([]);
  });

  it('answers each cell as its policy says, and a refused write changes nothing', async () => {
    const browsers = {} as Record<Caller, Browser>;
    for (const [i, caller] of callers.entries()) {
      const b = new Browser(t.app, tenant, `10.27.9.${i + 1}`);
      if (caller === 'signed-out') await b.primeXsrf();
      else expect((await b.login(`${caller}@${tenant}.demo`)).statusCode).toBe(200);
      browsers[caller] = b;
    }
    const before = await fingerprint(t);
    const started = Date.now();
    const totals = await walk(browsers);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `least-privilege walk: ${t.app.routeTable.length} routes × ${callers.length} callers × 2 objects = ${totals.cells} cells; ` +
        `allowed reads 2xx/3xx ${totals.allowedRead}, allowed writes classified (not run) ${totals.allowedWriteNotRun}, ` +
        `refused 401/403/404 ${totals.refused}, refused writes stopped at 400 ${totals.refusedByValidation}, ` +
        `unexpected 2xx ${totals.unexpected2xx.length}, other mismatches ${totals.wrong.length}; ${seconds} s`,
    );
    if (totals.unexpected2xx.length + totals.wrong.length > 0) {
      console.log([...totals.unexpected2xx.map((c) => `unexpected 2xx: ${c}`), ...totals.wrong].join('\n'));
    }
    expect(totals.unexpected2xx).toEqual([]);
    expect(totals.wrong).toEqual([]);
    expect(await fingerprint(t)).toEqual(before);
  }, 240_000);
});
