import { hashPassword } from '../../lib/password';
import type { Db } from '../client';
import { createMix, dropMix, rows, run, shareOf, type ScaleContext, type ScaleTenant } from './context';
import type { ScaleAccount, ScaleFixture, ScaleSize } from './fixture';
import { withoutSecondaryIndexes } from './bulk';
import { assignSlots, generateRequestDetails, generateRequests } from './appointments';
import { generatePafCases, generatePanelEntities } from './paf';
import { generateProfileItems, generateUsers } from './people';
import { generateDoctors, generateFacilities, generateUnits } from './providers';
import { generateSchedules } from './schedules';
import { scaleShapes } from './sizes';

export { scaleShapes } from './sizes';

/** The demo tenants the data is spread over (any others present are left alone). */
export const scaleTenantIds = ['ava-sg', 'harbour-hk', 'lumina-my', 'sehat-id'];

/** Every generated account's password: bench databases only. */
export const scalePassword = 'Scale@2026';

/** Tables whose secondary indexes and foreign keys wait until the load is done (bulk.ts). */
const bulkTables = [
  'users',
  'profile_items',
  'schedule_days',
  'schedule_sessions',
  'schedule_slots',
  'slot_bookings',
  'appointment_requests',
  'preferred_slots',
  'appointment_status_history',
  'worklist_items',
  'paf_cases',
];

/** Tables the generator writes, in the order it fills them. */
export const scaleTables = [
  'facilities',
  'doctors',
  'appointment_units',
  'package_units',
  'users',
  'profile_items',
  'panel_entities',
  'schedule_days',
  'schedule_sessions',
  'schedule_slots',
  'slot_bookings',
  'appointment_requests',
  'preferred_slots',
  'appointment_status_history',
  'worklist_items',
  'paf_cases',
] as const;

const zone: Record<ScaleTenant['country'], { offsetMinutes: number; currency: string }> = {
  singapore: { offsetMinutes: 480, currency: 'SGD' },
  malaysia: { offsetMinutes: 480, currency: 'MYR' },
  indonesia: { offsetMinutes: 420, currency: 'IDR' },
  'hong kong': { offsetMinutes: 480, currency: 'HKD' },
};

function mondayOf(now: Date, offsetMinutes: number): string {
  const local = new Date(now.getTime() + offsetMinutes * 60_000);
  const weekday = (local.getUTCDay() + 6) % 7;
  return new Date(local.getTime() - weekday * 86_400_000).toISOString().slice(0, 10);
}

async function tenantsOf(db: Db, size: ScaleSize, now: Date): Promise<ScaleTenant[]> {
  const shape = scaleShapes[size];
  const found = await rows<{ id: string; country: ScaleTenant['country'] }>(
    db,
    `select id, country from tenants where id in (${scaleTenantIds.map((id) => `'${id}'`).join(', ')}) order by id`,
  );
  if (found.length === 0) throw new Error('generateScale needs the demo seed first: none of the demo tenants is here.');
  const T = found.length;
  return found.map((row, t) => {
    const facilities = shareOf(shape.facilities, T, t);
    if (facilities < 3) {
      throw new Error(`size ${size}: every tenant needs 3 facilities (a clinic, a hospital, a centre)`);
    }
    return {
      t,
      id: row.id,
      country: row.country,
      ...zone[row.country],
      monday: mondayOf(now, zone[row.country].offsetMinutes),
      facilities,
      doctors: shareOf(shape.doctors, T, t),
      patients: shareOf(shape.patients, T, t),
      agents: shareOf(shape.agents, T, t),
      specialists: shareOf(shape.specialists, T, t),
      screeningCentres: Math.floor((facilities - 3) / 10) + 1,
    };
  });
}

async function countRows(db: Db): Promise<Record<string, number>> {
  const [row] = await rows<Record<string, string>>(
    db,
    `select ${scaleTables.map((t) => `(select count(*) from ${t}) as ${t}`).join(', ')}`,
  );
  return Object.fromEntries(scaleTables.map((t) => [t, Number(row?.[t] ?? 0)]));
}

/**
 * Writes an insurer's worth of data on top of the demo seed, set-based (one
 * INSERT … SELECT over generate_series per table), every choice a hash of
 * the row number and the seed: one seed, one database. See
 * docs/decisions/0050-the-large-insurer-generator.md.
 */
export async function generateScale(
  db: Db,
  options: { size: ScaleSize; seed?: number; now?: Date; log?: (line: string) => void },
): Promise<ScaleFixture> {
  const seed = options.seed ?? 1;
  if (!Number.isInteger(seed) || seed < 0 || seed > 100_000) throw new Error('seed: an integer 0–100000');
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});
  const started = performance.now();
  const [existing] = await rows<{ n: string }>(db, `select count(*) as n from users where id like 'scu-%'`);
  if (Number(existing?.n ?? 0) > 0) throw new Error('This database already holds generated data: use a fresh one.');
  const before = await countRows(db);
  const passwordHash = await hashPassword(scalePassword);
  const ctx: ScaleContext = {
    db,
    seed,
    now,
    shape: scaleShapes[options.size],
    tenants: await tenantsOf(db, options.size, now),
    passwordHash,
    locationCounts: Object.fromEntries(
      (
        await rows<{ country: string; n: string }>(db, 'select country, count(*) as n from locations group by country')
      ).map((r) => [r.country, Number(r.n)]),
    ),
  };
  const steps: Array<[string, (c: ScaleContext) => Promise<void>]> = [
    ['facilities', generateFacilities],
    ['doctors', generateDoctors],
    ['units', generateUnits],
    ['users', generateUsers],
    ['profile items', generateProfileItems],
    ['panel entities', generatePanelEntities],
    ['schedules', generateSchedules],
    ['requests', generateRequests],
    ['slots for requests', assignSlots],
    ['preferred slots, history, worklists', generateRequestDetails],
    ['PAF cases', generatePafCases],
  ];
  await db.transaction(async (tx) => {
    const inner: ScaleContext = { ...ctx, db: tx };
    await run(inner.db, `set local work_mem = '64MB'`);
    // Index rebuilds sort millions of rows: in memory rather than in temporary files.
    await run(inner.db, `set local maintenance_work_mem = '256MB'`);
    // The statements are few and large: compiling their expressions costs more than it saves.
    await run(inner.db, 'set local jit = off');
    await createMix(inner.db);
    const loaded = await withoutSecondaryIndexes(inner.db, bulkTables, async () => {
      for (const [name, step] of steps) {
        const at = performance.now();
        await step(inner);
        log(`${name}: ${((performance.now() - at) / 1000).toFixed(1)} s`);
      }
      return performance.now();
    });
    log(`indexes and foreign keys rebuilt: ${((performance.now() - loaded) / 1000).toFixed(1)} s`);
    await dropMix(inner.db);
  });
  const at = performance.now();
  // VACUUM as well: a bulk load leaves no visibility map, so the lists' index-only reads would
  // visit the heap for every entry; autovacuum keeps a live database's map set
  // (docs/decisions/0053-tuning-the-ratio-misses.md).
  await run(db, 'vacuum analyze');
  log(`vacuum analyze: ${((performance.now() - at) / 1000).toFixed(1)} s`);
  const generationMs = Math.round(performance.now() - started);
  const after = await countRows(db);
  const counts = Object.fromEntries(scaleTables.map((t) => [t, after[t]! - before[t]!]));
  return { ...(await pickFixture(ctx)), size: options.size, seed, counts, generationMs, password: scalePassword };
}

type Picked = Omit<ScaleFixture, 'size' | 'seed' | 'counts' | 'generationMs' | 'password'>;

async function account(db: Db, userId: string): Promise<ScaleAccount> {
  const [row] = await rows<{ id: string; tenant_id: string; email: string; role_id: string }>(
    db,
    `select id, tenant_id, email, role_id from users where id = '${userId.replace(/'/g, "''")}'`,
  );
  if (!row) throw new Error(`generated account ${userId} is missing`);
  return { tenantId: row.tenant_id, email: row.email, roleId: row.role_id, userId: row.id };
}

/** Names the identities the bench and tests use, by what the data holds (deterministic ties: by id). */
async function pickFixture(ctx: ScaleContext): Promise<Picked> {
  const { db } = ctx;
  const now = `timestamptz '${ctx.now.toISOString()}'`;
  const [busiest] = await rows<{ provider_id: string }>(
    db,
    `select r.provider_id from worklist_items w
     join appointment_requests r on r.id = w.request_id
     join facilities f on f.id = 'scf-' || substr(r.provider_id, 5)
     where w.audience = 'provider' and w.id like 'scr-%' and f.kind = 'clinic'
     group by r.provider_id order by count(*) desc, r.provider_id limit 1`,
  );
  if (!busiest) throw new Error('no clinic worklist was generated');
  const providerId = busiest.provider_id;
  const clinic = await account(db, `scu-c-${providerId.slice(4)}`);
  const units = await rows<{ unit_id: number }>(
    db,
    `select u.unit_id from appointment_units u left join appointment_requests r on r.unit_id = u.unit_id
     where u.provider_id = '${providerId}' and u.kind = 'doctor'
     group by u.unit_id order by count(r.id) desc, u.unit_id limit 3`,
  );
  if (units.length < 3) throw new Error(`the busiest clinic ${providerId} has fewer than three doctors' units`);
  const [centre] = await rows<{ provider_id: string }>(
    db,
    `select r.provider_id from appointment_requests r
     where r.id like 'scr-%' and r.request_type = 'MCU' and r.tenant_id = '${clinic.tenantId}'
     group by r.provider_id order by count(*) desc, r.provider_id limit 1`,
  );
  if (!centre) throw new Error('no screening requests were generated');
  const screeningUnits = await rows<{ unit_id: number }>(
    db,
    `select unit_id from appointment_units where provider_id = '${centre.provider_id}' order by unit_id`,
  );
  const typical = async (tenantFilter: string) => {
    const [row] = await rows<{ patient_user_id: string }>(
      db,
      `select patient_user_id from appointment_requests r
       where r.id like 'scr-%' ${tenantFilter}
       group by patient_user_id
       order by abs(count(*) - ${Math.max(1, Math.round(ctx.shape.requests / ctx.shape.patients))}), patient_user_id
       limit 1`,
    );
    if (!row) throw new Error('no patient with requests');
    return account(db, row.patient_user_id);
  };
  const malaysia = ctx.tenants.find((t) => t.country === 'malaysia') ?? ctx.tenants[0]!;
  const [doctor] = await rows<{ fullname: string; specialty: string }>(
    db,
    `select d.fullname, d.specialties ->> 0 as specialty from doctors d
     where d.id like 'scd-%' and d.tenant_id = '${malaysia.id}' and d.specialties ? 'Cardiology'
     order by d.id limit 1`,
  );
  const [specialty] = await rows<{ id: string }>(
    db,
    `select id from specialties where country = '${malaysia.country}' and name = 'Cardiology'`,
  );
  const [pafCase] = await rows<{ case_id: string; tenant_id: string; created_by_user_id: string; hospital_id: string }>(
    db,
    `select case_id, tenant_id, created_by_user_id, hospital_id from paf_cases
     where case_id like 'PAF-SC-%' and created_at > ${now} - interval '50 days'
     order by created_at desc, case_id limit 1`,
  );
  if (!pafCase) throw new Error('no recent PAF case was generated');
  const payorTenant = ctx.tenants.find((t) => t.id === pafCase.tenant_id)!;
  return {
    clinic: { ...clinic, providerId, client: clinic.tenantId },
    clinicUnitIds: [units[0]!.unit_id, units[1]!.unit_id, units[2]!.unit_id],
    screening: {
      ...(await account(db, `scu-c-${centre.provider_id.slice(4)}`)),
      providerId: centre.provider_id,
      unitIds: screeningUnits.map((u) => u.unit_id),
    },
    patient: await typical(''),
    malaysianPatient: await typical(`and r.tenant_id = '${malaysia.id}'`),
    search: {
      doctorName: (doctor?.fullname ?? '').replace(/^Dr\. /, ''),
      specialtyId: specialty?.id ?? '',
      diagnosisCode: 'I10',
    },
    payor: { ...(await account(db, `scu-y-${payorTenant.t + 1}`)), client: pafCase.tenant_id },
    specialist: await account(db, pafCase.created_by_user_id),
    hospital: await account(db, `scu-h-${pafCase.hospital_id.slice(4)}`),
    caseId: pafCase.case_id,
  };
}
