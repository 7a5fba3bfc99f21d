import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadTenants } from '../tenants';
import { openDb, type DbHandle } from './client';
import { screeningPackages, specialties } from './schema/domain';
import { packageLabelsByName } from './seed/domain/packages';
import { buildSpecialties } from './seed/domain/specialties';
import { seed } from './seed/index';

const opened: DbHandle[] = [];
afterAll(async () => {
  await Promise.all(opened.map((h) => h.close()));
});

/** Migration 0008's data statements, as a database seeded before it runs them. */
const labelUpdates = readFileSync(new URL('./migrations/0008_reference_data_labels.sql', import.meta.url), 'utf8')
  .split('--> statement-breakpoint')
  .map((statement) => statement.replace(/^--.*$/gm, '').trim())
  .filter((statement) => statement.startsWith('UPDATE'));

describe('migration 0008 on a database seeded before it', () => {
  it('gives its specialties and packages the labels the seed writes today', async () => {
    const handle = await openDb({ dir: 'memory://' });
    opened.push(handle);
    await handle.migrate();
    await seed(handle.db, loadTenants().all, new Date('2026-11-02T01:00:00Z'), { demo: false });
    // As before the migration: no labels anywhere.
    await handle.db.execute(sql`update specialties set labels = '{}'::jsonb`);
    await handle.db.execute(sql`update screening_packages set labels = '{}'::jsonb`);
    for (const statement of labelUpdates) await handle.db.execute(sql.raw(statement));

    const seeded = new Map(buildSpecialties().map((row) => [row.id, row.labels]));
    const specialtyRows = await handle.db.select().from(specialties);
    expect(specialtyRows.length).toBeGreaterThan(0);
    for (const row of specialtyRows) expect(row.labels).toEqual(seeded.get(row.id));

    const byName = packageLabelsByName();
    const packageRows = await handle.db.select().from(screeningPackages);
    expect(packageRows.length).toBeGreaterThan(0);
    for (const row of packageRows) expect(row.labels).toEqual(byName[row.name]);
  });
});
