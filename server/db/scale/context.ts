import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import type { ScaleShape } from './sizes';

/** A demo tenant the generator spreads data over, with its per-tenant shares of the shape. */
export interface ScaleTenant {
  /** 0-based position: entity n belongs to tenant (n - 1) % tenantCount. */
  t: number;
  id: string;
  country: 'singapore' | 'malaysia' | 'indonesia' | 'hong kong';
  /** Minutes east of UTC; none of the four countries has daylight saving. */
  offsetMinutes: number;
  currency: string;
  /** yyyy-MM-dd of this week's Monday in the tenant's time zone. */
  monday: string;
  facilities: number;
  doctors: number;
  patients: number;
  agents: number;
  specialists: number;
  /** Screening centres: facilities whose local index k has k % 10 === 2. */
  screeningCentres: number;
}

export interface ScaleContext {
  db: Db;
  seed: number;
  now: Date;
  shape: ScaleShape;
  tenants: ScaleTenant[];
  passwordHash: string;
  /** Cities per country in the locations reference table. */
  locationCounts: Record<string, number>;
}

/** Runs one statement; the generator's SQL is built from numbers and fixed words only. */
export async function run(db: Db, text: string): Promise<void> {
  // SCALE_SQL_LOG=<file> keeps every statement, to EXPLAIN one at full size.
  if (process.env.SCALE_SQL_LOG) (await import('node:fs')).appendFileSync(process.env.SCALE_SQL_LOG, `${text};\n\n`);
  await db.execute(sql.raw(text));
}

export async function rows<T>(db: Db, text: string): Promise<T[]> {
  // Both drivers answer with `{ rows }` (node-postgres QueryResult, PGlite Results).
  const result: unknown = await db.execute(sql.raw(text));
  return (result as { rows: T[] }).rows;
}

/** A SQL string literal. */
export const lit = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** A SQL text[] literal, for picking by index: `(${arr(list)})[1 + i % n]`. */
export const arr = (values: readonly string[]) => `array[${values.map(lit).join(',')}]::text[]`;

/**
 * The generator's only source of chance: an integer in [0, 2^31) mixed from a
 * row number, a salt naming the choice and the seed. Pure integer arithmetic
 * (no random()), so one seed always writes the same database, on PGlite and
 * PostgreSQL alike. `scale_mix` is created for the run and dropped after it.
 */
export function hash(ctx: Pick<ScaleContext, 'seed'>, expr: string, salt: number): string {
  return `scale_mix((${expr})::bigint * 1009 + ${salt * 65_537 + ctx.seed * 7_919})`;
}

/** A number in [0, 1) from the same mix. */
export function unit(ctx: Pick<ScaleContext, 'seed'>, expr: string, salt: number): string {
  return `(${hash(ctx, expr, salt)} / 2147483648.0)`;
}

/** Picks from a fixed list by a mixed hash. */
export function pick(ctx: Pick<ScaleContext, 'seed'>, values: readonly string[], expr: string, salt: number): string {
  return `(${arr(values)})[1 + ${hash(ctx, expr, salt)} % ${values.length}]`;
}

/** A CASE over the row's country (an SQL expression yielding one of the four country names). */
export function byCountry(countryExpr: string, perCountry: Record<ScaleTenant['country'], string>): string {
  const arms = Object.entries(perCountry).map(([country, value]) => `when ${lit(country)} then ${value}`);
  return `(case ${countryExpr} ${arms.join(' ')} end)`;
}

// A multiplicative hash with two xor-shifts: every product stays below 2^63.
const mixBody = (x: string) => {
  const z = `(((${x} % 2147483648) * 2654435761) % 2147483648)`;
  const y = `(((${z} # (${z} >> 13)) * 1540483477) % 2147483648)`;
  return `(${y} # (${y} >> 16))`;
};

export async function createMix(db: Db): Promise<void> {
  await run(
    db,
    `create or replace function scale_mix(x bigint) returns bigint language sql immutable strict parallel safe as $$ select ${mixBody('x')} $$`,
  );
}

export async function dropMix(db: Db): Promise<void> {
  await run(db, 'drop function if exists scale_mix(bigint)');
}

/** The tenants as a VALUES list joinable by `t`: `join (${tenantValues(ctx)}) tn on tn.t = ...`. */
export function tenantValues(ctx: ScaleContext): string {
  const row = (x: ScaleTenant) =>
    `(${x.t}, ${lit(x.id)}, ${lit(x.country)}, ${x.offsetMinutes}, ${lit(x.currency)}, date ${lit(x.monday)}, ` +
    `${x.facilities}, ${x.doctors}, ${x.patients}, ${x.agents}, ${x.specialists}, ${x.screeningCentres})`;
  return (
    `select * from (values ${ctx.tenants.map(row).join(', ')}) ` +
    `as v(t, id, country, off_min, currency, monday, f_t, d_t, p_t, a_t, s_t, m_t)`
  );
}

/** The instant of a local wall-clock `timestamp` expression in a tenant whose offset column is `off`. */
export const localToUtc = (localTimestamp: string, off: string) =>
  `((${localTimestamp}) - make_interval(mins => ${off})) at time zone 'UTC'`;

/** The local calendar date of an instant. */
export const utcToLocalDate = (instant: string, off: string) =>
  `(((${instant}) at time zone 'UTC') + make_interval(mins => ${off}))::date`;

/** Number of ids n in 1..total with (n - 1) % tenants === t. */
export const shareOf = (total: number, tenants: number, t: number) =>
  total > t ? Math.floor((total - 1 - t) / tenants) + 1 : 0;

/**
 * Joins a row to one of its country's cities: `join (${locationsByIndex}) loc on ${locationJoin(...)}`.
 * The city count is a constant per country, so the join is an equi-join on (country, index).
 */
export const locationsByIndex = `select country, region, city,
  (row_number() over (partition by country order by sort_order) - 1)::int as i from locations`;

export function locationJoin(ctx: ScaleContext, countryExpr: string, hashExpr: string): string {
  const counts = Object.entries(ctx.locationCounts)
    .map(([country, n]) => `when ${lit(country)} then ${n}`)
    .join(' ');
  return `loc.country = ${countryExpr} and loc.i = (${hashExpr} % (case ${countryExpr} ${counts} else 1 end))::int`;
}
