/**
 * `npm run db:reset [-- --demo]`: drops every table (PGlite data dir or
 * DATABASE_URL), re-applies the migrations and seeds again: the demo dataset
 * in demo mode (DEMO_MODE=1 or --demo), else tenants and reference data only.
 */
import { sql } from 'drizzle-orm';
import { demoMode } from '../config';
import { loadTenants } from '../tenants';
import { openDbFromEnv } from './client';
import { seed } from './seed/index';

const handle = await openDbFromEnv();
await handle.db.execute(sql`drop schema if exists drizzle cascade`);
await handle.db.execute(sql`drop schema if exists public cascade`);
await handle.db.execute(sql`create schema public`);
await handle.migrate();
const demo = demoMode();
await seed(handle.db, loadTenants().all, new Date(), { demo });
await handle.close();
console.log(`Database reset and seeded (${handle.kind}, ${demo ? 'demo dataset' : 'no demo logins'}).`);
