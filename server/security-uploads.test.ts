import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formSubmitPath, maxUploadTotalBytes } from '../src/lib/api/contract/patient-booking/forms';
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
  referralPartName,
  referralResponseSchema,
} from '../src/lib/api/contract/pre-authorisation/paf';
import { buildApp, type App } from './app';
import { appointmentRequests } from './db/schema/domain';
import { storedFiles } from './db/schema/platform';
import { referralFileLimitBytes } from './modules/pre-authorisation';
import { safeFileName, sniffContentType } from './lib/storage';
import { Browser, createTestApp, errorOf, parse, type TestApp } from './testing/test-app';

/**
 * Both upload routes (patient-form attachments: 10 MB in total; PAF referral
 * documents: 5 MB per file) at their limits, with disguised and hostile files
 * and names. Stored names must be sanitised; files live in the database, so
 * any server instance serves what another stored.
 */

/** A real PDF header padded to exactly `size` bytes. */
const pdfOf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size - 9, 0x20)]);
const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
/** What a browser cannot tell from its name: a Windows executable. */
const exe = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(62),
  Buffer.from('PE\0\0This program cannot be run in DOS mode.'),
]);
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');
const disguised = [
  { filename: 'setup.pdf', data: exe },
  { filename: 'photo.png', data: exe },
  { filename: 'image.svg', data: svg },
  { filename: 'image.png', data: svg },
  { filename: 'page.pdf', data: Buffer.from('<html><script>alert(1)</script></html>') },
  { filename: 'empty.pdf', data: Buffer.alloc(0) },
];
const hostileNames = [
  '../../etc/passwd.pdf',
  '..\\..\\windows\\win.ini.pdf',
  'a\u0000b.pdf',
  'bell\u0007\u001b[31m.pdf',
  '/abs/path.pdf',
  '....//x.pdf',
  '%2e%2e%2fescape.pdf',
];

type Part = { name: string; filename: string; data: Buffer };
function multipart(fields: Record<string, string>, files: Part[]) {
  const boundary = `----sec${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"; filename="${f.filename}"\r\nContent-Type: application/pdf\r\n\r\n`,
        'latin1',
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let t: TestApp;
let second: App | undefined;
beforeAll(async () => {
  t = await createTestApp({ seedDomain: true });
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

/** Another server instance on the same database, as a second pod behind the load balancer. */
async function secondInstance(): Promise<App> {
  second ??= await buildApp({ db: t.handle.db, tenants: t.app.deps.tenants });
  return second;
}

/** The same browser session, its next request landing on `app`. */
function sameSession(b: Browser, app: App, client: string): Browser {
  const moved = new Browser(app, client, '10.6.9.9');
  moved.cookies = new Map(b.cookies);
  return moved;
}

describe('patient-form attachments (10 MB in total)', () => {
  const tenant = 'sehat-id';
  const values = {
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
  let b: Browser;
  const userId = `u-${tenant}-patient`;

  /** A fresh MCU request whose form is still open (a request takes one submission). */
  async function openRequest(): Promise<string> {
    const pkg = parse(
      recommendationsResponseSchema,
      await b.request({ method: 'POST', url: mcuPaths.recommendations(userId, tenant), payload: {} }),
    ).data[0]!;
    const locs = parse(
      packageLocationsResponseSchema,
      await b.request({ method: 'POST', url: mcuPaths.locations(pkg.packageId, tenant), payload: {} }),
    ).data;
    const selected = await b.request({
      method: 'PUT',
      url: mcuPaths.selectLocation(userId, tenant),
      payload: { packageId: pkg.packageId, unitId: locs.locations[0]!.unitId },
    });
    return parse(selectLocationResponseSchema, selected).data.cRequestId;
  }
  const submitTo = (requestId: string, files: Part[]) =>
    b.request({
      method: 'POST',
      url: formSubmitPath('mcu', userId, requestId),
      ...multipart({ version: '1', fields: JSON.stringify(values) }, files),
    });
  const submit = async (files: Part[]) => submitTo(await openRequest(), files);
  /** The download links the request keeps for its attachments. */
  const linksOf = async (requestId: string) => {
    const [row] = await t.handle.db.select().from(appointmentRequests).where(eq(appointmentRequests.id, requestId));
    return row!.patient.documentLinks;
  };

  beforeAll(async () => {
    b = new Browser(t.app, tenant, '10.6.0.1');
    expect((await b.login(`patient@${tenant}.demo`)).statusCode).toBe(200);
  });

  it('accepts limit − 1 and limit bytes, refuses limit + 1 with 413 and the spec message', async () => {
    expect(
      (await submit([{ name: 'medicalReports', filename: 'a.pdf', data: pdfOf(maxUploadTotalBytes - 1) }])).statusCode,
    ).toBe(200);
    expect(
      (await submit([{ name: 'medicalReports', filename: 'b.pdf', data: pdfOf(maxUploadTotalBytes) }])).statusCode,
    ).toBe(200);
    const over = await submit([{ name: 'medicalReports', filename: 'c.pdf', data: pdfOf(maxUploadTotalBytes + 1) }]);
    expect(over.statusCode).toBe(413);
    expect(errorOf(over).fields?.medicalReports).toBe('File upload cannot greater than 10MB');
    const split = await submit([
      { name: 'medicalReports', filename: 'd.pdf', data: pdfOf(maxUploadTotalBytes / 2) },
      { name: 'medicalReports', filename: 'e.pdf', data: pdfOf(maxUploadTotalBytes / 2 + 1) },
    ]);
    expect(split.statusCode).toBe(413);
  });

  it.each(disguised.map((d) => [d.filename, d] as const))('refuses %s by its bytes (400)', async (_name, file) => {
    const res = await submit([{ name: 'medicalReports', ...file }]);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields?.medicalReports).toBeDefined();
  });

  it('stores hostile names sanitised and serves them as attachments typed by their bytes', async () => {
    const requestId = await openRequest();
    const files = hostileNames.map((filename) => ({ name: 'medicalReports', filename, data: pdfOf(64) }));
    const res = await submitTo(requestId, [...files, { name: 'medicalReports', filename: 'scan.pdf', data: png }]);
    expect(res.statusCode, res.body).toBe(200);
    const links = await linksOf(requestId);
    expect(links).toHaveLength(files.length + 1);
    for (const link of links) {
      expect(link).toMatch(new RegExp(`^/api/v1/documents/${requestId}/\\d+-[A-Za-z0-9_-]+\\.(pdf|png)$`));
    }
    for (const row of await t.handle.db
      .select({ name: storedFiles.name })
      .from(storedFiles)
      .where(eq(storedFiles.ownerId, requestId))) {
      expect(row.name).toMatch(/^\d+-[A-Za-z0-9_-]+\.(pdf|png)$/);
    }
    const link = links.find((l) => l.endsWith('-scan.png'))!;
    const name = link.split('/').pop()!;
    const download = await b.request({ method: 'GET', url: link });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(png)).toBe(true);
    for (const probe of ['..%2F..%2F..%2Fetc%2Fpasswd', '..', '%00.png', `..%2F${name}`]) {
      expect(
        (await b.request({ method: 'GET', url: `/api/v1/documents/${requestId}/${probe}` })).statusCode,
        probe,
      ).toBe(404);
    }
    expect((await b.request({ method: 'GET', url: `/api/v1/documents/..%2F${requestId}/${name}` })).statusCode).toBe(
      404,
    );
  });

  it('a file stored through one server instance downloads from another on the same database', async () => {
    const requestId = await openRequest();
    const report = pdfOf(2048);
    expect(
      (await submitTo(requestId, [{ name: 'medicalReports', filename: 'report.pdf', data: report }])).statusCode,
    ).toBe(200);
    const [link] = await linksOf(requestId);
    const download = await sameSession(b, await secondInstance(), tenant).request({ method: 'GET', url: link! });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(report)).toBe(true);
  });
});

describe('PAF referral documents (5 MB per file)', () => {
  let spec: Browser;
  let caseId: string;
  const post = (files: Part[]) =>
    spec.request({
      method: 'POST',
      url: pafPaths.referral(caseId),
      ...multipart(
        { isPatientReferred: 'true', isReferralLetter: 'true' },
        files.map((f) => ({ ...f, name: referralPartName('Referral Letter', 0) })),
      ),
    });

  beforeAll(async () => {
    spec = new Browser(t.app, 'ava-sg', '10.6.1.1');
    await spec.login('specialist@ava-sg.demo');
    const payors = parse(
      payorsResponseSchema,
      await spec.request({ method: 'GET', url: pafPaths.payors('u-ava-sg-specialist') }),
    ).data;
    const created = await spec.request({
      method: 'POST',
      url: pafPaths.initialize(payors[0]!.clientId),
      payload: { clientCountry: 'singapore', initiatorUserId: 'u-ava-sg-specialist' },
    });
    caseId = parse(initializeResponseSchema, created).data.data.caseId;
  });

  it('accepts limit − 1 and limit bytes, refuses limit + 1 with 413 and the spec message', async () => {
    expect((await post([{ name: '', filename: 'a.pdf', data: pdfOf(referralFileLimitBytes - 1) }])).statusCode).toBe(
      200,
    );
    expect((await post([{ name: '', filename: 'b.pdf', data: pdfOf(referralFileLimitBytes) }])).statusCode).toBe(200);
    const over = await post([{ name: '', filename: 'c.pdf', data: pdfOf(referralFileLimitBytes + 1) }]);
    expect(over.statusCode).toBe(413);
    expect(errorOf(over).message).toBe('Only files that are 5MB or less are allowed.');
  });

  it.each(disguised.map((d) => [d.filename, d] as const))('refuses %s by its bytes (400)', async (_name, file) => {
    expect((await post([{ name: '', ...file }])).statusCode).toBe(400);
  });

  it('stores hostile names sanitised and serves every document as an attachment typed by its bytes', async () => {
    const saved = parse(
      referralResponseSchema,
      await post([
        ...hostileNames.map((filename) => ({ name: '', filename, data: pdfOf(64) })),
        { name: '', filename: 'scan.pdf', data: png },
      ]),
    );
    for (const doc of saved.data.documents) {
      expect(doc.fileName).toMatch(/^[A-Za-z0-9_-]+\.(pdf|png)$/);
      const download = await spec.request({ method: 'GET', url: doc.url });
      expect(download.headers['content-disposition']).toBe(`attachment; filename="${doc.fileName}"`);
      expect(download.headers['content-type']).toBe(doc.fileName.endsWith('.png') ? 'image/png' : 'application/pdf');
      expect(download.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('a document stored through one server instance downloads from another on the same database', async () => {
    const saved = parse(referralResponseSchema, await post([{ name: '', filename: 'letter.png', data: png }]));
    const doc = saved.data.documents.find((d) => d.fileName === 'letter.png')!;
    const download = await sameSession(spec, await secondInstance(), 'ava-sg').request({ method: 'GET', url: doc.url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(png)).toBe(true);
  });
});

describe('the checks themselves', () => {
  it('deliberate break: trusting the extension would have let every disguised file in', () => {
    const byName = (file: { filename: string }) => /\.(pdf|png|jpe?g|gif|webp)$/i.test(file.filename);
    expect(disguised.filter((d) => byName(d) && !d.filename.endsWith('.svg')).length).toBe(5);
    expect(disguised.filter((d) => sniffContentType(d.data) !== null)).toEqual([]);
  });

  it('deliberate break: a name kept as sent would leave its folder on a disk', () => {
    const unsafe = hostileNames.filter(
      (n) =>
        path.resolve('/root/req', n) !== path.join('/root/req', path.basename(n)) ||
        // eslint-disable-next-line no-control-regex -- control characters are what this looks for
        /[\u0000-\u001f]/.test(n),
    );
    expect(unsafe.length).toBeGreaterThan(0);
    for (const name of hostileNames) expect(safeFileName(name, 'pdf')).toMatch(/^[A-Za-z0-9_-]+\.pdf$/);
  });
});
