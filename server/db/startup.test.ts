import { afterAll, describe, expect, it } from 'vitest';
import { count, gt } from 'drizzle-orm';
import { loadTenants } from '../tenants';
import { createEmptyDatabase } from '../testing/test-app';
import { openDb, type DbHandle } from './client';
import { demoUsers, seed } from './seed/index';
import { tenants, users } from './schema/core';
import * as domain from './schema/domain';
import { prepareDatabase, StartupRefused } from './startup';

const manifests = loadTenants().all;
const opened: DbHandle[] = [];
const dropped: Array<() => Promise<void>> = [];
afterAll(async () => {
  await Promise.all(opened.map((h) => h.close()));
  for (const drop of dropped) await drop();
});

/** A fresh, empty database: a new PostgreSQL database with DATABASE_URL, else in-memory PGlite. */
async function emptyDatabase(): Promise<{ open: () => Promise<DbHandle> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const handle = await openDb({ dir: 'memory://' });
    opened.push(handle);
    return { open: () => Promise.resolve(handle) };
  }
  const database = await createEmptyDatabase(adminUrl);
  dropped.push(database.drop);
  return {
    open: async () => {
      const handle = await openDb({ url: database.url });
      opened.push(handle);
      return handle;
    },
  };
}

const rows = async (
  handle: DbHandle,
  table:
    | typeof tenants
    | typeof users
    | typeof domain.doctors
    | typeof domain.scheduleSlots
    | typeof domain.slotBookings
    | typeof domain.appointmentRequests
    | typeof domain.pafCases,
) => (await handle.db.select({ n: count() }).from(table))[0]?.n ?? 0;

describe('prepareDatabase', () => {
  it('without demo mode seeds tenants, reference data and empty schedules, but no logins and no demo cases', async () => {
    const handle = await (await emptyDatabase()).open();
    expect(await prepareDatabase(handle, manifests, { demo: false })).toEqual({ seeded: true, demoUsers: false });
    expect(await rows(handle, tenants)).toBe(manifests.length);
    expect(await rows(handle, users)).toBe(0);
    expect(await rows(handle, domain.doctors)).toBeGreaterThan(0);
    expect(await rows(handle, domain.scheduleSlots)).toBeGreaterThan(0);
    expect(
      await handle.db.select().from(domain.scheduleSlots).where(gt(domain.scheduleSlots.bookedCount, 0)).limit(1),
    ).toEqual([]);
    expect(await rows(handle, domain.slotBookings)).toBe(0);
    expect(await rows(handle, domain.appointmentRequests)).toBe(0);
    expect(await rows(handle, domain.pafCases)).toBe(0);
    // A restart finds the work done.
    expect(await prepareDatabase(handle, manifests, { demo: false })).toEqual({ seeded: false, demoUsers: false });
  });

  it('refuses to start without demo mode on a database holding the demo logins', async () => {
    const handle = await (await emptyDatabase()).open();
    await handle.migrate();
    await seed(handle.db, manifests, new Date(), { domain: false, demo: true });
    await expect(prepareDatabase(handle, manifests, { demo: false })).rejects.toThrow(StartupRefused);
    expect(await prepareDatabase(handle, manifests, { demo: true })).toEqual({ seeded: false, demoUsers: true });
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'lets two instances start together on an empty PostgreSQL database: one migrates and seeds, the other waits',
    async () => {
      const database = await emptyDatabase();
      const [first, second] = await Promise.all([database.open(), database.open()]);
      const results = await Promise.all(
        [first, second].map((handle) => prepareDatabase(handle, manifests, { demo: true })),
      );
      expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
      expect(await rows(first, tenants)).toBe(manifests.length);
      expect(await rows(first, users)).toBe(demoUsers(manifests).length);
    },
  );
});
