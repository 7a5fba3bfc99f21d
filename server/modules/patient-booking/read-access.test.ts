import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentPath } from '../../../src/lib/api/contract/patient-booking/forms';
import { sessionBookingPaths } from '../../../src/lib/api/contract/patient-booking/session-booking';
import { appointmentRequests } from '../../db/schema/domain';
import { putFiles } from '../../lib/storage';
import { createTestApp, type TestApp, signIn } from '../../testing/test-app';

/**
 * Security round three, finding 2: a request's attachments and its summary are
 * medical data. The patient, the agent who created the request for them, and
 * the clinic and doctors of its provider read them; the payor and an agent
 * who did not create it share the provider id but get 404, as for a request
 * that does not exist.
 */

const tenant = 'ava-sg';
const user = (role: string) => `u-${tenant}-${role}`;
const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 0x20)]);

let t: TestApp;
/** An MCU request the patient made themselves, with one attachment. */
let own: { id: string; file: string };
/** A request the agent created for a patient, with one attachment. */
let byAgent: { id: string; type: string; file: string };

async function withFile(id: string): Promise<string> {
  const [stored] = await putFiles(
    t.handle.db,
    { tenantId: tenant, kind: 'appointment-request', id },
    [{ name: 'report.pdf', filename: 'report.pdf', type: 'application/pdf', data: pdf }],
    new Date(),
  );
  return stored!.name;
}

beforeAll(async () => {
  t = await createTestApp({ seedDomain: true });
  const db = t.handle.db;
  const [mine] = await db
    .select()
    .from(appointmentRequests)
    .where(
      and(
        eq(appointmentRequests.tenantId, tenant),
        eq(appointmentRequests.requestType, 'MCU'),
        eq(appointmentRequests.patientUserId, user('patient')),
        eq(appointmentRequests.createdByUserId, user('patient')),
      ),
    )
    .limit(1);
  const [agents] = await db
    .select()
    .from(appointmentRequests)
    .where(and(eq(appointmentRequests.tenantId, tenant), eq(appointmentRequests.createdByUserId, user('agent'))))
    .limit(1);
  if (!mine || !agents) throw new Error(`seed has no ${tenant} MCU request of the patient or request by the agent`);
  own = { id: mine.id, file: await withFile(mine.id) };
  byAgent = { id: agents.id, type: agents.requestType, file: await withFile(agents.id) };
});
afterAll(async () => {
  await t?.close();
});

const as = (role: string) => signIn(t.app, `${role}@${tenant}.demo`, { remoteAddress: `10.27.2.${role.length}` });

const documentUrl = (id: string, file: string) => `${documentPath(id)}/${encodeURIComponent(file)}`;

describe("a request's attachments and summary", () => {
  it.each(['payor', 'agent'])('are refused to the %s of the same provider (404)', async (role) => {
    const b = await as(role);
    const doc = await b.request({ method: 'GET', url: documentUrl(own.id, own.file) });
    expect(doc.statusCode).toBe(404);
    expect(doc.body).not.toContain('%PDF');
    const summary = await b.request({ method: 'GET', url: sessionBookingPaths.summary('mcu', own.id) });
    expect(summary.statusCode).toBe(404);
    expect(summary.body).not.toContain(own.id);
  });

  it.each(['patient', 'clinic', 'doctor'])('are given to the %s of the request (200)', async (role) => {
    const b = await as(role);
    const doc = await b.request({ method: 'GET', url: documentUrl(own.id, own.file) });
    expect(doc.statusCode).toBe(200);
    expect(doc.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const summary = await b.request({ method: 'GET', url: sessionBookingPaths.summary('mcu', own.id) });
    expect(summary.statusCode).toBe(200);
  });

  it('are given to the agent who created the request for a patient, and still refused to the payor', async () => {
    const agent = await as('agent');
    const payor = await as('payor');
    const summaryUrl = sessionBookingPaths.summary(byAgent.type.toLowerCase(), byAgent.id);
    expect((await agent.request({ method: 'GET', url: documentUrl(byAgent.id, byAgent.file) })).statusCode).toBe(200);
    expect((await agent.request({ method: 'GET', url: summaryUrl })).statusCode).toBe(200);
    expect((await payor.request({ method: 'GET', url: documentUrl(byAgent.id, byAgent.file) })).statusCode).toBe(404);
    expect((await payor.request({ method: 'GET', url: summaryUrl })).statusCode).toBe(404);
  });
});
