import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { dropTemplates, imagesDirEnv, imagesRunEnv, removeImages } from './seeded-image';

/**
 * Server project's global set-up (main process): names this run's seeded images (a directory for
 * PGlite images, a prefix for PostgreSQL templates) through the environment the test workers
 * inherit, and removes them when the run ends. The workers build each image on first use. Both
 * server projects (vitest.config.ts) list it: the second to start finds the run named and shares
 * its images.
 */
export default async function setup(): Promise<() => Promise<void>> {
  if (process.env[imagesDirEnv] && process.env[imagesRunEnv]) return () => Promise.resolve();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ava-images-'));
  const run = randomBytes(4).toString('hex');
  process.env[imagesDirEnv] = dir;
  process.env[imagesRunEnv] = run;
  return async () => {
    await removeImages(dir);
    const adminUrl = process.env.DATABASE_URL;
    if (adminUrl) await dropTemplates(adminUrl, run);
  };
}
