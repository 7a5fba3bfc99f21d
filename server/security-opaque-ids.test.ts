import { describe, expect, it } from 'vitest';
import { createAppointmentPath, createAppointmentResponseSchema } from '../src/lib/api/contract/doctor-search';
import {
  mcuPaths,
  packageLocationsResponseSchema,
  recommendationsResponseSchema,
  selectLocationResponseSchema,
} from '../src/lib/api/contract/patient-booking/mcu';
import {
  initializeResponseSchema,
  pafPaths,
  payorsResponseSchema,
} from '../src/lib/api/contract/pre-authorisation/paf';
import { pafDraftPaths } from '../src/lib/api/contract/pre-authorisation/paf-draft';
import type { Browser } from './testing/test-app';
import { dermatologyRequestBody } from './testing/opd-request';
import { parse, signIn } from './testing/test-app';
import { testAppForFile } from './testing/test-app-for-file';

/**
 * Security round three, finding 2: ids of new appointment requests and PAF
 * cases were counted (or time-stamped), so one id told the next. New ones are
 * drawn at random: a request id is a version-4 UUID (122 random bits), a case
 * id keeps its tenant prefix with 12 random digits.
 */

const tenant = 'ava-sg';
const made = 4;
const uuidRequestId = /^req-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const t = testAppForFile({ seedDomain: true });

const as = (role: string) => signIn(t.app, `${role}@${tenant}.demo`, { remoteAddress: `10.27.5.${role.length}` });

async function newOpdRequest(b: Browser, userId: string): Promise<string> {
  const created = await b.request({
    method: 'POST',
    url: createAppointmentPath(userId, tenant, 'web', 'linux'),
    payload: await dermatologyRequestBody(b, tenant),
  });
  return parse(createAppointmentResponseSchema, created).data.cRequestId;
}

async function newMcuRequest(b: Browser, userId: string): Promise<string> {
  const pkg = parse(
    recommendationsResponseSchema,
    await b.request({ method: 'POST', url: mcuPaths.recommendations(userId, tenant), payload: {} }),
  ).data[0]!;
  const locations = parse(
    packageLocationsResponseSchema,
    await b.request({ method: 'POST', url: mcuPaths.locations(pkg.packageId, tenant), payload: {} }),
  ).data.locations;
  const selected = await b.request({
    method: 'PUT',
    url: mcuPaths.selectLocation(userId, tenant),
    payload: { packageId: pkg.packageId, unitId: locations[0]!.unitId },
  });
  return parse(selectLocationResponseSchema, selected).data.cRequestId;
}

describe('ids of new records are drawn, not counted', () => {
  it('gives every new OPD and MCU request a random UUID id', async () => {
    const b = await as('patient');
    const userId = `u-${tenant}-patient`;
    const ids: string[] = [];
    for (let i = 0; i < made; i += 1) {
      ids.push(await newOpdRequest(b, userId), await newMcuRequest(b, userId));
    }
    for (const id of ids) expect(id).toMatch(uuidRequestId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives every new PAF case a random 12-digit number, never the last one plus one', async () => {
    const b = await as('specialist');
    const specialistId = `u-${tenant}-specialist`;
    const [payor] = parse(
      payorsResponseSchema,
      await b.request({ method: 'GET', url: pafPaths.payors(specialistId) }),
    ).data;
    const numbers: number[] = [];
    for (let i = 0; i < made; i += 1) {
      const created = await b.request({
        method: 'POST',
        url: pafPaths.initialize(payor!.clientId),
        payload: { clientCountry: 'singapore', initiatorUserId: specialistId },
      });
      const caseId = parse(initializeResponseSchema, created).data.data.caseId;
      expect(caseId).toMatch(/^PAF-AVA-SG-\d{12}$/);
      numbers.push(Number(caseId.slice('PAF-AVA-SG-'.length)));
      // An empty draft is handed back on the next start (docs/decisions/0081-paf-drafts.md): discarded, the next start
      // makes a new case.
      expect((await b.request({ method: 'DELETE', url: pafDraftPaths.draft(caseId) })).statusCode).toBe(200);
    }
    // Twelve random digits: two numbers within 1000 of each other happen about once in 10^9 runs.
    for (let i = 1; i < numbers.length; i += 1) {
      expect(Math.abs(numbers[i]! - numbers[i - 1]!)).toBeGreaterThan(1000);
    }
  });
});
