import { describe, expect, it } from 'vitest';
import { and, eq, gt } from 'drizzle-orm';
import {
  formPageResponseSchema,
  formSubmitPath,
  formSubmitResponseSchema,
} from '../../../src/lib/api/contract/patient-booking/forms';
import {
  mcuAttributesResponseSchema,
  mcuPaths,
  packageLocationsResponseSchema,
  recommendationsResponseSchema,
  selectLocationResponseSchema,
} from '../../../src/lib/api/contract/patient-booking/mcu';
import {
  appointmentSummaryResponseSchema,
  bookSessionsResponseSchema,
  sessionBookingPaths,
  unitScheduleResponseSchema,
} from '../../../src/lib/api/contract/patient-booking/session-booking';
import { appointmentRequests, scheduleSlots, worklistItems } from '../../db/schema/domain';
import { Browser, errorOf, parse } from '../../testing/test-app';
import { multipartBody } from '../../testing/multipart';
import { testAppForFile } from '../../testing/test-app-for-file';

const t = testAppForFile({ seedDomain: true });

const tenant = 'sehat-id';
const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1024)]);

const mcuValues = {
  fullName: 'Siti Rahma',
  gender: 'Female',
  dateOfBirth: '1990-04-02',
  nationality: 'Indonesian',
  email: 'siti@example.id',
  phoneNumber: '+6281234567890',
  heightCm: '160',
  weightKg: '55',
  lastMenstrualDate: '',
  medicalConditions: 'None',
  currentMedication: '',
  fastingAcknowledged: true,
  privacyConfirmation: true,
};

async function patient(email = `patient@${tenant}.demo`) {
  const b = new Browser(t.app, tenant);
  expect((await b.login(email)).statusCode).toBe(200);
  return b;
}

/** Health screening up to a created MCU request with its form submitted. */
async function mcuRequest(b: Browser, userId: string) {
  const pkgs = parse(
    recommendationsResponseSchema,
    await b.request({ method: 'POST', url: mcuPaths.recommendations(userId, tenant), payload: {} }),
  ).data;
  const pkg = pkgs[0]!;
  const locs = parse(
    packageLocationsResponseSchema,
    await b.request({ method: 'POST', url: mcuPaths.locations(pkg.packageId, tenant), payload: {} }),
  ).data;
  const unitId = locs.locations[0]!.unitId;
  const created = parse(
    selectLocationResponseSchema,
    await b.request({
      method: 'PUT',
      url: mcuPaths.selectLocation(userId, tenant),
      payload: { packageId: pkg.packageId, unitId },
    }),
  ).data;
  const form = multipartBody({ version: '1', fields: JSON.stringify(mcuValues) }, [
    { name: 'medicalReports', filename: 'report.pdf', data: pdf },
  ]);
  const submitted = await b.request({
    method: 'POST',
    url: formSubmitPath('mcu', userId, created.cRequestId),
    ...form,
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  return { ...created, link: parse(formSubmitResponseSchema, submitted).data.link };
}

describe('screening package filter', () => {
  it('offers ascending, non-overlapping age groups and matches the packages whose band takes the whole group', async () => {
    const b = await patient();
    const userId = `u-${tenant}-patient`;
    const attributes = parse(
      mcuAttributesResponseSchema,
      await b.request({ method: 'GET', url: mcuPaths.attributes(userId, tenant) }),
    ).data;
    expect(attributes.ageBands).toEqual(['18-24', '25-29', '30-39', '40-59', '60+']);
    const bands = async (ageBand: string) =>
      parse(
        recommendationsResponseSchema,
        await b.request({ method: 'POST', url: mcuPaths.recommendations(userId, tenant), payload: { ageBand } }),
      )
        .data.map((p) => p.ageBand)
        .sort();
    expect(await bands('18-24')).toEqual(['18+', '18-39']);
    expect(await bands('60+')).toEqual(['18+', '25+', '30+', '40+', '40+', '60+']);
  });
});

describe('patient forms', () => {
  it('serves the MCU form for the request, refuses another user id, and validates the submission', async () => {
    const b = await patient();
    const userId = `u-${tenant}-patient`;
    const pkgs = parse(
      recommendationsResponseSchema,
      await b.request({ method: 'POST', url: mcuPaths.recommendations(userId, tenant), payload: { gender: 'Female' } }),
    ).data;
    expect(pkgs.length).toBeGreaterThan(0);
    expect(pkgs.every((p) => p.gender !== 'Male')).toBe(true);
    const locs = parse(
      packageLocationsResponseSchema,
      await b.request({ method: 'POST', url: mcuPaths.locations(pkgs[0]!.packageId, tenant), payload: {} }),
    ).data;
    const created = parse(
      selectLocationResponseSchema,
      await b.request({
        method: 'PUT',
        url: mcuPaths.selectLocation(userId, tenant),
        payload: { packageId: pkgs[0]!.packageId, unitId: locs.locations[0]!.unitId },
      }),
    ).data;
    expect(created.link).toBe(`/app/mcu/patient/client/form/${created.cRequestId}`);

    const page = parse(
      formPageResponseSchema,
      await b.request({ method: 'GET', url: `/api/v1/mcu/patient/${userId}/form/oaf/refNo/${created.cRequestId}` }),
    ).data;
    expect(page.submitted).toBe(false);
    expect(page.definition.sections.map((s) => s.title)).toContain('Privacy Confirmation');
    expect(
      (
        await b.request({
          method: 'GET',
          url: `/api/v1/mcu/patient/u-${tenant}-agent/form/oaf/refNo/${created.cRequestId}`,
        })
      ).statusCode,
    ).toBe(403);

    const bad = await b.request({
      method: 'POST',
      url: formSubmitPath('mcu', userId, created.cRequestId),
      ...multipartBody(
        {
          version: '1',
          fields: JSON.stringify({
            ...mcuValues,
            email: 'nope',
            dateOfBirth: '2199-01-01',
            privacyConfirmation: false,
          }),
        },
        [],
      ),
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toMatchObject({
      email: 'E-mail address must be valid',
      privacyConfirmation: expect.stringMatching(/cannot be empty$/) as string,
    });
    expect(errorOf(bad).fields?.dateOfBirth).toMatch(/future/);

    const fake = await b.request({
      method: 'POST',
      url: formSubmitPath('mcu', userId, created.cRequestId),
      ...multipartBody({ version: '1', fields: JSON.stringify(mcuValues) }, [
        { name: 'medicalReports', filename: 'x.pdf', data: Buffer.from('<html>not a pdf</html>') },
      ]),
    });
    expect(fake.statusCode).toBe(400);
    const big = await b.request({
      method: 'POST',
      url: formSubmitPath('mcu', userId, created.cRequestId),
      ...multipartBody({ version: '1', fields: JSON.stringify(mcuValues) }, [
        { name: 'a', filename: 'a.pdf', data: Buffer.concat([pdf, Buffer.alloc(6 * 1024 * 1024)]) },
        { name: 'b', filename: 'b.pdf', data: Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024)]) },
      ]),
    });
    expect(big.statusCode).toBe(413);
    expect(errorOf(big).message).toBe('File upload cannot greater than 10MB');

    const good = await b.request({
      method: 'POST',
      url: formSubmitPath('mcu', userId, created.cRequestId),
      ...multipartBody({ version: '1', fields: JSON.stringify(mcuValues) }, [
        { name: 'medicalReports', filename: 'my report<1>.pdf', data: pdf },
      ]),
    });
    expect(good.statusCode, good.body).toBe(200);
    const [row] = await t.handle.db
      .select()
      .from(appointmentRequests)
      .where(eq(appointmentRequests.id, created.cRequestId));
    const link = row!.patient.documentLinks[0]!;
    const download = await b.request({ method: 'GET', url: link });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="1-my_report_1_\.pdf"$/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-type']).toBe('application/pdf');
    const stranger = new Browser(t.app, 'ava-sg');
    await stranger.login('patient@ava-sg.demo');
    expect((await stranger.request({ method: 'GET', url: link })).statusCode).toBe(404);
  }, 60_000);
});

describe('session booking', () => {
  it('lists days with statuses, holds two sessions with priorities, and summarises them', async () => {
    const b = await patient();
    const userId = `u-${tenant}-patient`;
    const req = await mcuRequest(b, userId);
    const schedule = parse(
      unitScheduleResponseSchema,
      await b.request({ method: 'GET', url: sessionBookingPaths.unitSchedule(req.unitId) }),
    ).data;
    expect(schedule.timeZone).toBe('Asia/Jakarta');
    const free = schedule.calendar
      .filter((d) => d.dayStatus === 'free')
      .flatMap((d) => d.schedules.filter((s) => s.bookedCount < s.capacity));
    const [first, second] = [free[0]!, free[5]!];
    const expireAt = new Date(Date.now() + 7 * 864e5).toISOString();
    const res = await b.request({
      method: 'POST',
      url: sessionBookingPaths.book(req.unitId, req.cRequestId),
      payload: {
        bookedSchedule: [
          { start: second.start, end: second.end, expireAt, priority: 2 },
          { start: first.start, end: first.end, expireAt, priority: 1 },
        ],
        clientCaseData: {
          displayName: 'Siti Rahma',
          personId: userId,
          serviceType: 'MCU',
          referenceId: req.referenceNo,
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(parse(bookSessionsResponseSchema, res).data.sessions.map((s) => [s.priority, s.isWaitingList])).toEqual([
      [1, false],
      [2, false],
    ]);
    const again = await b.request({
      method: 'POST',
      url: sessionBookingPaths.book(req.unitId, req.cRequestId),
      payload: {
        bookedSchedule: [
          { start: first.start, end: first.end, expireAt, priority: 1 },
          { start: second.start, end: second.end, expireAt, priority: 2 },
        ],
        clientCaseData: { displayName: 'x', personId: userId, serviceType: 'MCU', referenceId: req.referenceNo },
      },
    });
    expect(again.statusCode).toBe(409);
    const summary = parse(
      appointmentSummaryResponseSchema,
      await b.request({ method: 'GET', url: sessionBookingPaths.summary('mcu', req.cRequestId) }),
    ).data;
    expect(summary.packageName).toBeTruthy();
    expect(summary.preferred.map((p) => p.start)).toEqual([first.start, second.start]);
    const items = await t.handle.db.select().from(worklistItems).where(eq(worklistItems.requestId, req.cRequestId));
    expect(items.map((i) => i.audience).sort()).toEqual(['patient', 'provider']);
  }, 60_000);

  it('two patients racing for the last place: exactly one gets it, the other is waitlisted', async () => {
    const a = await patient();
    const c = await patient(`agent@${tenant}.demo`);
    const ra = await mcuRequest(a, `u-${tenant}-patient`);
    const rc = await mcuRequest(c, `u-${tenant}-agent`);
    expect(rc.unitId).toBe(ra.unitId);
    const schedule = parse(
      unitScheduleResponseSchema,
      await a.request({ method: 'GET', url: sessionBookingPaths.unitSchedule(ra.unitId) }),
    ).data;
    const slots = schedule.calendar.flatMap((d) => d.schedules).filter((s) => s.bookedCount === 0);
    const [last, otherA, otherC] = [slots[10]!, slots[11]!, slots[12]!];
    // Leave exactly one place in `last`.
    await t.handle.db
      .update(scheduleSlots)
      .set({ bookedCount: last.capacity - 1 })
      .where(eq(scheduleSlots.id, last.id));
    const expireAt = new Date(Date.now() + 864e5).toISOString();
    const body = (other: typeof last, userId: string, ref: string) => ({
      bookedSchedule: [
        { start: last.start, end: last.end, expireAt, priority: 1 },
        { start: other.start, end: other.end, expireAt, priority: 2 },
      ],
      clientCaseData: {
        displayName: '',
        personId: userId === `u-${tenant}-agent` ? 1 : userId,
        serviceType: 'MCU',
        referenceId: ref,
      },
    });
    const [resA, resC] = await Promise.all([
      a.request({
        method: 'POST',
        url: sessionBookingPaths.book(ra.unitId, ra.cRequestId),
        payload: body(otherA, `u-${tenant}-patient`, ra.referenceNo),
      }),
      c.request({
        method: 'POST',
        url: sessionBookingPaths.book(rc.unitId, rc.cRequestId),
        payload: body(otherC, `u-${tenant}-agent`, rc.referenceNo),
      }),
    ]);
    expect(resA.statusCode, resA.body).toBe(200);
    expect(resC.statusCode, resC.body).toBe(200);
    const firstChoice = [resA, resC]
      .map((r) => parse(bookSessionsResponseSchema, r).data.sessions[0]!.isWaitingList)
      .sort();
    expect(firstChoice).toEqual([false, true]);
    const [slot] = await t.handle.db.select().from(scheduleSlots).where(eq(scheduleSlots.id, last.id));
    expect(slot!.bookedCount).toBe(slot!.capacity);
    const over = await t.handle.db
      .select()
      .from(scheduleSlots)
      .where(and(eq(scheduleSlots.unitId, ra.unitId), gt(scheduleSlots.bookedCount, scheduleSlots.capacity)));
    expect(over).toEqual([]);
  }, 90_000);
});
