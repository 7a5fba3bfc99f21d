import { and, asc, eq } from 'drizzle-orm';
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

/** Every doctor unit of the tenant with its doctor and facility, by doctor then unit. */
export async function findTenantDoctorUnits(db: Db, tenantId: string) {
  return db
    .select({ doctor: doctors, facility: facilities })
    .from(appointmentUnits)
    .innerJoin(doctors, eq(doctors.id, appointmentUnits.doctorId))
    .innerJoin(facilities, eq(facilities.id, appointmentUnits.facilityId))
    .where(and(eq(appointmentUnits.tenantId, tenantId), eq(appointmentUnits.kind, 'doctor')))
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
