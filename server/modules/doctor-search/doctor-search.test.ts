import { describe, expect, it } from 'vitest';
import { caseDetailsPath, caseDetailsResponseSchema } from '../../../src/lib/api/contract/patient-inbox/case-details';
import {
  consolidatedLocationsPath,
  consolidatedLocationsResponseSchema,
  createAppointmentPath,
  createAppointmentResponseSchema,
  doctorSearchPath,
  doctorSearchResponseSchema,
  specialistDetailsPath,
  specialistDetailsResponseSchema,
  specialtiesPath,
  specialtiesResponseSchema,
} from '../../../src/lib/api/contract/doctor-search';
import {
  inboxActionPath,
  patientWorklistFilterPath,
  patientWorklistPath,
  patientWorklistResponseSchema,
  pendingLinkPath,
  pendingLinkResponseSchema,
} from '../../../src/lib/api/contract/patient-inbox/inbox';
import { sessionPath, sessionResponseSchema } from '../../../src/lib/api/contract/auth';
import { staffWorklistPath, worklistResponseSchema } from '../../../src/lib/api/contract/worklists';
import { Browser, errorOf, parse } from '../../testing/test-app';
import { testAppForFile } from '../../testing/test-app-for-file';

const t = testAppForFile({ seedDomain: true });

async function patient(client: string) {
  const b = new Browser(t.app, client);
  await b.login(`patient@${client}.demo`);
  const me = parse(sessionResponseSchema, await b.request({ method: 'GET', url: sessionPath })).data;
  return { b, userId: me.userId };
}

describe('doctor discovery', () => {
  it('lists locations and specialties of the tenant country', async () => {
    const { b } = await patient('ava-sg');
    const locations = parse(
      consolidatedLocationsResponseSchema,
      await b.request({ method: 'GET', url: consolidatedLocationsPath('ava-sg') }),
    ).data;
    expect(locations[0]?.country).toBe('singapore');
    expect(locations[0]?.regions.length).toBeGreaterThan(0);
    const specialties = parse(
      specialtiesResponseSchema,
      await b.request({ method: 'GET', url: specialtiesPath('singapore') }),
    ).data;
    expect(specialties.map((s) => s.name)).toContain('Cardiology');
    expect((await b.request({ method: 'GET', url: consolidatedLocationsPath('lumina-my') })).statusCode).toBe(403);
  });

  it('searches by specialty, an empty 200 when none, refuses short names and mixed criteria', async () => {
    const { b } = await patient('ava-sg');
    const found = parse(
      doctorSearchResponseSchema,
      await b.request({
        method: 'POST',
        url: doctorSearchPath,
        payload: { clientName: 'ava-sg', country: 'singapore', specialty: 'Cardiology' },
      }),
    ).data;
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((d) => d.specialties.includes('Cardiology'))).toBe(true);
    const none = await b.request({
      method: 'POST',
      url: doctorSearchPath,
      payload: { clientName: 'ava-sg', country: 'singapore', doctorName: 'zzzzqq' },
    });
    expect(none.statusCode).toBe(200);
    expect(parse(doctorSearchResponseSchema, none).data).toEqual([]);
    const short = await b.request({
      method: 'POST',
      url: doctorSearchPath,
      payload: { clientName: 'ava-sg', country: 'singapore', doctorName: 'ab' },
    });
    expect(short.statusCode).toBe(400);
    const diagnosisHere = await b.request({
      method: 'POST',
      url: doctorSearchPath,
      payload: { clientName: 'ava-sg', country: 'singapore', diagnosis: 'I10' },
    });
    expect(diagnosisHere.statusCode).toBe(403);
  });

  it("gives each panel badge the code its icon draws, for the results' legend", async () => {
    const { b } = await patient('ava-sg');
    const found = parse(
      doctorSearchResponseSchema,
      await b.request({
        method: 'POST',
        url: doctorSearchPath,
        payload: { clientName: 'ava-sg', country: 'singapore' },
      }),
    ).data;
    const panels = found.flatMap((d) => d.practiceLocations.flatMap((l) => l.panels));
    expect(panels.length).toBeGreaterThan(0);
    expect(panels.find((p) => p.name === 'Lion City Assurance')?.code).toBe('LC');
    for (const panel of panels.slice(0, 4)) {
      const icon = await t.app.inject({ method: 'GET', url: panel.iconUrl });
      expect(icon.body).toContain(`>${panel.code}</text>`);
    }
    const [doctor] = found;
    const details = parse(
      specialistDetailsResponseSchema,
      await b.request({ method: 'POST', url: specialistDetailsPath(doctor!.doctorId, 'ava-sg') }),
    ).data;
    expect(details.facilities.flatMap((f) => f.panels).every((p) => p.code && p.code.length === 2)).toBe(true);
  });

  it('finds Malaysian doctors by diagnosis, never together with a name', async () => {
    const { b } = await patient('lumina-my');
    const res = await b.request({
      method: 'POST',
      url: doctorSearchPath,
      payload: { clientName: 'lumina-my', country: 'malaysia', diagnosis: 'I10' },
    });
    expect(parse(doctorSearchResponseSchema, res).data.every((d) => d.specialties.includes('Cardiology'))).toBe(true);
    const mixed = await b.request({
      method: 'POST',
      url: doctorSearchPath,
      payload: { clientName: 'lumina-my', country: 'malaysia', diagnosis: 'I10', doctorName: 'Tan' },
    });
    expect(mixed.statusCode).toBe(400);
  });
});

describe('appointment request → inbox → case details', () => {
  it('creates a request in the patient inbox, not yet on the clinic worklist, and shows its case', async () => {
    const { b, userId } = await patient('ava-sg');
    const [doctor] = parse(
      doctorSearchResponseSchema,
      await b.request({
        method: 'POST',
        url: doctorSearchPath,
        payload: { clientName: 'ava-sg', country: 'singapore', specialty: 'Dermatology' },
      }),
    ).data;
    const details = parse(
      specialistDetailsResponseSchema,
      await b.request({ method: 'POST', url: specialistDetailsPath(doctor!.doctorId, 'ava-sg') }),
    ).data;
    const facility = details.facilities[0]!;
    const created = parse(
      createAppointmentResponseSchema,
      await b.request({
        method: 'POST',
        url: createAppointmentPath(userId, 'ava-sg', 'web', 'linux'),
        payload: {
          specialistId: doctor!.doctorId,
          specialistSpecialty: 'Dermatology',
          specialistFacilityId: facility.facilityId,
          specialistCountry: 'singapore',
          specialistRegion: facility.regionState,
          specialistCity: facility.city,
        },
      }),
    ).data;
    // The seeded references' shape (type, then digits), from the sequence, not OPD + random digits
    // (docs/decisions/0087-drafts-reference-numbers-and-smaller-items.md).
    expect(created.referenceNo).toMatch(/^OPD1\d{7}$/);

    // A draft the patient may abandon is theirs alone; the clinic sees it once the form is sent.
    const clinic = new Browser(t.app, 'ava-sg', '10.29.2.1');
    await clinic.login('clinic@ava-sg.demo');
    const worklist = parse(
      worklistResponseSchema,
      await clinic.request({
        method: 'POST',
        url: staffWorklistPath('ava-sg', 'clinic', clinic.cookies.get('userId')!),
        payload: { limit: 25 },
      }),
    ).data;
    expect(worklist.dataTable.data.map((row) => row.referenceNo)).not.toContain(created.referenceNo);

    const inbox = parse(
      patientWorklistResponseSchema,
      await b.request({ method: 'POST', url: patientWorklistPath(userId), payload: { limit: 25 } }),
    ).data;
    expect(inbox.dataTable.data[0]?.referenceNo).toBe(created.referenceNo);
    const link = parse(pendingLinkResponseSchema, await b.request({ method: 'GET', url: pendingLinkPath })).data;
    expect(link.url).toBe(`/app/opd/patient/client/form/${created.referenceNo}`);

    const caseRes = await b.request({ method: 'GET', url: caseDetailsPath('OPD', created.referenceNo, userId) });
    const data = parse(caseDetailsResponseSchema, caseRes).data;
    expect(data.items[0]).toMatchObject({
      unitId: created.unitId,
      appointmentStatus: 'Incomplete',
      specialist: { displayName: doctor!.fullname },
    });

    const other = await patient('harbour-hk');
    expect(
      (await other.b.request({ method: 'GET', url: caseDetailsPath('OPD', created.referenceNo, other.userId) }))
        .statusCode,
    ).toBe(404);
  });

  it('filters and pages the inbox, and accepts a proposed slot once', async () => {
    const { b, userId } = await patient('ava-sg');
    const first = parse(
      patientWorklistResponseSchema,
      await b.request({ method: 'POST', url: patientWorklistPath(userId), payload: { limit: 5 } }),
    ).data;
    expect(first.dataTable.data).toHaveLength(5);
    expect(first.hasOlder).toBe(true);
    const last = first.dataTable.data.at(-1)!;
    const older = parse(
      patientWorklistResponseSchema,
      await b.request({
        method: 'POST',
        url: patientWorklistPath(userId),
        payload: { limit: 5, action: 'older', created: last.created },
      }),
    ).data;
    expect(older.hasNewer).toBe(true);
    expect(older.dataTable.data[0]?.created).toBeLessThanOrEqual(last.created);

    const pending = parse(
      patientWorklistResponseSchema,
      await b.request({
        method: 'POST',
        url: patientWorklistFilterPath(userId),
        payload: { limit: 25, status: ['Pending Patient Response'] },
      }),
    ).data;
    const row = pending.dataTable.data[0]!;
    expect(row.cells.Status).toEqual({ type: 'text', value: 'Pending Patient Response' });
    const accept = await b.request({
      method: 'POST',
      url: inboxActionPath('accept'),
      payload: { requestId: row.requestId, pId: userId },
    });
    expect(accept.statusCode).toBe(200);
    const again = await b.request({
      method: 'POST',
      url: inboxActionPath('accept'),
      payload: { requestId: row.requestId, pId: userId },
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toContain('no longer');
    const view = parse(
      caseDetailsResponseSchema,
      await b.request({ method: 'GET', url: caseDetailsPath(row.requestType, row.referenceNo, userId) }),
    ).data;
    expect(view.items[0]?.appointmentStatus).toBe('Scheduled');
    expect(view.statusHistory.at(-1)).toMatchObject({
      status: 'Scheduled',
      notes: 'Patient accepted the proposed slot',
    });
  });

  it('serves panel icons without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/assets/panel/great-eastern.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
  });
});
