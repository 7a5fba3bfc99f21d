import { describe, expect, it } from 'vitest';
import { formSubmitPath } from '../src/lib/api/contract/patient-booking/forms';
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
import { Browser, parse } from './testing/test-app';
import { testAppForFile } from './testing/test-app-for-file';

/**
 * No 500 from any upload shape (docs/decisions/0066-uploads.md): every route that
 * takes multipart (found in the route table by its summary) gets a truncated
 * body, a wrong boundary, a part without headers, an oversize part, a missing
 * boundary and non-multipart content types, and must answer 4xx in the error
 * envelope.
 */

const t = testAppForFile({ seedDomain: true });

interface Target {
  browser: Browser;
  /** A URL of the route whose request is in a state to take the upload. */
  url: () => Promise<string>;
}

/** How to reach each multipart route, keyed by its route pattern; the table must not hold one this file misses. */
const targets: Record<string, () => Promise<Target>> = {
  '/api/v1/:service/patient/:userId/form/oaf/refNo/:requesterId/submit': async () => {
    const tenant = 'sehat-id';
    const userId = `u-${tenant}-patient`;
    const b = new Browser(t.app, tenant, '10.9.0.1');
    expect((await b.login(`patient@${tenant}.demo`)).statusCode).toBe(200);
    const pkg = parse(
      recommendationsResponseSchema,
      await b.request({ method: 'POST', url: mcuPaths.recommendations(userId, tenant), payload: {} }),
    ).data[0]!;
    const locs = parse(
      packageLocationsResponseSchema,
      await b.request({ method: 'POST', url: mcuPaths.locations(pkg.packageId, tenant), payload: {} }),
    ).data;
    const url = async () => {
      const selected = await b.request({
        method: 'PUT',
        url: mcuPaths.selectLocation(userId, tenant),
        payload: { packageId: pkg.packageId, unitId: locs.locations[0]!.unitId },
      });
      return formSubmitPath('mcu', userId, parse(selectLocationResponseSchema, selected).data.cRequestId);
    };
    return { browser: b, url };
  },
  '/pds/v1/patient/referral/documents/case/:caseId': async () => {
    const b = new Browser(t.app, 'ava-sg', '10.9.0.2');
    expect((await b.login('specialist@ava-sg.demo')).statusCode).toBe(200);
    const payors = parse(
      payorsResponseSchema,
      await b.request({ method: 'GET', url: pafPaths.payors('u-ava-sg-specialist') }),
    ).data;
    const created = await b.request({
      method: 'POST',
      url: pafPaths.initialize(payors[0]!.clientId),
      payload: { clientCountry: 'singapore', initiatorUserId: 'u-ava-sg-specialist' },
    });
    const caseId = parse(initializeResponseSchema, created).data.data.caseId;
    return { browser: b, url: () => Promise.resolve(pafPaths.referral(caseId)) };
  },
};

const b = 'shape-boundary';
const multipartType = `multipart/form-data; boundary=${b}`;
const filePart = (data: Buffer | string) =>
  Buffer.concat([
    Buffer.from(
      `--${b}\r\nContent-Disposition: form-data; name="version"\r\n\r\n1\r\n--${b}\r\nContent-Disposition: form-data; name="medicalReports"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    Buffer.isBuffer(data) ? data : Buffer.from(data),
  ]);
const shapes: Array<{ name: string; contentType: string; body: Buffer | string }> = [
  { name: 'truncated in a file part', contentType: multipartType, body: filePart('%PDF-1.4\n' + 'x'.repeat(5000)) },
  { name: 'truncated in a part header', contentType: multipartType, body: `--${b}\r\nContent-Disposition: form-da` },
  {
    name: 'wrong boundary',
    contentType: 'multipart/form-data; boundary=other',
    body: Buffer.concat([filePart('%PDF-1.4\n'), Buffer.from(`\r\n--${b}--\r\n`)]),
  },
  { name: 'part without headers', contentType: multipartType, body: `--${b}\r\n\r\nvalue\r\n--${b}--\r\n` },
  { name: 'empty body', contentType: multipartType, body: '' },
  { name: 'only the closing boundary', contentType: multipartType, body: `--${b}--\r\n` },
  {
    name: 'oversize part',
    contentType: multipartType,
    body: Buffer.concat([filePart(Buffer.alloc(11 * 1024 * 1024, 0x20)), Buffer.from(`\r\n--${b}--\r\n`)]),
  },
  { name: 'missing boundary', contentType: 'multipart/form-data', body: filePart('%PDF-1.4\n') },
  { name: 'JSON', contentType: 'application/json', body: '{"version":1}' },
  { name: 'plain text', contentType: 'text/plain', body: 'hello' },
  { name: 'urlencoded', contentType: 'application/x-www-form-urlencoded', body: 'version=1' },
];

const multipartRoutes = () =>
  t.app.routeTable.filter((r) => /multipart/i.test(String(r.config.summary ?? ''))).map((r) => r.url);

describe('every multipart route answers every malformed upload with a 4xx envelope', () => {
  it('knows how to reach every multipart route in the route table', () => {
    expect(multipartRoutes().sort()).toEqual(Object.keys(targets).sort());
  });

  for (const route of Object.keys(targets)) {
    it(
      route,
      async () => {
        const target = await targets[route]!();
        const failures: string[] = [];
        for (const shape of shapes) {
          const res = await target.browser.request({
            method: 'POST',
            url: await target.url(),
            payload: shape.body,
            headers: { 'content-type': shape.contentType },
          });
          const body = res.json<{ code?: unknown; status?: unknown; error?: { message?: unknown } }>();
          const enveloped =
            body.code === false && body.status === res.statusCode && typeof body.error?.message === 'string';
          if (![400, 413, 415].includes(res.statusCode) || !enveloped || /\bat \S+:\d+/.test(res.body)) {
            failures.push(`${shape.name}: ${res.statusCode} ${res.body.slice(0, 120)}`);
          }
        }
        expect(failures).toEqual([]);
      },
      120_000,
    );
  }
});
