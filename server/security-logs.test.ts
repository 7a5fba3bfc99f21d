import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { forgotPasswordPath, profilePath } from '../src/lib/api/contract/account';
import { formSubmitPath } from '../src/lib/api/contract/patient-booking/forms';
import {
  mcuPaths,
  packageLocationsResponseSchema,
  recommendationsResponseSchema,
  selectLocationResponseSchema,
} from '../src/lib/api/contract/patient-booking/mcu';
import { diagnosisSearchPath } from '../src/lib/api/contract/code-search';
import {
  initializeResponseSchema,
  pafPaths,
  payorsResponseSchema,
  signingUrlHeader,
} from '../src/lib/api/contract/pre-authorisation/paf';
import { signingPageHref, signingPaths } from '../src/lib/api/contract/signing';
import { registerPath, signupPath, signupResponseSchema } from '../src/lib/api/contract/signup';
import { loggerOptions } from './lib/log-options';
import { Browser, createTestApp, parse, type TestApp } from './testing/test-app';

/**
 * No personal data in server logs or URLs. The server runs with the log
 * settings of server/main.ts at the most verbose level while a patient signs
 * up, logs in (right and wrong), resets a password, edits the profile and
 * submits a form; no personal value may appear in the captured log. Then the
 * route table's query strings are checked for personal fields.
 */

const person = {
  email: 'mei.lin.tan@example.com',
  password: 'Sup3r$ecretPw',
  firstname: 'Meilinda',
  lastname: 'Tanaka-Wong',
  dob: '1987-11-23',
  phone: '+65 9876 5432',
  nric: 'S8712345J',
  newFirstname: 'Meilindra',
};

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    seedDomain: true,
    logger: loggerOptions('trace', { write: (line) => void lines.push(line) }),
  });
});
afterAll(async () => {
  await t?.close();
});

/** The personal values found in `log`. */
export const personalValuesIn = (log: string, values: Record<string, string>) =>
  Object.entries(values).filter(
    ([, v]) => log.toLowerCase().includes(v.toLowerCase()) || log.includes(v.replace(/\s/g, '')),
  );

describe('no personal data in server logs', () => {
  it('a full journey logs requests and answers, never the personal values sent or returned', async () => {
    const b = new Browser(t.app, 'ava-sg', '10.3.0.1');
    await b.primeXsrf();
    const created = await b.request({
      method: 'POST',
      url: signupPath,
      payload: {
        email: person.email,
        password: person.password,
        password2: person.password,
        termsAndConditions: true,
        clientName: 'ava-sg',
      },
    });
    const { userId } = parse(signupResponseSchema, created).data;
    const profile = {
      userId,
      version: '1',
      bdayDtPattern: 'yyyy-MM-dd',
      firstname: person.firstname,
      lastname: person.lastname,
      gender: 'Female',
      dateofbirth: person.dob,
      mobilenumber: person.phone,
      nric: person.nric,
    };
    expect((await b.request({ method: 'POST', url: registerPath('ava-sg'), payload: profile })).statusCode).toBe(200);
    expect((await b.login(person.email, `${person.password}x`)).statusCode).toBe(401);
    expect((await b.login(person.email, person.password)).statusCode).toBe(200);
    expect(
      (
        await b.request({
          method: 'PATCH',
          url: profilePath,
          payload: {
            firstname: person.newFirstname,
            lastname: person.lastname,
            gender: 'Female',
            birthday: person.dob,
          },
        })
      ).statusCode,
    ).toBe(200);
    expect((await b.request({ method: 'GET', url: profilePath })).statusCode).toBe(200);
    expect(
      (
        await b.request({
          method: 'POST',
          url: forgotPasswordPath,
          payload: { email: person.email, clientName: 'ava-sg' },
        })
      ).statusCode,
    ).toBe(200);

    const tenant = 'sehat-id';
    const p = new Browser(t.app, tenant, '10.3.0.2');
    await p.login(`patient@${tenant}.demo`);
    const uid = `u-${tenant}-patient`;
    const pkg = parse(
      recommendationsResponseSchema,
      await p.request({ method: 'POST', url: mcuPaths.recommendations(uid, tenant), payload: {} }),
    ).data[0]!;
    const locs = parse(
      packageLocationsResponseSchema,
      await p.request({ method: 'POST', url: mcuPaths.locations(pkg.packageId, tenant), payload: {} }),
    ).data;
    const req = parse(
      selectLocationResponseSchema,
      await p.request({
        method: 'PUT',
        url: mcuPaths.selectLocation(uid, tenant),
        payload: { packageId: pkg.packageId, unitId: locs.locations[0]!.unitId },
      }),
    ).data;
    const values = {
      fullName: `${person.firstname} ${person.lastname}`,
      gender: 'Female',
      dateOfBirth: person.dob,
      nationality: 'Indonesian',
      email: person.email,
      phoneNumber: '+6281234567890',
      heightCm: '160',
      weightKg: '55',
      lastMenstrualDate: '',
      medicalConditions: 'None',
      currentMedication: '',
      fastingAcknowledged: true,
      privacyConfirmation: true,
    };
    const boundary = '----logs';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="version"\r\n\r\n1\r\n--${boundary}\r\nContent-Disposition: form-data; name="fields"\r\n\r\n${JSON.stringify(values)}\r\n--${boundary}--\r\n`;
    const submitted = await p.request({
      method: 'POST',
      url: formSubmitPath('mcu', uid, req.cRequestId),
      payload: body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(20);
    expect(log).toContain('"url":"/api/v1/access/authenticate"');
    expect(personalValuesIn(log, person)).toEqual([]);
    expect(log).not.toMatch(/verification code is/i);
    // Credentials too: the session id, the XSRF token and the tenant's Authorization value.
    for (const secret of [
      b.cookies.get('sid')!,
      p.cookies.get('sid')!,
      p.cookies.get('XSRF-TOKEN')!,
      p.authorization,
    ]) {
      expect(log).not.toContain(secret);
    }
  });

  it('deliberate break: a request serializer that logs bodies would be caught', () => {
    const leaky = JSON.stringify({
      req: {
        method: 'POST',
        url: '/api/v1/access/authenticate',
        body: { email: person.email, password: person.password },
      },
    });
    expect(personalValuesIn(leaky, person).map(([k]) => k)).toEqual(['email', 'password']);
  });
});

describe('no tokens or search terms in logged paths', () => {
  it('a live signing link and a diagnosis search are logged by route pattern, without the token or the term', async () => {
    const spec = new Browser(t.app, 'ava-sg', '10.3.1.1');
    expect((await spec.login('specialist@ava-sg.demo')).statusCode).toBe(200);
    const userId = decodeURIComponent(spec.cookies.get('userId') ?? '');
    const payors = parse(payorsResponseSchema, await spec.request({ method: 'GET', url: pafPaths.payors(userId) }));
    const clientId = payors.data[0]!.clientId;
    const created = await spec.request({
      method: 'POST',
      url: pafPaths.initialize(clientId),
      payload: { clientCountry: 'singapore', initiatorUserId: userId },
    });
    const { caseId } = parse(initializeResponseSchema, created).data.data;
    const patient = {
      firstName: 'Ava',
      lastName: 'Tan',
      gender: 'Female',
      dateOfBirth: '1980-05-01',
      email: 'ava@example.com',
      mobile: '+6591234567',
      identificationDocType: 'NRIC',
      identificationDocNum: 'S1234567D',
      isPolicyHolder: true,
      isRequireLegalGuardian: false,
    };
    await spec.request({ method: 'POST', url: pafPaths.policyInfo, payload: { caseId, patient } });
    const qr = await spec.request({
      method: 'POST',
      url: pafPaths.qr,
      payload: { clientId, caseId, roleType: 'patient', signerName: 'x' },
    });
    expect(qr.statusCode).toBe(200);
    const token = new URL(String(qr.headers[signingUrlHeader])).pathname.split('/').pop()!;
    expect(token.length).toBeGreaterThan(20);

    const phone = new Browser(t.app, 'ava-sg', '10.3.1.2');
    await phone.primeXsrf();
    // The phone page (unmatched here: no built app is served), then the link's API, read and signed.
    await phone.request({ method: 'GET', url: `/app${signingPageHref(token, clientId)}`, auth: false });
    expect((await phone.request({ method: 'GET', url: signingPaths.link(token), auth: false })).statusCode).toBe(200);
    const signed = await phone.request({
      method: 'POST',
      url: signingPaths.link(token),
      auth: false,
      payload: { method: 'typed', typedName: 'Ava Tan' },
    });
    expect(signed.statusCode).toBe(200);
    // A typo'd API path with the token in it matches no route.
    await phone.request({ method: 'GET', url: `/pds/v1/signin/${token}?token=${token}`, auth: false });

    const term = 'Zygomycosisxq';
    const search = await spec.request({ method: 'GET', url: `${diagnosisSearchPath(term)}?q=${term}` });
    expect(search.statusCode).toBe(200);

    const log = lines.join('');
    expect(log).toContain('"url":"/pds/v1/signing/:token"');
    expect(log).toContain('"url":"/api/v1/search/diagnosiscodes/:text/tree"');
    expect(log.split(token).length - 1).toBe(0);
    expect(log.toLowerCase().split(term.toLowerCase()).length - 1).toBe(0);
  });
});

/** Query-string fields that would put personal data into URLs (history, Referer, proxy logs). */
const personalField =
  /e-?mail|pass|nric|ic_?no|id(entification)?_?(doc|num|number)|phone|mobile|^(first|last|full|patient|user)?_?name$|dob|birth|address/i;
/** Allowed with a reason. */
const allowedQueryFields: Record<string, string> = {
  'GET /dev/mailbox to': 'demo mode only; the route does not exist without DEMO_MODE',
  'GET /dev/mailbox.html to': 'demo mode only; the route does not exist without DEMO_MODE',
};

describe('no personal data in URLs', () => {
  it('no route takes a personal field in its query string', () => {
    const found: string[] = [];
    for (const route of t.app.routeTable) {
      const schema = route.schema.querystring as z.ZodObject | undefined;
      for (const field of Object.keys(schema?.shape ?? {})) {
        const key = `${route.method} ${route.url} ${field}`;
        if (personalField.test(field) && !(key in allowedQueryFields)) found.push(key);
      }
    }
    expect(found).toEqual([]);
  });

  it('no GET path takes a personal value as a parameter', () => {
    const params = t.app.routeTable
      .filter((r) => r.method === 'GET')
      .flatMap((r) => [...r.url.matchAll(/:(\w+)/g)].map((m) => `${r.url} :${m[1]}`));
    expect(params.filter((p) => personalField.test(p.split(' :')[1]!) && !/clientName|:name$/.test(p))).toEqual([]);
  });
});
