import type { z } from 'zod';
import type { Doctor, doctorSearchRequestSchema, Panel } from '../../../src/lib/api/contract/doctor-search';
import type { SupportedLocale } from '../../../src/lib/tenant/countries';
import { specialtyName, specialtyWording } from '../../lib/data-locale';
import { forbidden, HttpError, notFound } from '../../lib/http-error';
import { panelBadgeCode } from './panel-badge';
import { spokenLanguage } from './spoken-languages';
import type { Auth, Deps } from '../../types';
import {
  findDoctorFacilities,
  findLocationsOfCountry,
  findProcedureLevelOne,
  findSpecialtiesOfCountry,
  findTenantDoctorUnits,
} from './queries';
import { specialtiesForDiagnosis, specialtiesForProcedure } from './specialty-match';

/** Stored panels carry name and icon; the badge code is derived here, from the letters the icon draws. */
type DoctorSearchBody = z.output<typeof doctorSearchRequestSchema>;

const withBadgeCodes = (panels: Panel[]): Panel[] => panels.map((p) => ({ ...p, code: panelBadgeCode(p.name) }));

/** The session's own tenant; naming another is refused. */
export function ownTenant(auth: Auth, clientName: string): void {
  if (clientName !== auth.tenantId) throw forbidden();
}

/** Countries → regions → cities of the user's tenant. */
export async function consolidatedLocations(deps: Deps, auth: Auth, clientName: string) {
  ownTenant(auth, clientName);
  const rows = await findLocationsOfCountry(deps.db, auth.tenant.country);
  const regions = new Map<string, string[]>();
  for (const row of rows) regions.set(row.region, [...(regions.get(row.region) ?? []), row.city]);
  return [{ country: auth.tenant.country, regions: [...regions].map(([region, cities]) => ({ region, cities })) }];
}

export async function countrySpecialties(deps: Deps, country: string, locale: SupportedLocale) {
  const rows = await findSpecialtiesOfCountry(deps.db, country.toLowerCase());
  // `name` is the value a search sends back; `label` is what the reader sees.
  return rows.map((r) => ({ specialtyId: r.id, name: r.name, label: specialtyName(r, locale) }));
}

/** Doctors matching the search (an empty list when none match), worded in the reader's language. */
export async function searchDoctors(deps: Deps, auth: Auth, body: DoctorSearchBody, locale: SupportedLocale) {
  ownTenant(auth, body.clientName);
  if ((body.diagnosis || body.procedure) && (body.doctorName || body.specialty)) {
    throw new HttpError(400, 'Diagnosis or procedure cannot be combined with a doctor name or specialty.');
  }
  if ((body.diagnosis || body.procedure) && !auth.tenant.features.diagnosisProcedureSearch) throw forbidden();
  let wanted: string[] | null = body.specialty ? [body.specialty] : null;
  if (body.diagnosis) wanted = specialtiesForDiagnosis(body.diagnosis);
  if (body.procedure) {
    const levelOne = await findProcedureLevelOne(deps.db, body.country.toLowerCase(), body.procedure);
    wanted = levelOne !== undefined ? specialtiesForProcedure(levelOne) : [];
  }
  const rows = await findTenantDoctorUnits(deps.db, auth.tenantId, {
    country: body.country.toLowerCase(),
    region: body.region || undefined,
    city: body.city || undefined,
    name: body.doctorName || undefined,
    specialties: wanted,
  });
  const found = new Map<string, Omit<Doctor, 'specialtyLabels'>>();
  for (const { doctor, facility } of rows) {
    const entry = found.get(doctor.id) ?? {
      doctorId: doctor.id,
      fullname: doctor.fullname,
      consultFee: Number(doctor.consultFee),
      practiceLocations: [],
      languages: doctor.languages,
      profileImageUrlSession: doctor.profileImageUrl,
      subSpecialties: doctor.subSpecialties,
      qualifications: doctor.qualifications,
      workExperiences: doctor.workExperiences,
      background: doctor.background,
      specialties: doctor.specialties,
    };
    entry.practiceLocations.push({
      facilityId: facility.id,
      name: facility.facilityName,
      panels: withBadgeCodes(facility.panels),
    });
    found.set(doctor.id, entry);
  }
  const doctorsFound = [...found.values()];
  const wording = await specialtyWording(
    deps.db,
    doctorsFound.flatMap((d) => d.specialties),
    locale,
  );
  // Languages are only shown, never sent back, so the field itself is worded.
  return doctorsFound.map((d) => ({
    ...d,
    languages: d.languages.map((name) => spokenLanguage(name, locale)),
    specialtyLabels: d.specialties.map(wording),
  }));
}

/** A doctor's facilities in the user's tenant. */
export async function specialistDetails(deps: Deps, auth: Auth, doctorId: string, clientName: string) {
  ownTenant(auth, clientName);
  const rows = await findDoctorFacilities(deps.db, auth.tenantId, doctorId);
  if (rows.length === 0) throw notFound('Doctor');
  return {
    doctorId,
    facilities: rows.map((f) => ({
      facilityId: f.id,
      facilityName: f.facilityName,
      address: f.address,
      country: f.country,
      regionState: f.regionState,
      city: f.city,
      panels: withBadgeCodes(f.panels),
    })),
  };
}
