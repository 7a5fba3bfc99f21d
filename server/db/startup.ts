import { sql } from 'drizzle-orm';
import type { TenantManifest } from '../../src/lib/tenant/manifest-schema';
import type { DbHandle } from './client';
import { hasDemoUsers, seedIfEmpty } from './seed/index';

/** A start that must not go on; main.ts prints the message alone, without a stack. */
export class StartupRefused extends Error {}

export interface PrepareOptions {
  /** Demo mode: an empty database gets the demo logins and their data. */
  demo: boolean;
  now?: Date;
}

/**
 * Everything between opening the database and serving: migrate, seed an
 * empty database, refresh planner statistics. Instances starting together on
 * one PostgreSQL database take turns (advisory lock), so one migrates and
 * seeds and the others find the work done.
 */
export async function prepareDatabase(
  handle: DbHandle,
  manifests: TenantManifest[],
  options: PrepareOptions,
): Promise<{ seeded: boolean; demoUsers: boolean }> {
  const seeded = await handle.exclusively(async () => {
    await handle.migrate();
    return seedIfEmpty(handle.db, manifests, options.now ?? new Date(), { demo: options.demo });
  });
  const demoUsers = await hasDemoUsers(handle.db, manifests);
  // A database seeded in demo mode holds logins whose password is public.
  if (demoUsers && !options.demo) {
    throw new StartupRefused(
      'This database holds the public demo logins (it was seeded in demo mode). Start with DEMO_MODE=1, or use a fresh database for a real deployment.',
    );
  }
  // Fresh planner statistics: PGlite has no autovacuum, and without them a seeded or
  // bulk-loaded database plans the worklist page as a nested loop over every row (bench:load).
  await handle.db.execute(sql`analyze`);
  return { seeded, demoUsers };
}
