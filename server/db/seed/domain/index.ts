import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../schema/domain';
import { pafSigningLinks } from '../../schema/paf';
import { buildDomainSeed, type DomainSeed } from './build';
import type { SeedDomainContext } from './context';

export type { SeedDomainContext } from './context';

/** Either driver (PGlite or node-postgres); only the shared query builder is used. */
type AnyPgDatabase = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

const batchSize = 500;

/** Table for each seed group; order matters for foreign keys. */
const tables: { [K in keyof DomainSeed]: PgTable } = {
  locations: schema.locations,
  specialties: schema.specialties,
  diagnosisCodes: schema.diagnosisCodes,
  procedureCodes: schema.procedureCodes,
  payors: schema.payors,
  identificationDocumentTypes: schema.identificationDocumentTypes,
  taxInfo: schema.taxInfo,
  currencies: schema.currencies,
  clientConfigs: schema.clientConfigs,
  facilities: schema.facilities,
  doctors: schema.doctors,
  appointmentUnits: schema.appointmentUnits,
  screeningPackages: schema.screeningPackages,
  packageUnits: schema.packageUnits,
  scheduleDays: schema.scheduleDays,
  scheduleSessions: schema.scheduleSessions,
  scheduleSlots: schema.scheduleSlots,
  appointmentRequests: schema.appointmentRequests,
  slotBookings: schema.slotBookings,
  preferredSlots: schema.preferredSlots,
  appointmentStatusHistory: schema.appointmentStatusHistory,
  worklistItems: schema.worklistItems,
  panelEntities: schema.panelEntities,
  formTemplates: schema.formTemplates,
  pafCases: schema.pafCases,
  pafSigningLinks,
};

/**
 * One INSERT … SELECT from jsonb_populate_recordset per batch: a single bound
 * parameter instead of one per cell, which is several times faster on PGlite
 * and works the same on PostgreSQL. Columns missing from the rows keep their
 * defaults.
 */
async function insertBatch(db: AnyPgDatabase, table: PgTable, rows: Array<Record<string, unknown>>): Promise<void> {
  // Every key any row sets: optional columns (e.g. a request's assigned slot) may be absent from the first row.
  const present = new Set(rows.flatMap((row) => Object.keys(row)));
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => present.has(key));
  const json = JSON.stringify(
    rows.map((row) => Object.fromEntries(columns.map(([key, col]) => [col.name, row[key] ?? null]))),
  );
  const names = sql.join(
    columns.map(([, col]) => sql.identifier(col.name)),
    sql`, `,
  );
  const name = sql.identifier(getTableName(table));
  await db.execute(
    sql`insert into ${name} (${names}) select ${names} from jsonb_populate_recordset(null::${name}, ${json}::jsonb)`,
  );
}

/**
 * Writes the domain seed (reference data, providers, schedules, requests,
 * payors, forms, PAF cases) for the given tenants and users, in one
 * transaction, in batches of at most 500 rows. Deterministic for a given ctx.
 */
export async function seedDomain(db: AnyPgDatabase, ctx: SeedDomainContext): Promise<void> {
  const seed = buildDomainSeed(ctx);
  await db.transaction(async (tx) => {
    for (const key of Object.keys(tables) as Array<keyof DomainSeed>) {
      const rows = seed[key] as Array<Record<string, unknown>>;
      for (let i = 0; i < rows.length; i += batchSize) {
        await insertBatch(tx, tables[key], rows.slice(i, i + batchSize));
      }
    }
  });
}
