import type {
  LocationFilter,
  McuPackage,
  RecommendationCriteria,
} from '../../../src/lib/api/contract/patient-booking/mcu';
import { historyNotes } from '../../../src/lib/api/contract/history-notes';
import type { SupportedLocale } from '../../../src/lib/tenant/countries';
import type { Db } from '../../db/client';
import { ageGroupsFor, bandCoversGroup } from './age-groups';
import { insertIncompleteRequest, nextReferenceNo } from '../appointments';
import { newRequestId } from '../../lib/opaque-ids';
import { packageText } from '../../lib/data-locale';
import { forbidden, notFound } from '../../lib/http-error';
import type { Auth, Deps } from '../../types';
import { locationsOfPackage, packagesOfTenant, unitOfferingPackage, type PackageRow } from './mcu-queries';
import { requireSelf } from './patient-forms-access';

/** The caller's own screening pages: their user id, their tenant's client name. */
export interface McuCaller {
  userId: string;
  clientName: string;
}

function requireClient(auth: Auth, clientName: string): void {
  if (clientName !== auth.tenantId) throw forbidden();
}

function requireOwnPage(auth: Auth, caller: McuCaller): void {
  requireSelf(auth, caller.userId);
  requireClient(auth, caller.clientName);
}

const toPackage = (p: PackageRow, locale: SupportedLocale): McuPackage => ({
  packageId: p.id,
  ...packageText(p, locale),
  price: Number(p.price),
  currency: p.currency,
  gender: p.attributes.gender,
  ageBand: p.attributes.ageBand,
  focus: p.attributes.focus,
});

/** Criteria to narrow the tenant's packages by. */
export async function mcuAttributes(deps: Deps, auth: Auth, caller: McuCaller) {
  requireOwnPage(auth, caller);
  const rows = await packagesOfTenant(deps.db, auth.tenantId);
  const unique = (values: string[]) => [...new Set(values)];
  return {
    genders: ['All', 'Male', 'Female'],
    ageBands: ageGroupsFor(rows.map((r) => r.attributes.ageBand)),
    focuses: unique(rows.flatMap((r) => r.attributes.focus)).sort(),
  };
}

/** The packages matching the criteria, worded in the reader's language. */
export async function recommendedPackages(
  deps: Deps,
  auth: Auth,
  caller: McuCaller,
  criteria: RecommendationCriteria,
  locale: SupportedLocale,
): Promise<McuPackage[]> {
  requireOwnPage(auth, caller);
  const { gender, ageBand, focus } = criteria;
  const rows = (await packagesOfTenant(deps.db, auth.tenantId)).filter(
    (p) =>
      (!gender || gender === 'All' || p.attributes.gender === 'All' || p.attributes.gender === gender) &&
      (!ageBand || bandCoversGroup(p.attributes.ageBand, ageBand)) &&
      (!focus || p.attributes.focus.includes(focus)),
  );
  return rows.map((row) => toPackage(row, locale));
}

/** Where a package is offered: the whole country/region/city tree, and the locations the filter keeps. */
export async function packageLocations(
  deps: Deps,
  auth: Auth,
  input: { packageId: string; clientName: string; filter: LocationFilter },
) {
  requireClient(auth, input.clientName);
  const { filter } = input;
  const rows = await locationsOfPackage(deps.db, auth.tenantId, input.packageId);
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
  return { hierarchy, locations };
}

/**
 * Choosing a package location opens an MCU request ('Incomplete': the form completes it).
 * `storeAnswer` runs in the same transaction (the idempotent replay of this answer).
 */
export async function chooseLocation(
  deps: Deps,
  auth: Auth,
  input: McuCaller & { packageId: string; unitId: number },
  storeAnswer: (tx: Db, answer: unknown) => Promise<void>,
) {
  requireOwnPage(auth, input);
  const { packageId, unitId } = input;
  const unit = await unitOfferingPackage(deps.db, auth.tenantId, packageId, unitId);
  if (!unit) throw notFound('Location');
  const now = deps.now();
  const id = newRequestId();
  const referenceNo = await nextReferenceNo(deps.db, 'MCU');
  const agent = auth.roleId === 'agent';
  const name = agent ? '' : `${auth.firstName} ${auth.lastName}`.trim();
  const answer = {
    unitId,
    referenceNo,
    cRequestId: id,
    link: `/app/mcu/patient/client/form/${encodeURIComponent(id)}`,
  };
  await deps.db.transaction(async (tx) => {
    await insertIncompleteRequest(tx, {
      id,
      tenantId: auth.tenantId,
      referenceNo,
      requestType: 'MCU',
      providerId: unit.providerId,
      unitId,
      doctorId: null,
      packageId,
      facilityId: unit.facilityId,
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
      history: {
        changedByUserId: auth.userId,
        changedByName: `${auth.firstName} ${auth.lastName}`,
        notes: historyNotes.packageLocationChosen,
      },
      // The inbox shows the unfinished request (its banner links back to the form).
      listings: [
        agent
          ? { audience: 'agent', providerId: auth.providerId, userId: auth.userId }
          : { audience: 'patient', providerId: null, userId: auth.userId },
      ],
    });
    await storeAnswer(tx, answer);
  });
  return answer;
}
