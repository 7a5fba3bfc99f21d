import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { screeningPackages, specialties } from './schema/domain';
import { packageLabelsByName } from './seed/domain/packages';
import { buildSpecialties } from './seed/domain/specialties';

// A copy of the run's seeded image without demo logins: migrated and seeded with today's labels.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDomain: true, demo: false });
});
afterAll(async () => {
  await t?.close();
});

/** Migration 0008's data statements, as a database seeded before it runs them. */
const labelUpdates = readFileSync(new URL('./migrations/0008_reference_data_labels.sql', import.meta.url), 'utf8')
  .split('--> statement-breakpoint')
  .map((statement) => statement.replace(/^--.*$/gm, '').trim())
  .filter((statement) => statement.startsWith('UPDATE'));

describe('migration 0008 on a database seeded before it', () => {
  it('gives its specialties and packages the labels the seed writes today', async () => {
    const { handle } = t;
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
