import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDb, type DbHandle } from '../db/client';
import { seed } from '../db/seed/index';
import { installJobSchema } from '../lib/jobs/queue';
import { loadTenants } from '../tenants';

/**
 * Migrating and seeding took most of each server test file's time (7–13 s of set-up), so a test
 * run does it once per kind of data and every test app starts from a copy: on PGlite a data
 * directory image in a file, on PostgreSQL a template database. server/testing/global-setup.ts
 * names the run through these variables and removes both at the end; without them (a script
 * outside vitest) createTestApp seeds afresh.
 */
export const imagesDirEnv = 'AVA_TEST_IMAGES_DIR';
export const imagesRunEnv = 'AVA_TEST_IMAGES_RUN';

/** What decides the seeded data besides the clock. */
export interface SeedKind {
  seedDomain: boolean;
  demo: boolean;
}

/** Prefix of this run's template databases, so the teardown drops only its own. */
export const templatePrefix = (run: string) => `ava_i_${run}_`;

/**
 * The image's name: its kind and the UTC hour it was seeded in. Seeded dates are relative to the
 * seed's clock (today's schedules in each tenant's zone, requests made hours ago), so an image
 * never serves past the hour it was made in: every tenant zone's midnight falls on a whole UTC
 * hour, so no test sees yesterday's seed, and no copy is more than an hour older than a fresh seed.
 */
function imageName(kind: SeedKind, now: Date): string {
  const hour = now.toISOString().slice(0, 13).replace(/\D/g, '');
  return `${kind.seedDomain ? 'domain' : 'core'}_${kind.demo ? 'demo' : 'prod'}_${hour}`;
}

/** Migrates and seeds as a test app's start would, and installs pg-boss's schema as its first start would. */
async function migrateAndSeed(handle: DbHandle, kind: SeedKind, now: Date): Promise<void> {
  await handle.migrate();
  await seed(handle.db, loadTenants().all, now, { domain: kind.seedDomain, demo: kind.demo });
  await installJobSchema(handle.db);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Read once per test file (its module graph): a file that builds several apps reads the image once. */
const images = new Map<string, Promise<Blob>>();

/**
 * The PGlite image of `kind` for this hour: read from the run's directory, or built by the first
 * worker to need it while the others wait (a directory made with mkdir is the lock).
 */
export function pgliteImage(dir: string, kind: SeedKind): Promise<Blob> {
  const now = new Date();
  const name = imageName(kind, now);
  let image = images.get(name);
  if (!image) {
    image = readOrBuild(path.join(dir, `${name}.tar`), kind, now);
    images.set(name, image);
    image.catch(() => images.delete(name));
  }
  return image;
}

async function readOrBuild(file: string, kind: SeedKind, now: Date): Promise<Blob> {
  const lock = `${file}.lock`;
  const deadline = Date.now() + 110_000;
  for (;;) {
    if (existsSync(file)) return new Blob([await readFile(file)]);
    try {
      await mkdir(lock);
    } catch {
      // Another worker is building it.
      if (Date.now() > deadline) throw new Error(`gave up waiting for ${file}`);
      await sleep(100);
      continue;
    }
    try {
      const handle = await openDb({ dir: 'memory://' });
      try {
        await migrateAndSeed(handle, kind, now);
        const image = await (handle.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
        // Written whole, then renamed: a reader never sees half an image.
        await writeFile(`${file}.${process.pid}`, new Uint8Array(await image.arrayBuffer()));
        await rename(`${file}.${process.pid}`, file);
        return image;
      } finally {
        await handle.close();
      }
    } finally {
      await rm(lock, { recursive: true, force: true });
    }
  }
}

/**
 * The template database of `kind` for this hour on the server of `adminUrl`, built by the first
 * worker to need it under an advisory lock. It accepts no connections, so cloning it never fails
 * with "source database is being accessed by other users"; concurrent clones are fine.
 */
export async function templateDatabase(adminUrl: string, run: string, kind: SeedKind): Promise<string> {
  const now = new Date();
  const name = `${templatePrefix(run)}${imageName(kind, now)}`;
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    const { rows } = await admin.query<{ ready: boolean }>(
      'select datistemplate as ready from pg_database where datname = $1',
      [name],
    );
    if (!rows[0]?.ready) {
      // Left half-built by a worker that failed: start again.
      if (rows[0]) await admin.query(`drop database ${name} with (force)`);
      await admin.query(`create database ${name} template template0 encoding 'UTF8'`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const handle = await openDb({ url: url.toString() });
      try {
        await migrateAndSeed(handle, kind, now);
      } finally {
        await handle.close();
      }
      await admin.query(`alter database ${name} is_template true allow_connections false`);
    }
    return name;
  } finally {
    await admin.end();
  }
}

/** Drops the run's template databases (global teardown). */
export async function dropTemplates(adminUrl: string, run: string): Promise<void> {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where starts_with(datname, $1)`,
      [templatePrefix(run)],
    );
    for (const { datname } of rows) {
      await admin.query(`alter database ${datname} is_template false`);
      await admin.query(`drop database ${datname} with (force)`);
    }
  } finally {
    await admin.end();
  }
}

export async function removeImages(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}
