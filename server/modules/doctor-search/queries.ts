import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import { appointmentUnits, doctors, facilities, locations, procedureCodes, specialties } from '../../db/schema/domain';
import type { Db } from '../../db/client';

export async function findLocationsOfCountry(db: Db, country: string) {
  return db.select().from(locations).where(eq(locations.country, country)).orderBy(asc(locations.sortOrder));
}

export async function findSpecialtiesOfCountry(db: Db, country: string) {
  return db.select().from(specialties).where(eq(specialties.country, country)).orderBy(asc(specialties.sortOrder));
}

export async function findProcedureLevelOne(db: Db, country: string, procedureCode: string) {
  const [row] = await db
    .select({ levelOne: procedureCodes.levelOneDescription })
    .from(procedureCodes)
    .where(and(eq(procedureCodes.country, country), eq(procedureCodes.procedureCode, procedureCode)))
    .limit(1);
  return row?.levelOne;
}

/** What a doctor search asks for; null specialties = any, an empty list = none. */
export interface DoctorUnitFilter {
  country: string;
  region?: string | undefined;
  city?: string | undefined;
  /** Part of the doctor's name, any case. */
  name?: string | undefined;
  specialties: string[] | null;
}

/** Escapes LIKE's wildcards so a name matches as typed. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/**
 * The tenant's doctor units that match the search, with doctor and facility,
 * by doctor then unit. The database filters, so a search reads its matches
 * rather than every doctor of an insurer's network.
 */
export async function findTenantDoctorUnits(db: Db, tenantId: string, filter: DoctorUnitFilter) {
  const { specialties: wanted } = filter;
  return db
    .select({ doctor: doctors, facility: facilities })
    .from(appointmentUnits)
    .innerJoin(doctors, eq(doctors.id, appointmentUnits.doctorId))
    .innerJoin(facilities, eq(facilities.id, appointmentUnits.facilityId))
    .where(
      and(
        eq(appointmentUnits.tenantId, tenantId),
        eq(appointmentUnits.kind, 'doctor'),
        eq(facilities.country, filter.country),
        filter.region ? eq(facilities.regionState, filter.region) : undefined,
        filter.city ? eq(facilities.city, filter.city) : undefined,
        filter.name ? ilike(doctors.fullname, likeText(filter.name)) : undefined,
        // jsonb ?| : the doctor's specialties hold any of the wanted ones.
        wanted === null
          ? undefined
          : wanted.length === 0
            ? sql`false`
            : sql`${doctors.specialties} ?| array[${sql.join(
                wanted.map((w) => sql`${w}`),
                sql`, `,
              )}]::text[]`,
      ),
    )
    .orderBy(asc(doctors.id), asc(appointmentUnits.unitId));
}

/** The facilities a doctor practises at in the tenant, in unit order. */
export async function findDoctorFacilities(db: Db, tenantId: string, doctorId: string) {
  const rows = await db
    .select({ facility: facilities })
    .from(appointmentUnits)
    .innerJoin(facilities, eq(facilities.id, appointmentUnits.facilityId))
    .where(and(eq(appointmentUnits.tenantId, tenantId), eq(appointmentUnits.doctorId, doctorId)))
    .orderBy(asc(appointmentUnits.unitId));
  return rows.map((r) => r.facility);
}
