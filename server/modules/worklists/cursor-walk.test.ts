import { and, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { patientWorklistPath } from '../../../src/lib/api/contract/patient-inbox/inbox';
import { pafPaths, worklistResponseSchema as pafListSchema } from '../../../src/lib/api/contract/pre-authorisation/paf';
import {
  staffWorklistPath,
  worklistResponseSchema,
  worklistTotalCap,
  type WorklistData,
} from '../../../src/lib/api/contract/worklists';
import type { ScaleAccount, ScaleFixture } from '../../db/scale/fixture';
import { generateScale } from '../../db/scale/generate';
import { appointmentRequests, pafCases, worklistItems } from '../../db/schema/domain';
import { addLocalDays, dayStart, localDate } from '../../lib/dates';
import { Browser, parse } from '../../testing/test-app';
import { testAppForFile } from '../../testing/test-app-for-file';

/**
 * The acceptance walk of the lists at insurer scale
 * (docs/decisions/0051-lists-at-insurer-scale.md): on the insurer-shaped data
 * set (the generator's CI-sized `tiny`), every page of the staff worklist, the
 * patient inbox and the pre-authorisation list, followed through the real
 * routes with the cursor the client sends, gives each row of the set exactly
 * once, in the list's order: no gaps, no repeats.
 */
let fixture: ScaleFixture;
const t = testAppForFile({ seedDomain: true });
beforeAll(async () => {
  fixture = await generateScale(t.handle.db, { size: 'tiny', seed: 18, now: new Date() });
}, 600_000);

async function signIn(account: ScaleAccount) {
  const b = new Browser(t.app, account.tenantId, `10.18.0.${account.roleId.length}`);
  const res = await b.login(account.email, fixture.password);
  expect(res.statusCode, res.body).toBe(200);
  return b;
}

type Cursor = { action: 'older' | 'newer'; created: number; requestId: string };
const edge = (d: WorklistData, action: Cursor['action']): Cursor => {
  const row = action === 'older' ? d.dataTable.data.at(-1)! : d.dataTable.data[0]!;
  return { action, created: row.created, requestId: row.requestId };
};
const idsOf = (d: WorklistData) => d.dataTable.data.map((r) => r.requestId);

/** Every page older from the first, then every page newer back from the last; both as lists of ids. */
async function walk(read: (body: Record<string, unknown>) => Promise<WorklistData>, body: Record<string, unknown>) {
  let current = await read(body);
  const first = current;
  const pages = [idsOf(current)];
  while (current.hasOlder) {
    current = await read({ ...body, page: pages.length + 1, ...edge(current, 'older') });
    pages.push(idsOf(current));
  }
  const back = [idsOf(current)];
  while (current.hasNewer) {
    current = await read({ ...body, ...edge(current, 'newer') });
    back.unshift(idsOf(current));
  }
  return { first, pages, back };
}

describe('cursor walk over the insurer-shaped data set (tiny)', () => {
  it('staff worklist: the whole provider history and filtered sets, once each, newest first', async () => {
    const { tenantId, providerId } = fixture.clinic;
    const clinic = await signIn(fixture.clinic);
    const path = staffWorklistPath(tenantId, fixture.clinic.roleId, fixture.clinic.userId);
    const read = async (body: Record<string, unknown>) =>
      parse(worklistResponseSchema, await clinic.request({ method: 'POST', url: path, payload: body })).data;
    const expected = async (where: ReturnType<typeof and>) =>
      (
        await t.handle.db
          .select({ id: appointmentRequests.id })
          .from(worklistItems)
          .innerJoin(appointmentRequests, eq(appointmentRequests.id, worklistItems.requestId))
          .where(
            and(
              eq(worklistItems.tenantId, tenantId),
              eq(worklistItems.audience, 'provider'),
              eq(worklistItems.providerId, providerId),
              where,
            ),
          )
          .orderBy(desc(appointmentRequests.createdAt), desc(appointmentRequests.id))
      ).map((r) => r.id);

    const all = await expected(undefined);
    expect(all.length).toBeGreaterThan(100);
    const whole = await walk(read, { limit: 25 });
    expect(whole.pages.flat()).toEqual(all);
    expect(whole.back).toEqual(whole.pages);
    expect(whole.first.totalSize).toBe(Math.min(all.length, worklistTotalCap));
    expect(whole.first.totalCapped).toBe(all.length > worklistTotalCap);

    const statuses = ['Scheduled', 'Pending Clinic Response'] as const;
    const byStatus = await walk(read, { limit: 10, status: statuses });
    const expectedByStatus = await expected(inArray(appointmentRequests.status, [...statuses]));
    expect(expectedByStatus.length).toBeGreaterThan(10);
    expect(byStatus.pages.flat()).toEqual(expectedByStatus);
    expect(byStatus.back).toEqual(byStatus.pages);

    // A year of history, by the tenant's local days as the filter reads them.
    const { timeZone } = t.app.deps.tenants.get(tenantId)!;
    const endDate = localDate(new Date(), timeZone);
    const startDate = addLocalDays(endDate, -365);
    const ranged = await walk(read, { limit: 10, startDate, endDate });
    const expectedRanged = await expected(
      and(
        gte(appointmentRequests.createdAt, dayStart(startDate, timeZone)),
        lt(appointmentRequests.createdAt, dayStart(addLocalDays(endDate, 1), timeZone)),
      ),
    );
    expect(expectedRanged.length).toBeGreaterThan(10);
    expect(ranged.pages.flat()).toEqual(expectedRanged);
  });

  it('patient inbox: every request of the patient once, newest first', async () => {
    const patient = await signIn(fixture.patient);
    const read = async (body: Record<string, unknown>) =>
      parse(
        worklistResponseSchema,
        await patient.request({ method: 'POST', url: patientWorklistPath(fixture.patient.userId), payload: body }),
      ).data;
    const mine = await t.handle.db
      .select({ id: worklistItems.requestId, created: appointmentRequests.createdAt })
      .from(worklistItems)
      .innerJoin(appointmentRequests, eq(appointmentRequests.id, worklistItems.requestId))
      .where(
        and(
          eq(worklistItems.tenantId, fixture.patient.tenantId),
          eq(worklistItems.audience, 'patient'),
          eq(worklistItems.userId, fixture.patient.userId),
        ),
      );
    expect(mine.length).toBeGreaterThan(2);
    const { pages, back } = await walk(read, { limit: 2 });
    const seen = pages.flat();
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual(mine.map((r) => r.id).sort());
    const createdOf = new Map(mine.map((r) => [r.id, r.created.getTime()]));
    const created = seen.map((id) => createdOf.get(id)!);
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(back).toEqual(pages);
  });

  it('pre-authorisation list: every page of the payor, ten rows each, every case once, newest first', async () => {
    const payor = await signIn(fixture.payor);
    const body = { limit: 10, searchText: '', startDate: '2000-01-01', endDate: '2199-12-31', status: 'all' };
    const expected = (
      await t.handle.db
        .select({ caseId: pafCases.caseId })
        .from(pafCases)
        // Every case of the tenant is dated (admitted or created) within the range.
        .where(eq(pafCases.tenantId, fixture.payor.tenantId))
        .orderBy(desc(pafCases.createdAt), desc(pafCases.caseId))
    ).map((r) => r.caseId);
    expect(expected.length).toBeGreaterThan(10);
    const seen: string[] = [];
    for (let pageNo = 1; pageNo <= Math.ceil(expected.length / 10) + 1; pageNo += 1) {
      const res = parse(
        pafListSchema,
        await payor.request({ method: 'POST', url: pafPaths.worklist('payor'), payload: { ...body, pageNo } }),
      );
      expect(res.data.totalItems).toBe(expected.length);
      expect(res.data.pageData.length).toBeLessThanOrEqual(10);
      seen.push(...res.data.pageData.map((r) => r.caseId));
    }
    expect(seen).toEqual(expected);
  });
});
