import { and, eq, gt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { caseDetailsPath, caseDetailsResponseSchema } from '../../../src/lib/api/contract/patient-inbox/case-details';
import {
  inboxActionPath,
  patientWorklistFilterPath,
  patientWorklistResponseSchema,
} from '../../../src/lib/api/contract/patient-inbox/inbox';
import { appointmentRequests, type AppointmentRequestStatus } from '../../db/schema/domain';
import { Browser, parse } from '../../testing/test-app';
import { testAppForFile } from '../../testing/test-app-for-file';

/**
 * The "confirm your new appointment time" mail lands on Case Details, so Case Details carries the proposed time
 * and what Accept and Decline need; the inbox row shows the time it offers them for
 * (docs/decisions/0084-proposals-the-patients-reschedule-page.md).
 */
let patient: Browser;
let patientId: string;
const t = testAppForFile({ seedDomain: true });
beforeAll(async () => {
  patient = new Browser(t.app, 'ava-sg', '10.29.3.1');
  expect((await patient.login('patient@ava-sg.demo')).statusCode).toBe(200);
  patientId = patient.cookies.get('userId')!;
});

async function ownRequest(status: AppointmentRequestStatus) {
  const [req] = await t.handle.db
    .select()
    .from(appointmentRequests)
    .where(
      and(
        eq(appointmentRequests.tenantId, 'ava-sg'),
        eq(appointmentRequests.patientUserId, patientId),
        eq(appointmentRequests.status, status),
        gt(appointmentRequests.assignedSlotStart, t.app.deps.now()),
      ),
    )
    .orderBy(appointmentRequests.referenceNo)
    .limit(1);
  if (!req) throw new Error(`seed has no future ${status} request of the patient`);
  return req;
}

const detailsOf = async (req: { requestType: string; referenceNo: string }) =>
  parse(
    caseDetailsResponseSchema,
    await patient.request({ method: 'GET', url: caseDetailsPath(req.requestType, req.referenceNo, patientId) }),
  ).data;

describe('a proposed time, where the patient is sent to answer it', () => {
  it("the inbox row shows the proposed time beside its Accept and Decline (the Appointment column's instant)", async () => {
    const req = await ownRequest('Pending Patient Response');
    const page = parse(
      patientWorklistResponseSchema,
      await patient.request({
        method: 'POST',
        url: patientWorklistFilterPath(patientId),
        payload: { limit: 100, status: ['Pending Patient Response'] },
      }),
    ).data;
    expect(page.dataTable.columns).toContain('Appointment');
    const row = page.dataTable.data.find((r) => r.referenceNo === req.referenceNo);
    expect(row, `${req.referenceNo} in the inbox`).toBeDefined();
    expect(row!.cells.Appointment).toMatchObject({ type: 'text', at: req.assignedSlotStart!.toISOString() });
    const actions = row!.cells.Actions;
    expect(actions?.type === 'json.tag' ? actions.value.map((tag) => tag.code) : []).toEqual(['accept', 'decline']);
  });

  it('Case Details carry the proposal (request id and time) while it awaits the answer, and none after Accept', async () => {
    const req = await ownRequest('Pending Patient Response');
    const before = await detailsOf(req);
    expect(before.proposal).toEqual({
      requestId: req.id,
      slotStartAt: req.assignedSlotStart!.toISOString(),
      slotEndAt: req.assignedSlotEnd!.toISOString(),
    });

    const accepted = await patient.request({
      method: 'POST',
      url: inboxActionPath('accept'),
      payload: { requestId: before.proposal!.requestId, pId: patientId },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const after = await detailsOf(req);
    expect(after.proposal).toBeNull();
    expect(after.items[0]!.appointmentStatus).toBe('Scheduled');
  });

  it('a confirmed appointment has no proposal to answer', async () => {
    expect((await detailsOf(await ownRequest('Scheduled'))).proposal).toBeNull();
  });
});
