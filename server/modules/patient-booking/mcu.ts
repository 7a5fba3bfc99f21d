import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import {
  locationFilterSchema,
  mcuAttributesResponseSchema,
  mcuPackageParamsSchema,
  mcuPaths,
  mcuUserParamsSchema,
  packageLocationsResponseSchema,
  recommendationCriteriaSchema,
  recommendationsResponseSchema,
  selectLocationBodySchema,
  selectLocationResponseSchema,
  type McuPackage,
} from '../../../src/lib/api/contract/patient-booking/mcu';
import {
  appointmentRequests,
  appointmentStatusHistory,
  appointmentUnits,
  facilities,
  packageUnits,
  screeningPackages,
  worklistItems,
} from '../../db/schema/domain';
import { ageGroupsFor, bandCoversGroup } from '../../lib/age-groups';
import { packageText, requestLocale } from '../../lib/data-locale';
import { forbidden, notFound } from '../../lib/http-error';
import { ok } from '../../lib/reply';
import { requireAuth } from '../../plugins/auth';
import { storeIdempotentAnswer } from '../../plugins/idempotency';
import type { Auth, Deps, ZodApp } from '../../types';
import type { SupportedLocale } from '../../../src/lib/tenant/countries';
import { requireSelf } from './patient-forms-access';
import { historyNotes } from '../../../src/lib/api/contract/history-notes';

const tags = ['health-screening'];

function requireClient(auth: Auth, clientName: string): void {
  if (clientName !== auth.tenantId) throw forbidden();
}

type PackageRow = typeof screeningPackages.$inferSelect;
const toPackage = (p: PackageRow, locale: SupportedLocale): McuPackage => ({
  packageId: p.id,
  ...packageText(p, locale),
  price: Number(p.price),
  currency: p.currency,
  gender: p.attributes.gender,
  ageBand: p.attributes.ageBand,
  focus: p.attributes.focus,
});

/** Health screening: attributes, recommended packages, their locations, and choosing one (which opens a request). */
export function registerMcuRoutes(app: ZodApp, deps: Deps): void {
  const packagesOf = (tenantId: string) =>
    deps.db
      .select()
      .from(screeningPackages)
      .where(eq(screeningPackages.tenantId, tenantId))
      .orderBy(asc(screeningPackages.sortOrder));

  app.get(
    mcuPaths.attributes(':userId', ':clientName'),
    {
      schema: { params: mcuUserParamsSchema, response: { 200: mcuAttributesResponseSchema } },
      config: { tags, summary: 'Criteria to narrow screening packages' },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { userId, clientName } = request.params;
      requireSelf(auth, userId);
      requireClient(auth, clientName);
      const rows = await packagesOf(auth.tenantId);
      const unique = (values: string[]) => [...new Set(values)];
      return ok(reply, {
        genders: ['All', 'Male', 'Female'],
        ageBands: ageGroupsFor(rows.map((r) => r.attributes.ageBand)),
        focuses: unique(rows.flatMap((r) => r.attributes.focus)).sort(),
      });
    },
  );

  app.post(
    mcuPaths.recommendations(':userId', ':clientName'),
    {
      schema: {
        params: mcuUserParamsSchema,
        body: recommendationCriteriaSchema,
        response: { 200: recommendationsResponseSchema },
      },
      config: { tags, summary: 'Packages matching the criteria' },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { userId, clientName } = request.params;
      requireSelf(auth, userId);
      requireClient(auth, clientName);
      const { gender, ageBand, focus } = request.body;
      const rows = (await packagesOf(auth.tenantId)).filter(
        (p) =>
          (!gender || gender === 'All' || p.attributes.gender === 'All' || p.attributes.gender === gender) &&
          (!ageBand || bandCoversGroup(p.attributes.ageBand, ageBand)) &&
          (!focus || p.attributes.focus.includes(focus)),
      );
      const locale = requestLocale(request);
      return ok(
        reply,
        rows.map((row) => toPackage(row, locale)),
      );
    },
  );

  app.post(
    mcuPaths.locations(':packageId', ':clientName'),
    {
      schema: {
        params: mcuPackageParamsSchema,
        body: locationFilterSchema,
        response: { 200: packageLocationsResponseSchema },
      },
      config: { tags, summary: 'Locations offering a package, by country, region and city' },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { packageId, clientName } = request.params;
      requireClient(auth, clientName);
      const filter = request.body;
      const rows = await deps.db
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
        .where(and(eq(packageUnits.packageId, packageId), eq(screeningPackages.tenantId, auth.tenantId)))
        .orderBy(
          asc(facilities.country),
          asc(facilities.regionState),
          asc(facilities.city),
          asc(facilities.facilityName),
        );
      const hierarchy: Array<{ country: string; regions: Array<{ region: string; cities: string[] }> }> = [];
      for (const r of rows) {
        let country = hierarchy.find((h) => h.country === r.country);
        if (!country) hierarchy.push((country = { country: r.country, regions: [] }));
        let region = country.regions.find((g) => g.region === r.region);
        if (!region) country.regions.push((region = { region: r.region, cities: [] }));
        if (!region.cities.includes(r.city)) region.cities.push(r.city);
      }
      const locations = rows.filter(
        (r) =>
          (!filter.country || r.country === filter.country) &&
          (!filter.region || r.region === filter.region) &&
          (!filter.city || r.city === filter.city),
      );
      return ok(reply, { hierarchy, locations });
    },
  );

  app.put(
    mcuPaths.selectLocation(':userId', ':clientName'),
    {
      schema: {
        params: mcuUserParamsSchema,
        body: selectLocationBodySchema,
        response: { 200: selectLocationResponseSchema },
      },
      config: { tags, summary: 'Choose a package location: opens an MCU request' },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { userId, clientName } = request.params;
      requireSelf(auth, userId);
      requireClient(auth, clientName);
      const { packageId, unitId } = request.body;
      const [unit] = await deps.db
        .select({ unit: appointmentUnits })
        .from(packageUnits)
        .innerJoin(appointmentUnits, eq(appointmentUnits.unitId, packageUnits.unitId))
        .where(
          and(
            eq(packageUnits.packageId, packageId),
            eq(packageUnits.unitId, unitId),
            eq(appointmentUnits.tenantId, auth.tenantId),
          ),
        )
        .limit(1);
      if (!unit) throw notFound('Location');
      const now = deps.now();
      const token = randomBytes(4).toString('hex').toUpperCase();
      const id = `req-${auth.tenantId}-${now.getTime().toString(36)}-${token.toLowerCase()}`;
      const referenceNo = `MCU-${now.getTime().toString(36).toUpperCase()}-${token}`;
      const agent = auth.roleId === 'agent';
      const name = agent ? '' : `${auth.firstName} ${auth.lastName}`.trim();
      const answer = {
        unitId,
        referenceNo,
        cRequestId: id,
        link: `/app/mcu/patient/client/form/${encodeURIComponent(id)}`,
      };
      await deps.db.transaction(async (tx) => {
        await tx.insert(appointmentRequests).values({
          id,
          tenantId: auth.tenantId,
          referenceNo,
          requestType: 'MCU',
          status: 'Incomplete',
          providerId: unit.unit.providerId,
          unitId,
          doctorId: null,
          packageId,
          facilityId: unit.unit.facilityId,
          patientUserId: agent ? null : auth.userId,
          createdByUserId: auth.userId,
          patient: {
            name,
            gender: 'Male',
            age: 0,
            dob: '',
            medicalCondition: '',
            otherReason: '',
            email: '',
            sms: '',
            documentLinks: [],
          },
          usedPreferredSlot: false,
          createdAt: now,
          updatedAt: now,
        });
        await tx.insert(appointmentStatusHistory).values({
          id: `${id}-h1`,
          requestId: id,
          status: 'Incomplete',
          changedByUserId: auth.userId,
          changedByName: `${auth.firstName} ${auth.lastName}`,
          notes: historyNotes.packageLocationChosen,
          createdAt: now,
        });
        // The inbox shows the unfinished request (its banner links back to the form).
        await tx.insert(worklistItems).values(
          agent
            ? {
                id: `${id}-agent`,
                tenantId: auth.tenantId,
                requestId: id,
                audience: 'agent',
                providerId: auth.providerId,
                userId: auth.userId,
                createdAt: now,
              }
            : {
                id: `${id}-patient`,
                tenantId: auth.tenantId,
                requestId: id,
                audience: 'patient',
                providerId: null,
                userId: auth.userId,
                createdAt: now,
              },
        );
        await storeIdempotentAnswer(tx, request, answer);
      });
      return ok(reply, answer);
    },
  );
}
