import { and, count, eq, gte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import * as domain from '../../schema/domain';
import { buildDiagnosisCodes } from './icd10';
import { buildProcedureCodes } from './procedures';

/** seedDomain through the real seed runner, after the migrations (PGlite, or PostgreSQL with DATABASE_URL). */
describe('seedDomain on a migrated database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedDomain: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  const rowsIn = async (
    table: typeof domain.diagnosisCodes | typeof domain.procedureCodes | typeof domain.scheduleSlots,
  ) => {
    const [row] = await t.handle.db.select({ n: count() }).from(table);
    return row?.n ?? 0;
  };

  it('writes the reference data in full', async () => {
    expect(await rowsIn(domain.diagnosisCodes)).toBe(buildDiagnosisCodes().length);
    expect(await rowsIn(domain.procedureCodes)).toBe(buildProcedureCodes().length);
  });

  it('writes doctors, units and eight weeks of slots for every tenant', async () => {
    const perTenant = await t.handle.db
      .select({ tenantId: domain.doctors.tenantId, n: count() })
      .from(domain.doctors)
      .groupBy(domain.doctors.tenantId);
    expect(perTenant).toHaveLength(5);
    expect(perTenant.every((r) => r.n >= 24)).toBe(true);
    expect(await rowsIn(domain.scheduleSlots)).toBeGreaterThan(20_000);
  });

  it('reads back typed values: timestamps, jsonb and full slots', async () => {
    const [full] = await t.handle.db
      .select()
      .from(domain.scheduleSlots)
      .where(
        and(
          eq(domain.scheduleSlots.tenantId, 'ava-sg'),
          gte(domain.scheduleSlots.bookedCount, domain.scheduleSlots.capacity),
        ),
      )
      .limit(1);
    expect(full?.start).toBeInstanceOf(Date);
    const [facility] = await t.handle.db.select().from(domain.facilities).limit(1);
    expect(Array.isArray(facility?.panels)).toBe(true);
    const [paf] = await t.handle.db
      .select()
      .from(domain.pafCases)
      .where(sql`${domain.pafCases.isPolicyHolderPartCompleted} is null`)
      .limit(1);
    expect(paf?.patient).toMatchObject({ identificationDocNum: paf?.identificationDocNum });
    const [req] = await t.handle.db
      .select()
      .from(domain.appointmentRequests)
      .where(eq(domain.appointmentRequests.status, 'Scheduled'))
      .limit(1);
    expect(req?.patient.name).toBeTruthy();
  });
});
