/**
 * `npm run db:scale -- --size <tiny|small|large> [--seed 1] [--fixture <path>] [--fresh]`:
 * an insurer's worth of data (server/db/scale) on top of the demo seed, in
 * the database of DATABASE_URL (created when it does not exist yet) or
 * PGLITE_DIR. Prints rows per table and the generation time beside the
 * 3-minute goal, and writes the fixture (who to sign in as) as JSON.
 * `--fresh` drops the database's tables first (bench databases only).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDbFromEnv } from '../server/db/client';
import { generateScale } from '../server/db/scale/generate';
import { scaleSizes, type ScaleSize } from '../server/db/scale/fixture';
// eslint-disable-next-line no-restricted-imports -- seed/index.ts is the seed module itself, not a barrel
import { seedIfEmpty } from '../server/db/seed/index';
import { loadTenants } from '../server/tenants';

const usage = `Usage: npm run db:scale -- --size <${scaleSizes.join('|')}> [--seed <0-100000>] [--fixture <path>] [--fresh]`;
const goalMs = 3 * 60_000;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let values: { size?: string; seed?: string; fixture?: string; fresh?: boolean };
try {
  ({ values } = parseArgs({
    options: {
      size: { type: 'string' },
      seed: { type: 'string' },
      fixture: { type: 'string' },
      fresh: { type: 'boolean' },
    },
  }));
} catch (err) {
  fail(`${(err as Error).message}. ${usage}`);
}
const size = values.size as ScaleSize | undefined;
if (!size || !scaleSizes.includes(size)) fail(usage);
const seedNumber = Number(values.seed ?? '1');
if (!Number.isInteger(seedNumber) || seedNumber < 0 || seedNumber > 100_000) fail(usage);
const fixturePath = path.resolve(values.fixture ?? `.data/scale-${size}-${seedNumber}.json`);

/** A DATABASE_URL naming a database that does not exist yet gets it created (on the same server). */
async function ensureDatabase(url: string): Promise<void> {
  const { default: pg } = await import('pg');
  const probe = new pg.Client({ connectionString: url });
  try {
    await probe.connect();
    await probe.end();
    return;
  } catch (err) {
    if ((err as { code?: string }).code !== '3D000') throw err;
  }
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) fail(`cannot create database "${name}": use lower-case letters, digits, _`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`create database ${name} template template0 encoding 'UTF8'`);
    console.log(`Created database ${name}.`);
  } finally {
    await client.end();
  }
}

if (process.env.DATABASE_URL) await ensureDatabase(process.env.DATABASE_URL);
const handle = await openDbFromEnv();
try {
  if (values.fresh) {
    await handle.db.execute(sql`drop schema if exists drizzle cascade`);
    await handle.db.execute(sql`drop schema if exists public cascade`);
    await handle.db.execute(sql`create schema public`);
  }
  const now = new Date();
  await handle.migrate();
  // The generated data sits beside the demo dataset: tenants, reference data and demo logins stay.
  await seedIfEmpty(handle.db, loadTenants().all, now, { demo: true });
  console.log(`Generating the ${size} insurer (seed ${seedNumber}) on ${handle.kind}…`);
  const fixture = await generateScale(handle.db, {
    size,
    seed: seedNumber,
    now,
    log: (line) => console.log(`  ${line}`),
  });
  const width = Math.max(...Object.keys(fixture.counts).map((t) => t.length));
  console.log('\nRows written per table:');
  for (const [table, n] of Object.entries(fixture.counts)) {
    console.log(`  ${table.padEnd(width)}  ${n.toLocaleString('en').padStart(10)}`);
  }
  const total = Object.values(fixture.counts).reduce((a, b) => a + b, 0);
  console.log(`  ${'total'.padEnd(width)}  ${total.toLocaleString('en').padStart(10)}`);
  const verdict = fixture.generationMs <= goalMs ? 'within' : 'OVER';
  console.log(
    `\nGeneration time: ${(fixture.generationMs / 1000).toFixed(1)} s (goal for large: ≤ ${goalMs / 1000} s; ${verdict} it)`,
  );
  fs.mkdirSync(path.dirname(fixturePath), { recursive: true });
  fs.writeFileSync(fixturePath, `${JSON.stringify(fixture, null, 2)}\n`);
  console.log(`Fixture: ${fixturePath} (password of every generated account: ${fixture.password})`);
} finally {
  await handle.close();
}
