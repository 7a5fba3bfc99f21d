import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '../../server/db/client';
import { loadTenants } from '../../server/tenants';
import { startCluster, type Cluster } from '../../scripts/lib/cluster';
import { createBenchDatabase, type BenchDatabase } from '../../scripts/lib/load-server';
import {
  devMailboxPath,
  devMailboxResponseSchema,
  forgotPasswordPath,
  profilePath,
  verifyOtpPath,
} from '../../src/lib/api/contract/account';
import { createAppointmentPath } from '../../src/lib/api/contract/doctor-search';
import { formSubmitPath } from '../../src/lib/api/contract/patient-booking/forms';
import {
  mcuPaths,
  packageLocationsResponseSchema,
  recommendationsResponseSchema,
  selectLocationResponseSchema,
} from '../../src/lib/api/contract/patient-booking/mcu';
import { bookPath } from '../../src/lib/api/contract/schedules/staff-booking';
import { doctorToRequest, documentLinksOf, raceFixture, requestsCreatedSince, slotAudit } from './deploy-fixtures';
import { multipartBody, PortalClient, type Answer } from './portal-client';
import { runTestssl } from './testssl';

/**
 * Deployable (points 4 and 5): two server instances on one fresh PostgreSQL
 * database behind Debian's nginx running deploy/nginx.conf. Everything goes
 * through nginx, which alternates between the instances; its access log says
 * which instance answered each request. Needs DATABASE_URL (an admin URL
 * that may create databases) and root or an installed nginx.
 */

const tenants = loadTenants();
let database: BenchDatabase;
let cluster: Cluster;
let handle: DbHandle;
const clients: PortalClient[] = [];

function client(tenantId: string, localAddress?: string): PortalClient {
  const c = new PortalClient(cluster.baseUrl, tenantId, tenants.get(tenantId)!.api.authorization, localAddress);
  clients.push(c);
  return c;
}

/**
 * The instance(s) nginx sent each answered request to, from its access log.
 * nginx writes a request's line after it has sent the answer, so on a busy
 * host the client can hold an answer whose line is not in the file yet: wait
 * up to 5 s for every line.
 */
async function upstreamsOf(answers: Answer[]): Promise<string[][]> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const log = new Map(cluster.nginx.accessLog().map((l) => [l.requestId, l.upstreams]));
    if (answers.every((a) => log.has(a.requestId)) || Date.now() > deadline) {
      return answers.map((a) => log.get(a.requestId) ?? []);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}
/** The instance that gave the answer (the last one nginx tried). */
const answeredBy = async (answers: Answer[]) => (await upstreamsOf(answers)).map((u) => u.at(-1) ?? '?');

async function signedIn(tenantId: string, email: string, localAddress?: string): Promise<PortalClient> {
  const c = client(tenantId, localAddress);
  const res = await c.login(email);
  expect(res.status, res.text()).toBe(200);
  return c;
}

beforeAll(async () => {
  if (!process.env.DATABASE_URL) {
    throw new Error(
      'the deploy test needs DATABASE_URL (PostgreSQL admin URL): run it through npm test or scripts/test-all.mjs',
    );
  }
  database = await createBenchDatabase('postgres');
  // A fresh, empty database: the two instances migrate and seed it between them.
  cluster = await startCluster(database, {
    instances: 2,
    ports: [4480, 4481, 4482, 4483, 4484, 4485],
    env: { DEMO_MODE: '1', LOG_LEVEL: 'warn' },
  });
  handle = await openDb({ url: database.env.DATABASE_URL });
}, 150_000);

afterAll(async () => {
  for (const c of clients) c.close();
  await handle?.close();
  await cluster?.stop();
  await database?.dispose();
}, 60_000);

describe('two instances behind nginx on one PostgreSQL', () => {
  it('speaks TLS 1.2 and 1.3 only, with forward-secret AEAD suites only (testssl)', async () => {
    const started = Date.now();
    const tls = await runTestssl(new URL(cluster.nginx.tlsUrl).host);
    console.log(
      `deploy: testssl in ${((Date.now() - started) / 1000).toFixed(1)} s: protocols ${tls.protocols.join(', ')}; ` +
        `${tls.ciphers.length} suites, ${tls.cbc.length} CBC; LUCKY13 ${tls.lucky13}`,
    );
    expect(tls.protocols).toEqual(['TLS1_2', 'TLS1_3']);
    expect(tls.cbc).toEqual([]);
    expect(tls.ciphers.filter((c) => c.startsWith('TLS1_2 ') && !c.startsWith('TLS1_2 TLS_ECDHE_'))).toEqual([]);
    expect(tls.ciphers.filter((c) => c.startsWith('TLS1_3 ')).length).toBeGreaterThan(0);
    expect(tls.lucky13).toBe('not vulnerable');
  }, 150_000);

  it('signs in through nginx, and signed-in reads work on both instances', async () => {
    const patient = await signedIn('ava-sg', 'patient@ava-sg.demo');
    const reads = [];
    for (let i = 0; i < 4; i += 1) reads.push(await patient.send('GET', profilePath));
    expect(reads.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(await answeredBy(reads))).toEqual(new Set(cluster.addresses));
  });

  it('counts a rate limit across both instances (the 11th forgot-password call in a minute is refused), per client address', async () => {
    const c = client('ava-sg', '127.0.0.2');
    await c.primeXsrf();
    const answers = [];
    for (let i = 1; i <= 12; i += 1) {
      answers.push(
        await c.send('POST', forgotPasswordPath, { json: { email: `nobody-${i}@example.com`, clientName: 'ava-sg' } }),
      );
    }
    // Unknown addresses are refused with 400 until the limit of 10 a minute is used up.
    expect(answers.map((a) => a.status)).toEqual([...Array<number>(10).fill(400), 429, 429]);
    expect(new Set(await answeredBy(answers))).toEqual(new Set(cluster.addresses));
    // Another client address has its own count: nginx forwards the address and the instances trust it.
    const other = client('ava-sg', '127.0.0.3');
    await other.primeXsrf();
    expect(
      (await other.send('POST', forgotPasswordPath, { json: { email: 'nobody@example.com', clientName: 'ava-sg' } }))
        .status,
    ).toBe(400);
  });

  it('kills a reset code after 5 wrong entries spread over both instances', async () => {
    const email = 'patient@lumina-my.demo';
    const c = client('lumina-my', '127.0.0.4');
    await c.primeXsrf();
    expect((await c.send('POST', forgotPasswordPath, { json: { email, clientName: 'lumina-my' } })).status).toBe(200);
    const mailbox = devMailboxResponseSchema.parse(
      (await c.send('GET', `${devMailboxPath}?to=${encodeURIComponent(email)}`)).json(),
    );
    const code = /code is ([A-Z0-9]{6})/.exec(mailbox.data[0]?.text ?? '')?.[1];
    expect(code, 'reset code in /dev/mailbox').toBeDefined();
    const wrong = ['AAAAAA', 'BBBBBB', 'CCCCCC', 'DDDDDD', 'EEEEEE'].filter((w) => w !== code).slice(0, 5);
    if (wrong.length < 5) wrong.push('FFFFFF');
    const verify = (verification_code: string) =>
      c.send('POST', verifyOtpPath, { json: { user_email: email, verification_code, clientName: 'lumina-my' } });
    const answers = [];
    for (const w of wrong) answers.push(await verify(w));
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400, 400]);
    const right = await verify(code!);
    expect(right.status, 'the right code after 5 wrong ones').toBe(400);
    expect(new Set(await answeredBy([...answers, right]))).toEqual(new Set(cluster.addresses));
  });

  it('replays an Idempotency-Key retry that lands on the other instance, and acts once', async () => {
    const patient = await signedIn('ava-sg', 'patient@ava-sg.demo');
    const userId = 'u-ava-sg-patient';
    const since = new Date();
    const body = await doctorToRequest(handle.db, 'ava-sg');
    const key = `deploy-${randomBytes(8).toString('hex')}`;
    const send = () =>
      patient.send('POST', createAppointmentPath(userId, 'ava-sg', 'web', 'linux'), {
        json: body,
        headers: { 'idempotency-key': key },
      });
    const first = await send();
    const second = await send();
    expect(first.status, first.text()).toBe(200);
    expect(second.status).toBe(200);
    const [firstBy, secondBy] = await answeredBy([first, second]);
    expect(firstBy).not.toBe(secondBy);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.text()).toBe(first.text());
    expect(await requestsCreatedSince(handle.db, userId, since)).toHaveLength(1);
  });

  it('stores an attachment through one instance and serves it from the other', async () => {
    const tenant = 'sehat-id';
    const userId = `u-${tenant}-patient`;
    const patient = await signedIn(tenant, `patient@${tenant}.demo`);
    const json = async (res: Promise<Answer>) => (await res).json();
    const pkg = recommendationsResponseSchema.parse(
      await json(patient.send('POST', mcuPaths.recommendations(userId, tenant), { json: {} })),
    ).data[0]!;
    const locations = packageLocationsResponseSchema.parse(
      await json(patient.send('POST', mcuPaths.locations(pkg.packageId, tenant), { json: {} })),
    ).data;
    const selected = await patient.send('PUT', mcuPaths.selectLocation(userId, tenant), {
      json: { packageId: pkg.packageId, unitId: locations.locations[0]!.unitId },
    });
    const requestId = selectLocationResponseSchema.parse(selected.json()).data.cRequestId;
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
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), randomBytes(2048)]);
    const form = multipartBody({ version: '1', fields: JSON.stringify(values) }, [
      { name: 'medicalReports', filename: 'scan.png', type: 'image/png', data: png },
    ]);
    const upload = await patient.send('POST', formSubmitPath('mcu', userId, requestId), form);
    expect(upload.status, upload.text()).toBe(200);
    const [link] = await documentLinksOf(handle.db, requestId);
    expect(link).toBeDefined();
    const downloads = [await patient.send('GET', link!), await patient.send('GET', link!)];
    expect(downloads.map((d) => d.status)).toEqual([200, 200]);
    for (const d of downloads) expect(d.body.equals(png)).toBe(true);
    const [uploadedBy] = await answeredBy([upload]);
    expect(await answeredBy(downloads)).toContain(cluster.addresses.find((a) => a !== uploadedBy));
  });

  it('lets exactly 1 of 50 racing bookings of one slot succeed across both instances', async () => {
    const clinic = await signedIn('ava-sg', 'clinic@ava-sg.demo');
    const { clones, slot } = await raceFixture(handle.db, 'ava-sg', 50);
    const payload = {
      assignedSlot: { slotStartAt: slot.start.toISOString(), slotEndAt: slot.end.toISOString() },
      isReschedule: false,
    };
    const answers = await Promise.all(
      clones.map((c) => clinic.send('POST', bookPath(c.unitId, c.referenceNo), { json: payload, timeoutMs: 60_000 })),
    );
    const codes = answers.map((a) => a.status);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    expect(new Set(await answeredBy(answers))).toEqual(new Set(cluster.addresses));
    expect(await slotAudit(handle.db, slot.id)).toEqual({ bookedCount: 1, bookings: 1 });
  });

  it('keeps serving when an instance is killed mid-run, and loses or duplicates nothing', async () => {
    const patient = await signedIn('harbour-hk', 'patient@harbour-hk.demo');
    const userId = 'u-harbour-hk-patient';
    const body = await doctorToRequest(handle.db, 'harbour-hk');
    const since = new Date();
    const total = 40;
    const confirmed = new Map<string, string>();
    let retries = 0;
    let killedAt = -1;
    const victim = cluster.servers[0]!;

    /**
     * One create with its own key, retried with the same key until it is answered: the client's rule
     * after a lost answer (no answer, 502/503/504) or a "still being processed" 409.
     */
    async function create(n: number): Promise<void> {
      const key = `deploy-kill-${n}-${randomBytes(6).toString('hex')}`;
      const deadline = Date.now() + 45_000;
      let last = 'no answer';
      for (;;) {
        const res = await patient
          .send('POST', createAppointmentPath(userId, 'harbour-hk', 'web', 'linux'), {
            json: body,
            headers: { 'idempotency-key': key },
            timeoutMs: 40_000,
          })
          .catch(() => null);
        if (res?.status === 200) {
          confirmed.set(key, (res.json() as { data: { cRequestId: string } }).data.cRequestId);
          return;
        }
        const comeBack = res?.status === 409 && res.text().includes('still being processed');
        if (res && !comeBack && ![502, 503, 504].includes(res.status)) {
          throw new Error(`create ${n}: ${res.status} ${res.text().slice(0, 200)}`);
        }
        if (res) last = `${res.status} ${res.text().slice(0, 120)}`;
        if (Date.now() > deadline) {
          throw new Error(`create ${n}: not confirmed within 45 s of its first try (last answer: ${last})`);
        }
        retries += 1;
        await new Promise((r) => setTimeout(r, 200));
      }
    }

    let next = 0;
    const worker = async () => {
      while (next < total) {
        const n = next;
        next += 1;
        // Kill with requests in flight: four workers keep four creates going at once.
        if (n === 12) {
          killedAt = cluster.nginx.accessLog().length;
          process.kill(victim.pid, 'SIGKILL');
        }
        await create(n);
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);

    console.log(`deploy: ${total} creates confirmed, ${retries} client retries after the kill`);
    expect(confirmed.size).toBe(total);
    const ids = [...confirmed.values()];
    expect(new Set(ids).size).toBe(total);
    expect((await requestsCreatedSince(handle.db, userId, since)).sort()).toEqual(ids.sort());
    // After the kill nginx answered from the survivor.
    const survivor = cluster.addresses[1]!;
    const after = cluster.nginx.accessLog().slice(killedAt + 8);
    expect(after.length).toBeGreaterThan(0);
    expect(after.filter((l) => l.status === 200).every((l) => l.upstreams.at(-1) === survivor)).toBe(true);
  });
});
