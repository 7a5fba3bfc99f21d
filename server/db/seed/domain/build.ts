import { usersOf, type SeedDomainContext } from './context';
import { buildDoctors, type DoctorRow, type UnitRow } from './doctors';
import { buildFacilities, type FacilityRow } from './facilities';
import { buildForms, type FormTemplateRow } from './forms';
import { buildDiagnosisCodes, type DiagnosisRow } from './icd10';
import { localDateOf } from './local-dates';
import { buildLocations, type LocationRow } from './locations';
import { buildPackages, type PackageRow, type PackageUnitRow } from './packages';
import { buildPafCases, type PafCaseRow } from './paf-cases';
import { buildPanelEntities, type PanelEntityRow } from './panels';
import { patientPool } from './patients';
import { buildPayorConfig, buildPayors, type PayorRow } from './payors';
import { buildProcedureCodes, type ProcedureRow } from './procedures';
import { rngFor } from './random';
import { buildSchedules, withWalkInPackage, type ScheduleSeed } from './schedules';
import { buildSigningLinks, type SigningLinkRow } from './signatures';
import { buildSpecialties, type SpecialtyRow } from './specialties';
import { buildWorklist, type WorklistSeed } from './worklist';

type PayorConfig = ReturnType<typeof buildPayorConfig>;

/** Every row the domain seed writes, grouped by table, in insert order. */
export interface DomainSeed {
  locations: LocationRow[];
  specialties: SpecialtyRow[];
  diagnosisCodes: DiagnosisRow[];
  procedureCodes: ProcedureRow[];
  payors: PayorRow[];
  identificationDocumentTypes: PayorConfig['idTypes'];
  taxInfo: PayorConfig['taxes'];
  currencies: PayorConfig['currencyRows'];
  clientConfigs: PayorConfig['configs'];
  facilities: FacilityRow[];
  doctors: DoctorRow[];
  appointmentUnits: UnitRow[];
  screeningPackages: PackageRow[];
  packageUnits: PackageUnitRow[];
  scheduleDays: ScheduleSeed['days'];
  scheduleSessions: ScheduleSeed['sessions'];
  scheduleSlots: ScheduleSeed['slots'];
  appointmentRequests: WorklistSeed['requests'];
  slotBookings: ScheduleSeed['bookings'];
  preferredSlots: WorklistSeed['preferred'];
  appointmentStatusHistory: WorklistSeed['history'];
  worklistItems: WorklistSeed['items'];
  panelEntities: PanelEntityRow[];
  formTemplates: FormTemplateRow[];
  pafCases: PafCaseRow[];
  pafSigningLinks: SigningLinkRow[];
}

/** Pure: the same context always yields the same rows. Without `demo`, only the directory, reference data and empty schedules. */
export function buildDomainSeed(ctx: SeedDomainContext): DomainSeed {
  const seed: DomainSeed = {
    locations: buildLocations(),
    specialties: buildSpecialties(),
    diagnosisCodes: buildDiagnosisCodes(),
    procedureCodes: buildProcedureCodes(),
    payors: [],
    identificationDocumentTypes: [],
    taxInfo: [],
    currencies: [],
    clientConfigs: [],
    facilities: [],
    doctors: [],
    appointmentUnits: [],
    screeningPackages: [],
    packageUnits: [],
    scheduleDays: [],
    scheduleSessions: [],
    scheduleSlots: [],
    appointmentRequests: [],
    slotBookings: [],
    preferredSlots: [],
    appointmentStatusHistory: [],
    worklistItems: [],
    panelEntities: [],
    formTemplates: [],
    pafCases: [],
    pafSigningLinks: [],
  };
  for (const tenant of ctx.tenants) {
    const payors = buildPayors(tenant);
    const config = buildPayorConfig(tenant, payors);
    const facilities = buildFacilities(tenant, payors);
    const { doctors, units: doctorUnits } = buildDoctors(ctx, tenant, facilities);
    const { packages, screeningUnits, packageUnits } = buildPackages(ctx, tenant, facilities);
    const units = [...doctorUnits, ...screeningUnits];

    seed.payors.push(...payors);
    seed.identificationDocumentTypes.push(...config.idTypes);
    seed.taxInfo.push(...config.taxes);
    seed.currencies.push(...config.currencyRows);
    seed.clientConfigs.push(...config.configs);
    seed.facilities.push(...facilities);
    seed.doctors.push(...doctors);
    seed.appointmentUnits.push(...units);
    seed.screeningPackages.push(...packages);
    seed.packageUnits.push(...packageUnits);
    seed.panelEntities.push(...buildPanelEntities(ctx, tenant, payors, facilities));
    seed.formTemplates.push(...buildForms(tenant, payors));
    const schedules = buildSchedules(tenant, units, ctx.now);
    seed.scheduleDays.push(...schedules.days);
    seed.scheduleSessions.push(...schedules.sessions);
    if (ctx.demo === false) {
      // Opening hours only: the portal has no schedule editor, and the walk-in bookings name invented patients.
      seed.scheduleSlots.push(...schedules.slots.map((slot) => ({ ...slot, bookedCount: 0 })));
      continue;
    }

    // Requests take free slots, so the worklist runs after the schedules are built.
    // One pool of people per tenant: their requests and PAF cases describe each person alike.
    const patients = patientPool(
      rngFor('patients', tenant.id),
      tenant.country,
      tenant.id,
      usersOf(ctx, tenant.id, 'patient'),
      localDateOf(ctx.now, tenant.timeZone),
    );
    const worklist = buildWorklist(ctx, tenant, units, packageUnits, schedules, patients);
    seed.scheduleSlots.push(...schedules.slots);
    seed.appointmentRequests.push(...worklist.requests);
    const packagesAt = (unitId: number) => packageUnits.filter((p) => p.unitId === unitId).map((p) => p.packageId);
    seed.slotBookings.push(
      ...schedules.bookings.map((booking, n) => withWalkInPackage(booking, packagesAt(booking.unitId), n)),
    );
    seed.preferredSlots.push(...worklist.preferred);
    seed.appointmentStatusHistory.push(...worklist.history);
    seed.worklistItems.push(...worklist.items);
    const cases = buildPafCases(ctx, tenant, payors, facilities, patients);
    seed.pafCases.push(...cases);
    seed.pafSigningLinks.push(...buildSigningLinks(cases));
  }
  return seed;
}
