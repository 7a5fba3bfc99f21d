import { and, eq } from 'drizzle-orm';
import { users } from '../../db/schema/core';
import { appointmentUnits, doctors } from '../../db/schema/domain';
import type { Db } from '../../db/client';

/** The tenant's unit for a doctor at a facility, with the doctor. */
export async function findDoctorUnitAtFacility(db: Db, tenantId: string, doctorId: string, facilityId: string) {
  const [unit] = await db
    .select({ unit: appointmentUnits, doctor: doctors })
    .from(appointmentUnits)
    .innerJoin(doctors, eq(doctors.id, appointmentUnits.doctorId))
    .where(
      and(
        eq(appointmentUnits.tenantId, tenantId),
        eq(appointmentUnits.doctorId, doctorId),
        eq(appointmentUnits.facilityId, facilityId),
      ),
    )
    .limit(1);
  return unit;
}

export async function findUser(db: Db, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return user;
}
