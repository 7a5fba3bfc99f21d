import type { appointmentUnits, doctors } from '../../schema/domain';
import { providerIdOf, usersOf, type SeedDomainContext, type SeedTenant } from './context';
import type { FacilityRow } from './facilities';
import { doctorNames, languagesBy, localPrice, qualificationsBy } from './names';
import { intBetween, pick, pickSome, rngFor } from './random';
import { specialtiesFor, subSpecialtiesOf } from './specialties';

export type DoctorRow = typeof doctors.$inferInsert;
export type UnitRow = typeof appointmentUnits.$inferInsert;

export const doctorsPerTenant = 24;

/** Stable per-tenant number for integer unit ids, independent of ctx order. */
export function tenantOrdinal(ctx: SeedDomainContext, tenantId: string): number {
  return [...ctx.tenants.map((t) => t.id)].sort().indexOf(tenantId) + 1;
}

function background(name: string, specialty: string, city: string, years: number, focus: string[]): string {
  return (
    `Dr. ${name} is a ${specialty.toLowerCase()} specialist practising in ${city} with ${years} years of clinical experience. ` +
    `Special interests include ${focus.join(' and ').toLowerCase()}, patient education and evidence-based care.`
  );
}

export interface DoctorSeed {
  doctors: DoctorRow[];
  units: UnitRow[];
}

/**
 * Doctors spread over specialties and clinic/hospital facilities; every fourth
 * practises at two locations. Each doctor × facility is one appointment unit
 * owned by the tenant's clinic provider. Doctor-role users are linked in order.
 */
export function buildDoctors(ctx: SeedDomainContext, tenant: SeedTenant, facilityRows: FacilityRow[]): DoctorSeed {
  const rng = rngFor('doctors', tenant.id);
  const practices = facilityRows.filter((f) => f.kind !== 'screening');
  const specialtyNames = specialtiesFor(tenant.country);
  // Long names always make it in, so the UI's truncation has something to cut.
  const pool = doctorNames[tenant.country];
  const long = pool.filter((n) => n.length > 30);
  const names = pickSome(
    rng,
    pool.filter((n) => n.length <= 30),
    doctorsPerTenant - long.length,
  );
  long.forEach((name, k) => names.splice(5 + k * 9, 0, name));
  const doctorUsers = usersOf(ctx, tenant.id, 'doctor');
  const providerId = providerIdOf(tenant.id);
  const unitBase = tenantOrdinal(ctx, tenant.id) * 1000;
  const doctorRows: DoctorRow[] = [];
  const units: UnitRow[] = [];

  for (let i = 0; i < doctorsPerTenant; i += 1) {
    const user = doctorUsers[i];
    const fullname = user ? `${user.firstName} ${user.lastName}` : (names[i] as string);
    const specialty = specialtyNames[i % specialtyNames.length] as string;
    const secondSpecialty =
      i % 7 === 3
        ? pick(
            rng,
            specialtyNames.filter((s) => s !== specialty),
          )
        : null;
    const homes = [practices[i % practices.length] as FacilityRow];
    if (i % 4 === 0) {
      homes.push(practices[(i + 4) % practices.length] as FacilityRow);
    }
    const primary = homes[0] as FacilityRow;
    const years = intBetween(rng, 4, 30);
    const subs = pickSome(rng, subSpecialtiesOf(specialty), intBetween(rng, 1, 2));
    const since = 2025 - years;
    const doctorId = `doc-${tenant.id}-${String(i + 1).padStart(2, '0')}`;
    doctorRows.push({
      id: doctorId,
      tenantId: tenant.id,
      userId: user?.id ?? null,
      fullname: `Dr. ${fullname}`,
      gender: i % 2 === 0 ? 'Male' : 'Female',
      consultFee: localPrice(intBetween(rng, 6, 25) * 10, tenant.currency.code),
      currency: tenant.currency.code,
      country: tenant.country,
      regionState: primary.regionState,
      city: primary.city,
      languages: pickSome(rng, languagesBy[tenant.country], intBetween(rng, 1, 3)),
      specialties: secondSpecialty ? [specialty, secondSpecialty] : [specialty],
      subSpecialties: subs,
      qualifications: pickSome(rng, qualificationsBy[tenant.country], intBetween(rng, 2, 4)),
      workExperiences: [
        `Consultant, ${specialty}, ${primary.facilityName} (${since + Math.min(years - 1, 6)}–present)`,
        `Registrar, ${specialty}, ${(practices[(i + 2) % practices.length] as FacilityRow).facilityName} (${since}–${since + Math.min(years - 1, 6)})`,
      ],
      background: background(fullname, specialty, primary.city, years, subs),
      profileImageUrl: null,
    });
    for (const facility of homes) {
      units.push({
        unitId: unitBase + units.length + 1,
        tenantId: tenant.id,
        providerId,
        kind: 'doctor',
        doctorId,
        facilityId: facility.id,
        resourceName: `Dr. ${fullname}`,
        locationName: facility.facilityName,
        defaultDurationInMinute: 30,
        slotCapacity: 1,
      });
    }
  }
  return { doctors: doctorRows, units };
}
