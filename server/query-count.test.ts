import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { sessionPath } from '../src/lib/api/contract/auth';
import { caseDetailsPath } from '../src/lib/api/contract/patient-inbox/case-details';
import { doctorSearchPath, doctorSearchResponseSchema } from '../src/lib/api/contract/doctor-search';
import { patientWorklistPath } from '../src/lib/api/contract/patient-inbox/inbox';
import {
  pafPaths,
  worklistResponseSchema as pafListResponseSchema,
} from '../src/lib/api/contract/pre-authorisation/paf';
import { sessionBookingPaths } from '../src/lib/api/contract/patient-booking/session-booking';
import { unitSchedulesPath } from '../src/lib/api/contract/schedules/staff-schedule';
import { staffWorklistPath, worklistResponseSchema } from '../src/lib/api/contract/worklists';
import { users } from './db/schema/core';
import {
  appointmentRequests,
  appointmentStatusHistory,
  appointmentUnits,
  pafCases,
  preferredSlots,
  scheduleDays,
  worklistItems,
} from './db/schema/domain';
import { Browser, createTestApp, parse, type TestApp } from './testing/test-app';

/**
 * Database statements per request of the hot reads: a small fixed number,
 * the same whether the answer holds a few rows or many (no query per row).
 * Every read is counted once on the seed, then again after more rows are
 * added (or asked for), and both counts must match and stay within its bound.
 */
const statements: string[] = [];
let t: TestApp;
const tenant = 'ava-sg';
const browsers = new Map<string, Browser>();

beforeAll(async () => {
  t = await createTestApp({ seedDomain: true, onQuery: (sql) => statements.push(sql) });
  for (const role of ['clinic', 'patient', 'specialist']) {
    const b = new Browser(t.app, tenant);
    expect((await b.login(`${role}@${tenant}.demo`)).statusCode).toBe(200);
    browsers.set(role, b);
  }
  // The first request reads the XSRF signing key once per process; count what follows.
  await browsers.get('clinic')!.request({ method: 'GET', url: sessionPath });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const dayMs = 86_400_000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
const today = (days: number) => addDays(new Date().toISOString().slice(0, 10), days);
const as = (role: string) => browsers.get(role)!;
const userId = (role: string) => as(role).cookies.get('userId')!;

/** Sends one request and returns its answer with the statements it ran. */
async function counted(role: string, options: InjectOptions) {
  statements.length = 0;
  const res = await as(role).request(options);
  expect(res.statusCode, res.body).toBe(200);
  // The statements themselves name the culprit when a count is off.
  return { res, count: statements.length, sql: statements.map((sql) => sql.slice(0, 120)).join('\n') };
}

/** Copies of `rows` with `n` fresh keys each, so a read finds many more of them. */
function copies<T extends Record<string, unknown>>(
  rows: T[],
  n: number,
  rekey: (row: T, k: number) => Partial<T>,
): T[] {
  return Array.from({ length: n }, (_, k) => rows.map((row) => ({ ...row, ...rekey(row, k) }))).flat();
}

let batch = 0;
/** More requests for the clinic's provider and the patient, each with its worklist item, a minute apart. */
async function addRequests(n: number): Promise<void> {
  batch += 1;
  const tag = `qc${batch}-`;
  const items = await t.handle.db.select().from(worklistItems).where(eq(worklistItems.tenantId, tenant));
  const requests = new Map(
    (await t.handle.db.select().from(appointmentRequests).where(eq(appointmentRequests.tenantId, tenant))).map((r) => [
      r.id,
      r,
    ]),
  );
  const wanted = items
    .filter((i) => !i.requestId.includes('-qc') && (i.providerId !== null || i.userId === userId('patient')))
    .slice(0, 10);
  const moved = (at: Date, k: number) => new Date(at.getTime() - (k + 1) * 60_000);
  const newRequests = copies(
    [...new Set(wanted.map((i) => i.requestId))].map((id) => requests.get(id)!),
    n,
    (r, k) => ({
      id: `${r.id}-${tag}${k}`,
      referenceNo: `${r.referenceNo}Q${batch}X${k}`,
      createdAt: moved(r.createdAt, k),
    }),
  );
  await t.handle.db.insert(appointmentRequests).values(newRequests);
  await t.handle.db.insert(worklistItems).values(
    copies(wanted, n, (i, k) => ({
      id: `${i.id}-${tag}${k}`,
      requestId: `${i.requestId}-${tag}${k}`,
      createdAt: moved(i.createdAt, k),
    })),
  );
}

describe('statements per request of the hot reads', () => {
  it('session check: one statement (the session lookup)', async () => {
    const { count, sql } = await counted('clinic', { method: 'GET', url: sessionPath });
    expect(count, sql).toBe(1);
  });

  it('staff worklist first page: the same few statements for 5 rows of a seed as for 50 of a busier clinic', async () => {
    const url = staffWorklistPath(tenant, 'clinic', userId('clinic'));
    const small = await counted('clinic', { method: 'POST', url, payload: { limit: 5, page: 1 } });
    await addRequests(10);
    const large = await counted('clinic', { method: 'POST', url, payload: { limit: 50, page: 1 } });
    expect(parse(worklistResponseSchema, large.res).data.dataTable.data).toHaveLength(50);
    expect(large.count, large.sql).toBe(small.count);
    // The session, then the page with its total.
    expect(large.count, large.sql).toBeLessThanOrEqual(2);
    // An older page counts apart and may add one probe (rows tied on `created`), never one per row.
    const first = parse(worklistResponseSchema, large.res).data.dataTable.data;
    const older = await counted('clinic', {
      method: 'POST',
      url,
      payload: { limit: 50, page: 2, action: 'older', created: first.at(-1)!.created },
    });
    expect(older.count, older.sql).toBeLessThanOrEqual(4);
  });

  it('patient inbox: one read of the inbox whatever its length', async () => {
    const url = patientWorklistPath(userId('patient'));
    const before = await counted('patient', { method: 'POST', url, payload: { limit: 100, page: 1 } });
    await addRequests(5);
    const after = await counted('patient', { method: 'POST', url, payload: { limit: 100, page: 1 } });
    expect(parse(worklistResponseSchema, after.res).data.dataTable.data.length).toBeGreaterThan(
      parse(worklistResponseSchema, before.res).data.dataTable.data.length,
    );
    expect(after.count, after.sql).toBe(before.count);
    expect(after.count, after.sql).toBeLessThanOrEqual(2);
  });

  it('doctor search: the same statements for one doctor as for all of them', async () => {
    const all = await counted('patient', {
      method: 'POST',
      url: doctorSearchPath,
      payload: { clientName: tenant, country: 'singapore' },
    });
    const doctors = parse(doctorSearchResponseSchema, all.res).data;
    expect(doctors.length).toBeGreaterThan(3);
    const one = await counted('patient', {
      method: 'POST',
      url: doctorSearchPath,
      payload: { clientName: tenant, country: 'singapore', doctorName: doctors[0]!.fullname },
    });
    expect(parse(doctorSearchResponseSchema, one.res).data.length).toBeLessThan(doctors.length);
    expect(all.count, all.sql).toBe(one.count);
    expect(all.count, all.sql).toBeLessThanOrEqual(2);
  });

  it('clinic schedule week: the same statements for one unit over a week as for every unit over a month', async () => {
    const [clinic] = await t.handle.db
      .select()
      .from(users)
      .where(eq(users.id, userId('clinic')));
    const units = await t.handle.db
      .select()
      .from(appointmentUnits)
      .where(and(eq(appointmentUnits.tenantId, tenant), eq(appointmentUnits.providerId, clinic!.providerId!)));
    expect(units.length).toBeGreaterThan(1);
    const week = await counted('clinic', {
      method: 'POST',
      url: unitSchedulesPath,
      payload: { unitIds: [units[0]!.unitId], from: today(0), to: today(6) },
    });
    const month = await counted('clinic', {
      method: 'POST',
      url: unitSchedulesPath,
      payload: { unitIds: units.map((u) => u.unitId), from: today(0), to: today(30) },
    });
    expect(month.count, month.sql).toBe(week.count);
    expect(month.count, month.sql).toBeLessThanOrEqual(8);
  });

  it('session calendar: the same statements however many days the unit has', async () => {
    const [request] = await t.handle.db
      .select()
      .from(appointmentRequests)
      .where(eq(appointmentRequests.patientUserId, userId('patient')))
      .limit(1);
    const url = sessionBookingPaths.unitSchedule(request!.unitId);
    const before = await counted('patient', { method: 'GET', url });
    const days = await t.handle.db.select().from(scheduleDays).where(eq(scheduleDays.unitId, request!.unitId));
    const last = days
      .map((d) => d.localDate)
      .sort()
      .at(-1)!;
    await t.handle.db.insert(scheduleDays).values(
      Array.from({ length: 30 }, (_, k) => ({
        ...days[0]!,
        id: `${days[0]!.id}-qc${k}`,
        localDate: addDays(last, k + 1),
        isClosed: true,
      })),
    );
    const after = await counted('patient', { method: 'GET', url });
    expect(after.count, after.sql).toBe(before.count);
    expect(after.count, after.sql).toBeLessThanOrEqual(5);
  });

  it('PAF list: the same statements for a few cases as for many', async () => {
    const body = {
      limit: 100,
      pageNo: 1,
      searchText: '',
      startDate: '2000-01-01',
      endDate: '2199-12-31',
      status: 'all',
    };
    const before = await counted('specialist', { method: 'POST', url: pafPaths.worklist('specialist'), payload: body });
    const mine = await t.handle.db
      .select()
      .from(pafCases)
      .where(eq(pafCases.createdByUserId, userId('specialist')));
    expect(mine.length).toBeGreaterThan(0);
    await t.handle.db.insert(pafCases).values(copies(mine, 5, (c, k) => ({ caseId: `${c.caseId}-qc${k}` })));
    const after = await counted('specialist', { method: 'POST', url: pafPaths.worklist('specialist'), payload: body });
    expect(parse(pafListResponseSchema, after.res).data.totalItems).toBe(
      parse(pafListResponseSchema, before.res).data.totalItems + 5 * mine.length,
    );
    expect(after.count, after.sql).toBe(before.count);
    expect(after.count, after.sql).toBeLessThanOrEqual(2);
  });

  it('case details: the same statements however long its history', async () => {
    const [request] = await t.handle.db
      .select()
      .from(appointmentRequests)
      .where(eq(appointmentRequests.patientUserId, userId('patient')))
      .limit(1);
    const url = caseDetailsPath(request!.requestType, request!.referenceNo, userId('patient'));
    const before = await counted('patient', { method: 'GET', url });
    const at = new Date();
    await t.handle.db.insert(appointmentStatusHistory).values(
      Array.from({ length: 20 }, (_, k) => ({
        id: `${request!.id}-qc-h${k}`,
        requestId: request!.id,
        status: request!.status,
        changedByUserId: null,
        changedByName: 'Query count',
        notes: '',
        createdAt: new Date(at.getTime() + k),
      })),
    );
    await t.handle.db.insert(preferredSlots).values(
      Array.from({ length: 5 }, (_, k) => ({
        id: `${request!.id}-qc-p${k}`,
        requestId: request!.id,
        start: new Date(at.getTime() + k * 3_600_000),
        end: new Date(at.getTime() + (k + 1) * 3_600_000),
        priority: k + 10,
        isWaitingList: false,
      })),
    );
    const after = await counted('patient', { method: 'GET', url });
    expect(after.count, after.sql).toBe(before.count);
    expect(after.count, after.sql).toBeLessThanOrEqual(4);
  });
});
