import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointmentUnits, facilities, packageUnits, screeningPackages } from '../../db/schema/domain';

export type PackageRow = typeof screeningPackages.$inferSelect;

/** The tenant's screening packages in their display order. */
export const packagesOfTenant = (db: Db, tenantId: string) =>
  db
    .select()
    .from(screeningPackages)
    .where(eq(screeningPackages.tenantId, tenantId))
    .orderBy(asc(screeningPackages.sortOrder));

/** Where a package of the tenant is offered, by country, region, city and facility name. */
export const locationsOfPackage = (db: Db, tenantId: string, packageId: string) =>
  db
    .select({
      unitId: appointmentUnits.unitId,
      facilityName: facilities.facilityName,
      address: facilities.address,
      country: facilities.country,
      region: facilities.regionState,
      city: facilities.city,
    })
    .from(packageUnits)
    .innerJoin(screeningPackages, eq(screeningPackages.id, packageUnits.packageId))
    .innerJoin(appointmentUnits, eq(appointmentUnits.unitId, packageUnits.unitId))
    .innerJoin(facilities, eq(facilities.id, appointmentUnits.facilityId))
    .where(and(eq(packageUnits.packageId, packageId), eq(screeningPackages.tenantId, tenantId)))
    .orderBy(asc(facilities.country), asc(facilities.regionState), asc(facilities.city), asc(facilities.facilityName));

/** The tenant's unit offering the package at that location, if it does. */
export async function unitOfferingPackage(db: Db, tenantId: string, packageId: string, unitId: number) {
  const [row] = await db
    .select({ unit: appointmentUnits })
    .from(packageUnits)
    .innerJoin(appointmentUnits, eq(appointmentUnits.unitId, packageUnits.unitId))
    .where(
      and(
        eq(packageUnits.packageId, packageId),
        eq(packageUnits.unitId, unitId),
        eq(appointmentUnits.tenantId, tenantId),
      ),
    )
    .limit(1);
  return row?.unit;
}
