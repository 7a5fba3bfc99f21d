import { randomBytes } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifyRequest, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type App, type BuildAppOptions } from '../app';
import { openDb, type DbHandle } from '../db/client';
import { seed } from '../db/seed/index';
import { loadTenants } from '../tenants';
import { imagesDirEnv, imagesRunEnv, pgliteImage, templateDatabase } from './seeded-image';
import { xsrfCookieName, xsrfHeaderName, xsrfPath } from '../../src/lib/api/contract/platform';
import type { z } from 'zod';
import { authenticatePath } from '../../src/lib/api/contract/auth';
import { errorEnvelopeSchema } from '../../src/lib/api/contract/envelope';

export interface TestApp {
  app: App;
  handle: DbHandle;
  close: () => Promise<void>;
}

/**
 * A new, empty, uniquely named PostgreSQL database on the server of `adminUrl`
 * (DATABASE_URL); drop() removes it again.
 */
export function createEmptyDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  return createDatabase(adminUrl, 'template0');
}

/** A new, uniquely named copy of `template` (a database no one is connected to). */
async function createDatabase(adminUrl: string, template: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `ava_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // template0 and the seeded templates accept no connections, so parallel suites never trip
  // over "template1 is being accessed by other users"; retry covers the rest.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await admin.query(`create database ${name} template ${template} encoding 'UTF8'`);
      break;
    } catch (err) {
      if (attempt >= 5) throw err;
      await new Promise((r) => setTimeout(r, 200 * attempt));
    }
  }
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(`drop database if exists ${name} with (force)`);
    } catch (err) {
      // Clean-up only: a database left behind in the throwaway test cluster
      // harms nothing, so it must not fail the tests that already passed.
      console.warn(`could not drop test database ${name}: ${(err as Error).message}`);
    } finally {
      await c.end();
    }
  };
  return { url: url.toString(), drop };
}

/**
 * A fresh, migrated and seeded database per call: PGlite in memory, or, when
 * DATABASE_URL is set, a new uniquely named PostgreSQL database that close()
 * drops again. The same suite runs on both. `demo: false` builds what a
 * production start has: no demo logins, no development mailbox. Under vitest
 * the database is a copy of the run's seeded image of its kind
 * (server/testing/seeded-image.ts), seeded at most an hour ago.
 */
export async function createTestApp(
  options: Partial<BuildAppOptions> & {
    /** Also seed doctors, schedules, payors... (seed/domain); core tests leave it off. */
    seedDomain?: boolean;
    /** Sees the SQL of every statement the database runs (server/query-count.test.ts). */
    onQuery?: (sql: string) => void;
    /** Migrate and seed this database now, at this moment, instead of copying the run's image. */
    freshSeed?: boolean;
  } = {},
): Promise<TestApp> {
  // Demo mode by default: most tests sign in as the demo users and read codes from /dev/mailbox.
  const { seedDomain = false, demo = true, onQuery, freshSeed = false, ...appOptions } = options;
  const adminUrl = process.env.DATABASE_URL;
  const imagesDir = process.env[imagesDirEnv];
  const run = process.env[imagesRunEnv];
  const fromImage = !freshSeed && imagesDir !== undefined && run !== undefined;
  const kind = { seedDomain, demo };
  let dropDatabase: (() => Promise<void>) | undefined;
  let handle: DbHandle;
  if (adminUrl) {
    const template = fromImage ? await templateDatabase(adminUrl, run, kind) : 'template0';
    const database = await createDatabase(adminUrl, template);
    handle = await openDb({ url: database.url, onQuery });
    dropDatabase = database.drop;
  } else {
    const image = fromImage ? await pgliteImage(imagesDir, kind) : undefined;
    handle = await openDb({ dir: 'memory://', onQuery, image });
  }
  const tenants = loadTenants();
  if (!fromImage) {
    await handle.migrate();
    await seed(handle.db, tenants.all, new Date(), { domain: seedDomain, demo });
  }
  const app = await buildApp({
    db: handle.db,
    tenants,
    demo,
    ...appOptions,
    extraRoutes: (instance, deps) => {
      checkSerialization(instance);
      appOptions.extraRoutes?.(instance, deps);
    },
  });
  return {
    app,
    handle,
    close: async () => {
      await app.close();
      await handle.close();
      await dropDatabase?.();
    },
  };
}

/**
 * Every answer a test gets is also written by JSON.stringify, as every answer
 * was before responses were serialised from their schemas (fast-json-stringify
 * drops properties outside the schema and coerces types), and the two must
 * parse to the same value: the whole server suite is the proof. A difference
 * fails the request with a 500 and is printed.
 */
function checkSerialization(app: FastifyInstance): void {
  const expected = new WeakMap<FastifyRequest, string>();
  // Runs only for payloads the server serialises (objects), before the route's serializer.
  app.addHook('preSerialization', async (request, _reply, payload) => {
    expected.set(request, JSON.stringify(payload));
    return payload;
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    const plain = expected.get(request);
    if (plain === undefined || typeof payload !== 'string') return payload;
    if (!isDeepStrictEqual(JSON.parse(payload), JSON.parse(plain))) {
      const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
      console.error(
        `${route}: the serialised answer differs from JSON.stringify\n  sent:     ${payload.slice(0, 2000)}\n  expected: ${plain.slice(0, 2000)}`,
      );
      throw new Error(`${route}: the serialised answer differs from JSON.stringify`);
    }
    return payload;
  });
}

/** Cookie jar over app.inject, so a test reads like a browser session. */
export class Browser {
  cookies = new Map<string, string>();
  constructor(
    private readonly app: App,
    private readonly client = 'ava-sg',
    private readonly remoteAddress = '127.0.0.1',
  ) {}

  get authorization(): string {
    return this.app.deps.tenants.get(this.client)!.api.authorization;
  }

  async request(opts: InjectOptions & { xsrf?: boolean; auth?: boolean }): Promise<LightMyRequestResponse> {
    const { xsrf = true, auth = true, ...rest } = opts;
    const headers: Record<string, string> = { ...(rest.headers as Record<string, string>) };
    if (auth) headers.authorization ??= this.authorization;
    const token = this.cookies.get(xsrfCookieName);
    if (xsrf && token) headers[xsrfHeaderName.toLowerCase()] = token;
    const res = await this.app.inject({
      remoteAddress: this.remoteAddress,
      ...rest,
      headers,
      cookies: Object.fromEntries(this.cookies),
    });
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const cleared = c.value === '' || c.maxAge === 0 || (c.expires && c.expires.getTime() <= Date.now());
      if (cleared) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  /** GETs the XSRF cookie first, as the client does. */
  async primeXsrf(): Promise<void> {
    await this.request({ method: 'GET', url: xsrfPath, auth: false });
  }

  async login(email: string, password = 'Demo@1234', extra: Record<string, unknown> = {}) {
    if (!this.cookies.has(xsrfCookieName)) await this.primeXsrf();
    return this.request({
      method: 'POST',
      url: authenticatePath,
      payload: { email, password, clientName: this.client, refererUrl: '', ...extra },
    });
  }
}

/** Parses an answer with a contract schema: the tests exercise the contract the client uses. */
export function parse<T extends z.ZodType>(schema: T, res: LightMyRequestResponse): z.infer<T> {
  return schema.parse(res.json());
}

/** The error envelope of a failed answer. */
export const errorOf = (res: LightMyRequestResponse) => errorEnvelopeSchema.parse(res.json()).error;

/**
 * A browser signed in as `email` with the demo password, for the tenant of a demo address
 * (`<role>@<tenant>.demo`) unless `client` names another. A sign-in that does not answer 200 throws,
 * so a test never goes on as a signed-out visitor.
 */
export async function signIn(
  app: App,
  email: string,
  options: { client?: string; remoteAddress?: string; password?: string } = {},
): Promise<Browser> {
  const client = options.client ?? /@(.+)\.demo$/.exec(email)?.[1] ?? 'ava-sg';
  const browser = new Browser(app, client, options.remoteAddress);
  const res = await browser.login(email, options.password);
  if (res.statusCode !== 200) throw new Error(`Signing in as ${email} answered ${res.statusCode}: ${res.body}`);
  return browser;
}

/** The signed-in user's id, from the readable userId cookie a login sets. */
export const userIdOf = (browser: Browser) => decodeURIComponent(browser.cookies.get('userId') ?? '');
