/**
 * `npm run db:reset`: drops every table (PGlite data dir or DATABASE_URL),
 * re-applies the migrations and seeds again.
 */
import { sql } from 'drizzle-orm';
import { loadTenants } from '../tenants';
import { openDbFromEnv } from './client';
import { seed } from './seed/index';

const handle = await openDbFromEnv();
await handle.db.execute(sql`drop schema if exists drizzle cascade`);
await handle.db.execute(sql`drop schema if exists public cascade`);
await handle.db.execute(sql`create schema public`);
await handle.migrate();
await seed(handle.db, loadTenants().all);
await handle.close();
console.log(`Database reset and seeded (${handle.kind}).`);
