import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  staffCaseDetailsPath,
  staffCaseDetailsResponseSchema,
} from '../../../src/lib/api/contract/patient-inbox/staff-case-details';
import { staffWorklistPath, worklistResponseSchema } from '../../../src/lib/api/contract/worklists';
import { appointmentRequests } from '../../db/schema/domain';
import { Browser, createTestApp, parse, type TestApp } from '../../testing/test-app';

/**
 * The worklist's View opens the case for the provider's staff, and only theirs
 * (docs/decisions/0078-staff-case-details.md).
 */

let t: TestApp;
const signedIn = async (email: string, tenant = 'ava-sg') => {
  const b = new Browser(t.app, tenant);
  expect((await b.login(email)).statusCode).toBe(200);
  return b;
};
beforeAll(async () => {
  t = await createTestApp({ seedDomain: true });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function worklistRows(clinic: Browser) {
  const userId = clinic.cookies.get('userId')!;
  const url = staffWorklistPath('ava-sg', clinic.cookies.get('roleId')!, userId);
  return parse(worklistResponseSchema, await clinic.request({ method: 'POST', url, payload: { limit: 25 } })).data
    .dataTable.data;
}

describe('staff case details', () => {
  it("opens every row of the clinic's and the doctor's worklist, with the row's Book or Manage", async () => {
    for (const role of ['clinic', 'doctor']) {
      const staff = await signedIn(`${role}@ava-sg.demo`);
      const rows = await worklistRows(staff);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        const res = await staff.request({ method: 'GET', url: staffCaseDetailsPath(row.requestType, row.referenceNo) });
        expect(res.statusCode, `${role} ${row.referenceNo}`).toBe(200);
        const details = parse(staffCaseDetailsResponseSchema, res).data;
        expect(details.items[0]).toMatchObject({ referenceNo: row.referenceNo, requestType: row.requestType });
        expect(details.items[0]!.patient.name).toBe(row.cells.PatientName!.value);
        expect(details.statusHistory.length).toBeGreaterThan(0);
        const actions = row.cells.Actions!;
        const codes = actions.type === 'json.tag' ? actions.value.map((tag) => tag.code) : [];
        const rowAction = codes.find((code) => code === 'book' || code === 'manage') ?? null;
        expect(details.staffAction, row.referenceNo).toBe(rowAction);
      }
    }
  });

  it("answers 404 for another provider's case and 403 to roles that do not work cases", async () => {
    const [mine] = await t.handle.db
      .select()
      .from(appointmentRequests)
      .where(and(eq(appointmentRequests.tenantId, 'ava-sg'), eq(appointmentRequests.providerId, 'prov-ava-sg')))
      .limit(1);
    const { id: _id, ...rest } = mine!;
    await t.handle.db
      .insert(appointmentRequests)
      .values({ ...rest, id: 'req-staff-case-elsewhere', referenceNo: 'OPDELSEWHERE1', providerId: 'prov-ava-sg-x' });
    const clinic = await signedIn('clinic@ava-sg.demo');
    const other = await clinic.request({ method: 'GET', url: staffCaseDetailsPath(rest.requestType, 'OPDELSEWHERE1') });
    expect(other.statusCode).toBe(404);
    // Another tenant's clinic does not find this tenant's case either.
    const harbour = await signedIn('clinic@harbour-hk.demo', 'harbour-hk');
    const url = staffCaseDetailsPath(mine!.requestType, mine!.referenceNo);
    expect((await harbour.request({ method: 'GET', url })).statusCode).toBe(404);
    for (const role of ['patient', 'agent', 'specialist', 'hospital', 'payor']) {
      const b = await signedIn(`${role}@ava-sg.demo`);
      expect((await b.request({ method: 'GET', url })).statusCode, role).toBe(403);
    }
    expect((await clinic.request({ method: 'GET', url })).statusCode).toBe(200);
  });
});
