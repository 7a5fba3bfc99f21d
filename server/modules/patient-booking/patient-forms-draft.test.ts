import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profilePath } from '../../../src/lib/api/contract/account';
import { formPageResponseSchema, opdFormPath } from '../../../src/lib/api/contract/patient-booking/forms';
import { historyNotes } from '../../../src/lib/api/contract/history-notes';
import { appointmentRequests, appointmentStatusHistory } from '../../db/schema/domain';
import { Browser, parse } from '../../testing/test-app';
import { testAppForFile } from '../../testing/test-app-for-file';

const t = testAppForFile({ seedDomain: true });

const tenant = 'ava-sg';
const userId = `u-${tenant}-patient`;

/**
 * Continuing a form saved without submitting starts from its own answers
 * (docs/decisions/0036-profile-prefill-and-consistent-demo-data.md).
 */
describe('a saved OPD form (draft)', () => {
  it("answers the draft's own values, even after My Account changed", async () => {
    const [draft] = await t.handle.db
      .select({ id: appointmentRequests.id, patient: appointmentRequests.patient })
      .from(appointmentRequests)
      .innerJoin(appointmentStatusHistory, eq(appointmentStatusHistory.requestId, appointmentRequests.id))
      .where(
        and(eq(appointmentRequests.patientUserId, userId), eq(appointmentStatusHistory.notes, historyNotes.formSaved)),
      )
      .limit(1);
    expect(draft, 'the seed has a saved, unsent OPD form').toBeDefined();
    const b = new Browser(t.app, tenant);
    expect((await b.login(`patient@${tenant}.demo`)).statusCode).toBe(200);
    const changed = await b.request({
      method: 'PATCH',
      url: profilePath,
      payload: { firstname: 'Changed', lastname: 'Name', gender: 'Male', birthday: '1970-01-01' },
    });
    expect(changed.statusCode).toBe(200);

    const page = parse(
      formPageResponseSchema,
      await b.request({ method: 'GET', url: opdFormPath(userId, draft!.id) }),
    ).data;
    expect(page.submitted).toBe(false);
    expect(page.saved).toMatchObject({
      fullName: draft!.patient.name,
      gender: draft!.patient.gender,
      dateOfBirth: draft!.patient.dob,
      email: draft!.patient.email,
      phoneNumber: draft!.patient.sms,
    });
  });

  it('a request that was only opened has no saved answers', async () => {
    const [opened] = await t.handle.db
      .select({ id: appointmentRequests.id })
      .from(appointmentRequests)
      .where(
        and(eq(appointmentRequests.patientUserId, userId), eq(appointmentRequests.status, 'Pending Clinic Response')),
      )
      .limit(1);
    const b = new Browser(t.app, tenant);
    expect((await b.login(`patient@${tenant}.demo`)).statusCode).toBe(200);
    const page = parse(
      formPageResponseSchema,
      await b.request({ method: 'GET', url: opdFormPath(userId, opened!.id) }),
    ).data;
    expect(page.saved).toBeUndefined();
  });
});
