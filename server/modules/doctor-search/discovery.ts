import { and, asc, eq } from 'drizzle-orm';
import {
  consolidatedLocationsParamsSchema,
  consolidatedLocationsResponseSchema,
  discoveryPrefix,
  doctorSearchPath,
  doctorSearchRequestSchema,
  doctorSearchResponseSchema,
  specialistDetailsParamsSchema,
  specialistDetailsQuerySchema,
  specialistDetailsResponseSchema,
  specialtiesParamsSchema,
  specialtiesResponseSchema,
  type Doctor,
  type Panel,
} from '../../../src/lib/api/contract/doctor-search';
import { appointmentUnits, doctors, facilities, locations, procedureCodes, specialties } from '../../db/schema/domain';
import { requestLocale, specialtyName, specialtyWording } from '../../lib/data-locale';
import { forbidden, HttpError, notFound } from '../../lib/http-error';
import { panelBadgeCode } from '../../lib/panel-badge';
import { ok } from '../../lib/reply';
import { spokenLanguage } from '../../lib/spoken-languages';
import { requireAuth } from '../../plugins/auth';
import type { Auth, Deps, ZodApp } from '../../types';
import { registerAppointmentCreateRoute } from './discovery-create';
import { specialtiesForDiagnosis, specialtiesForProcedure } from './discovery-match';
import { registerPanelIconRoute } from './discovery-panel-icon';

const tags = ['discovery'];

/** Stored panels carry name and icon; the badge code is derived here, from the letters the icon draws. */
const withBadgeCodes = (panels: Panel[]): Panel[] => panels.map((p) => ({ ...p, code: panelBadgeCode(p.name) }));

/** The session's own tenant; naming another is refused. */
export function ownTenant(auth: Auth, clientName: string): void {
  if (clientName !== auth.tenantId) throw forbidden();
}

export function registerDiscoveryRoutes(app: ZodApp, deps: Deps): void {
  app.get(
    `${discoveryPrefix}/country/consolidated/client/:clientName`,
    {
      schema: { params: consolidatedLocationsParamsSchema, response: { 200: consolidatedLocationsResponseSchema } },
      config: { tags, summary: 'Countries → regions → cities of a client' },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { clientName } = request.params;
      ownTenant(auth, clientName);
      const rows = await deps.db
        .select()
        .from(locations)
        .where(eq(locations.country, auth.tenant.country))
        .orderBy(asc(locations.sortOrder));
      const regions = new Map<string, string[]>();
      for (const row of rows) regions.set(row.region, [...(regions.get(row.region) ?? []), row.city]);
      return ok(reply, [
        { country: auth.tenant.country, regions: [...regions].map(([region, cities]) => ({ region, cities })) },
      ]);
    },
  );

  app.get(
    `${discoveryPrefix}/specialty/country/:country`,
    {
      schema: { params: specialtiesParamsSchema, response: { 200: specialtiesResponseSchema } },
      config: { tags, summary: 'Specialties offered in a country' },
    },
    async (request, reply) => {
      requireAuth(request);
      const { country } = request.params;
      const rows = await deps.db
        .select()
        .from(specialties)
        .where(eq(specialties.country, country.toLowerCase()))
        .orderBy(asc(specialties.sortOrder));
      // `name` is the value a search sends back; `label` is what the reader sees.
      const locale = requestLocale(request);
      return ok(
        reply,
        rows.map((r) => ({ specialtyId: r.id, name: r.name, label: specialtyName(r, locale) })),
      );
    },
  );

  app.post(
    doctorSearchPath,
    {
      schema: { body: doctorSearchRequestSchema, response: { 200: doctorSearchResponseSchema } },
      config: { tags, summary: 'Search doctors (an empty list when none match)' },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const body = request.body;
      ownTenant(auth, body.clientName);
      if ((body.diagnosis || body.procedure) && (body.doctorName || body.specialty)) {
        throw new HttpError(400, 'Diagnosis or procedure cannot be combined with a doctor name or specialty.');
      }
      if ((body.diagnosis || body.procedure) && !auth.tenant.features.diagnosisProcedureSearch) throw forbidden();
      let wanted: string[] | null = body.specialty ? [body.specialty] : null;
      if (body.diagnosis) wanted = specialtiesForDiagnosis(body.diagnosis);
      if (body.procedure) {
        const [row] = await deps.db
          .select({ levelOne: procedureCodes.levelOneDescription })
          .from(procedureCodes)
          .where(
            and(
              eq(procedureCodes.country, body.country.toLowerCase()),
              eq(procedureCodes.procedureCode, body.procedure),
            ),
          )
          .limit(1);
        wanted = row ? specialtiesForProcedure(row.levelOne) : [];
      }
      const rows = await deps.db
        .select({ doctor: doctors, facility: facilities })
        .from(appointmentUnits)
        .innerJoin(doctors, eq(doctors.id, appointmentUnits.doctorId))
        .innerJoin(facilities, eq(facilities.id, appointmentUnits.facilityId))
        .where(and(eq(appointmentUnits.tenantId, auth.tenantId), eq(appointmentUnits.kind, 'doctor')))
        .orderBy(asc(doctors.id), asc(appointmentUnits.unitId));
      const name = body.doctorName?.toLowerCase();
      const found = new Map<string, Omit<Doctor, 'specialtyLabels'>>();
      for (const { doctor, facility } of rows) {
        if (facility.country !== body.country.toLowerCase()) continue;
        if (body.region && facility.regionState !== body.region) continue;
        if (body.city && facility.city !== body.city) continue;
        if (name && !doctor.fullname.toLowerCase().includes(name)) continue;
        if (wanted && !doctor.specialties.some((s) => wanted.includes(s))) continue;
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
      const locale = requestLocale(request);
      const wording = await specialtyWording(
        deps.db,
        doctorsFound.flatMap((d) => d.specialties),
        locale,
      );
      // Languages are only shown, never sent back, so the field itself is worded.
      const worded = doctorsFound.map((d) => ({
        ...d,
        languages: d.languages.map((name) => spokenLanguage(name, locale)),
        specialtyLabels: d.specialties.map(wording),
      }));
      return ok(reply, worded);
    },
  );

  app.post(
    '/arrow/api/specialist/:id/details',
    {
      schema: {
        params: specialistDetailsParamsSchema,
        querystring: specialistDetailsQuerySchema,
        response: { 200: specialistDetailsResponseSchema },
      },
      config: { tags, summary: "A doctor's facilities" },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { id } = request.params;
      ownTenant(auth, request.query.clientName);
      const rows = await deps.db
        .select({ facility: facilities })
        .from(appointmentUnits)
        .innerJoin(facilities, eq(facilities.id, appointmentUnits.facilityId))
        .where(and(eq(appointmentUnits.tenantId, auth.tenantId), eq(appointmentUnits.doctorId, id)))
        .orderBy(asc(appointmentUnits.unitId));
      if (rows.length === 0) throw notFound('Doctor');
      return ok(reply, {
        doctorId: id,
        facilities: rows.map(({ facility: f }) => ({
          facilityId: f.id,
          facilityName: f.facilityName,
          address: f.address,
          country: f.country,
          regionState: f.regionState,
          city: f.city,
          panels: withBadgeCodes(f.panels),
        })),
      });
    },
  );

  registerAppointmentCreateRoute(app, deps);
  registerPanelIconRoute(app);
}
