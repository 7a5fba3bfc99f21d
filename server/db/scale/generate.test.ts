import { beforeAll, describe, expect, it } from 'vitest';
import { sessionPath, sessionResponseSchema } from '../../../src/lib/api/contract/auth';
import { doctorSearchPath, doctorSearchResponseSchema } from '../../../src/lib/api/contract/doctor-search';
import { patientWorklistPath, patientWorklistResponseSchema } from '../../../src/lib/api/contract/patient-inbox/inbox';
import { pafPaths, worklistResponseSchema as pafListSchema } from '../../../src/lib/api/contract/pre-authorisation/paf';
import { unitSchedulesPath, unitSchedulesResponseSchema } from '../../../src/lib/api/contract/schedules/staff-schedule';
import { staffWorklistPath, worklistResponseSchema } from '../../../src/lib/api/contract/worklists';
import { Browser, createTestApp, parse } from '../../testing/test-app';
import { testAppForFile } from '../../testing/test-app-for-file';
import type { Db } from '../client';
import { rows } from './context';
import type { ScaleAccount, ScaleFixture } from './fixture';
import { generateScale } from './generate';

/** The generated rows of the key tables, as one md5 per table (password hashes left out: salted per run). */
async function checksums(db: Db): Promise<Record<string, string>> {
  const tables: Array<[table: string, key: string, where: string, columns: string]> = [
    ['users', 'id', `id like 'scu-%'`, 'row(id, tenant_id, email, role_id, first_name, last_name, birthday, mobile)'],
    ['doctors', 'id', `id like 'scd-%'`, 't'],
    ['appointment_requests', 'id', `id like 'scr-%'`, 't'],
    ['preferred_slots', 'id', `id like 'scr-%'`, 't'],
    ['appointment_status_history', 'id', `id like 'scr-%'`, 't'],
    ['worklist_items', 'id', `id like 'scr-%'`, 't'],
    ['schedule_slots', 'id', `id like 'scslot-%'`, 't'],
    ['slot_bookings', 'id', `id like 'scbk-%'`, 't'],
    ['paf_cases', 'case_id', `case_id like 'PAF-SC-%'`, 't'],
  ];
  const out: Record<string, string> = {};
  for (const [table, key, where, columns] of tables) {
    const [row] = await rows<{ sum: string }>(
      db,
      `select md5(string_agg(s.x, '|' order by s.k)) as sum
       from (select t.${key} as k, (${columns})::text as x from ${table} t where ${where}) s`,
    );
    out[table] = row!.sum;
  }
  return out;
}

/** Another copy of the run's seeded image (demo and domain data) with the tiny insurer of `seed`. */
async function generated(seedNumber: number, now: Date) {
  const other = await createTestApp({ seedDomain: true });
  try {
    await generateScale(other.handle.db, { size: 'tiny', seed: seedNumber, now });
    return await checksums(other.handle.db);
  } finally {
    await other.close();
  }
}

let fixture: ScaleFixture;
const now = new Date();
const t = testAppForFile({ seedDomain: true });
beforeAll(async () => {
  fixture = await generateScale(t.handle.db, { size: 'tiny', seed: 1, now });
}, 240_000);

async function signIn(who: ScaleAccount): Promise<Browser> {
  const b = new Browser(t.app, who.tenantId);
  expect((await b.login(who.email, fixture.password)).statusCode).toBe(200);
  const me = parse(sessionResponseSchema, await b.request({ method: 'GET', url: sessionPath })).data;
  expect(me.userId).toBe(who.userId);
  return b;
}

describe('the insurer-scale generator at tiny size', () => {
  it('writes the shape the size names, counted per table', async () => {
    expect(fixture.counts).toMatchObject({ appointment_requests: 2_000, paf_cases: 100 });
    expect(fixture.counts.users).toBeGreaterThan(200);
    // Every request has a patient item; every one but Incomplete has its provider item.
    expect(fixture.counts.worklist_items).toBeGreaterThan(2 * 2_000 * 0.9);
    expect(fixture.counts.appointment_status_history).toBeGreaterThan(2_000);
    expect(fixture.counts.preferred_slots).toBeGreaterThan(2_000);
    expect(fixture.counts.schedule_slots).toBeGreaterThan(0);
    const [statuses] = await rows<{ n: string }>(
      t.handle.db,
      `select count(distinct status) as n from appointment_requests where id like 'scr-%'`,
    );
    expect(Number(statuses!.n)).toBe(7);
  });

  it('gives the same rows for the same seed and other rows for another seed', async () => {
    const first = await checksums(t.handle.db);
    const again = await generated(1, now);
    expect(again).toEqual(first);
    const other = await generated(2, now);
    for (const table of Object.keys(first)) expect(other[table], table).not.toBe(first[table]);
  }, 240_000);

  it("signs the clinic in to its provider's worklist, the busiest", async () => {
    const b = await signIn(fixture.clinic);
    const page = parse(
      worklistResponseSchema,
      await b.request({
        method: 'POST',
        url: staffWorklistPath(fixture.clinic.client, 'clinic', fixture.clinic.userId),
        payload: { limit: 20 },
      }),
    ).data;
    expect(page.dataTable.data).toHaveLength(20);
    const [busiest] = await rows<{ n: string }>(
      t.handle.db,
      `select count(*) as n from worklist_items where audience = 'provider' and id like 'scr-%'
       group by provider_id order by count(*) desc limit 1`,
    );
    expect(page.totalSize).toBe(Number(busiest!.n));
  });

  it("shows the clinic's doctors' schedules this week with booked slots", async () => {
    const b = await signIn(fixture.clinic);
    const from = new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    const to = new Date(now.getTime() + 8 * 3_600_000 + 13 * 86_400_000).toISOString().slice(0, 10);
    const units = parse(
      unitSchedulesResponseSchema,
      await b.request({
        method: 'POST',
        url: unitSchedulesPath,
        payload: { unitIds: fixture.clinicUnitIds, from, to },
      }),
    ).data.units;
    expect(units).toHaveLength(3);
    const sessions = units.flatMap((u) => u.calendar.flatMap((d) => d.schedules));
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.some((s) => s.bookedSlots.length > 0)).toBe(true);
  });

  it("fills the typical patient's inbox", async () => {
    const b = await signIn(fixture.patient);
    const inbox = parse(
      patientWorklistResponseSchema,
      await b.request({ method: 'POST', url: patientWorklistPath(fixture.patient.userId), payload: { limit: 10 } }),
    ).data;
    expect(inbox.dataTable.data.length).toBeGreaterThan(0);
  });

  it('finds the Malaysian cardiologist by diagnosis code', async () => {
    const b = await signIn(fixture.malaysianPatient);
    const found = parse(
      doctorSearchResponseSchema,
      await b.request({
        method: 'POST',
        url: doctorSearchPath,
        payload: {
          clientName: fixture.malaysianPatient.tenantId,
          country: 'malaysia',
          diagnosis: fixture.search.diagnosisCode,
        },
      }),
    ).data;
    expect(found.map((d) => d.fullname)).toContain(`Dr. ${fixture.search.doctorName}`);
  });

  it("lists the fixture's PAF case for the payor, the specialist and the hospital", async () => {
    const today = new Date(now.getTime() + 8 * 3_600_000);
    const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    for (const who of [fixture.payor, fixture.specialist, fixture.hospital]) {
      const b = await signIn(who);
      const list = parse(
        pafListSchema,
        await b.request({
          method: 'POST',
          url: pafPaths.worklist(who.roleId),
          payload: { limit: 100, pageNo: 1, searchText: '', startDate: day(-60), endDate: day(60), status: 'all' },
        }),
      ).data;
      expect(list.totalItems, who.roleId).toBeGreaterThan(0);
      expect(
        list.pageData.map((c) => c.caseId),
        who.roleId,
      ).toContain(fixture.caseId);
    }
  });
});
