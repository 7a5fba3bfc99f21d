import { describe, expect, it } from 'vitest';
import { createAppointmentPath, createAppointmentResponseSchema } from '../../../src/lib/api/contract/doctor-search';
import { formSubmitPath, preferredOptionsPart } from '../../../src/lib/api/contract/patient-booking/forms';
import {
  appointmentSummaryResponseSchema,
  sessionBookingPaths,
  unitScheduleResponseSchema,
} from '../../../src/lib/api/contract/patient-booking/session-booking';
import { patientCaseResponseSchema, patientCasePath } from '../../../src/lib/api/contract/schedules/staff-booking';
import { Browser, errorOf, parse } from '../../testing/test-app';
import { dermatologyRequestBody } from '../../testing/opd-request';
import { multipartBody } from '../../testing/multipart';
import { testAppForFile } from '../../testing/test-app-for-file';

/**
 * The OPD form proposes two preferred date/time options the clinic and the patient see
 * (docs/decisions/0032-preferred-times-sign-up-gate-money.md).
 */
const t = testAppForFile({ seedDomain: true });

const tenant = 'ava-sg';
const userId = `u-${tenant}-patient`;
const values = {
  fullName: 'Tan Mei Ling',
  gender: 'Female',
  dateOfBirth: '1990-04-02',
  nationality: 'Singaporean',
  email: 'mei@example.sg',
  phoneNumber: '+6591234567',
  medicalConditions: 'None',
  reason: 'Rash',
  privacyConfirmation: true,
};

async function opdRequest() {
  const b = new Browser(t.app, tenant);
  expect((await b.login(`patient@${tenant}.demo`)).statusCode).toBe(200);
  const payload = await dermatologyRequestBody(b, tenant);
  const created = parse(
    createAppointmentResponseSchema,
    await b.request({ method: 'POST', url: createAppointmentPath(userId, tenant, 'web', 'linux'), payload }),
  ).data;
  const schedule = parse(
    unitScheduleResponseSchema,
    await b.request({ method: 'GET', url: sessionBookingPaths.unitSchedule(created.unitId) }),
  ).data;
  const open = schedule.calendar.flatMap((d) => d.schedules).filter((s) => s.bookedCount < s.capacity);
  return { b, created, slots: open.slice(0, 2) };
}

const submit = (b: Browser, referenceNo: string, preferred?: unknown) =>
  b.request({
    method: 'POST',
    url: formSubmitPath('opd', userId, referenceNo),
    ...multipartBody(
      {
        version: '1',
        fields: JSON.stringify(values),
        ...(preferred === undefined ? {} : { [preferredOptionsPart]: JSON.stringify(preferred) }),
      },
      [],
    ),
  });

describe('OPD preferred options', () => {
  it('refuses a submission without two different options, naming the field', async () => {
    const { b, created, slots } = await opdRequest();
    const none = await submit(b, created.referenceNo);
    expect(none.statusCode).toBe(400);
    expect(errorOf(none).fields).toMatchObject({ preferredOptions: 'Please choose two preferred date/time options.' });
    const one = await submit(b, created.referenceNo, [{ start: slots[0]!.start, end: slots[0]!.end, priority: 1 }]);
    expect(one.statusCode).toBe(400);
    const same = await submit(
      b,
      created.referenceNo,
      [1, 2].map((priority) => ({ start: slots[0]!.start, end: slots[0]!.end, priority })),
    );
    expect(errorOf(same).fields).toMatchObject({ preferredOptions: 'Preferred options must be two different times.' });
    const invented = await submit(
      b,
      created.referenceNo,
      [1, 2].map((priority) => ({
        start: `2031-01-0${priority}T01:00:00.000Z`,
        end: `2031-01-0${priority}T01:30:00.000Z`,
        priority,
      })),
    );
    expect(errorOf(invented).fields).toMatchObject({
      preferredOptions: 'A chosen time is no longer available. Please choose again.',
    });
  });

  it('stores two options: the confirmation and the clinic booking page list them', async () => {
    const { b, created, slots } = await opdRequest();
    const options = slots.map((s, k) => ({ start: s.start, end: s.end, priority: k + 1 }));
    const res = await submit(b, created.referenceNo, options);
    expect(res.statusCode, res.body).toBe(200);
    const summary = parse(
      appointmentSummaryResponseSchema,
      await b.request({ method: 'GET', url: sessionBookingPaths.summary('opd', created.cRequestId) }),
    ).data;
    expect(summary.preferred.map((p) => [p.priority, new Date(p.start).getTime()])).toEqual(
      options.map((o) => [o.priority, new Date(o.start).getTime()]),
    );

    const clinic = new Browser(t.app, tenant);
    expect((await clinic.login(`clinic@${tenant}.demo`)).statusCode).toBe(200);
    const caseRes = await clinic.request({ method: 'GET', url: patientCasePath(created.unitId, created.referenceNo) });
    const kase = parse(patientCaseResponseSchema, caseRes).data;
    expect(kase.bookedSchedule.map((p) => new Date(p.start).getTime())).toEqual(
      options.map((o) => new Date(o.start).getTime()),
    );
  });
});
