import type { packageUnits, screeningPackages } from '../../schema/domain';
import { providerIdOf, type SeedDomainContext, type SeedTenant } from './context';
import { tenantOrdinal, type UnitRow } from './doctors';
import type { FacilityRow } from './facilities';
import { localPrice } from './names';

export type PackageRow = typeof screeningPackages.$inferInsert;
export type PackageUnitRow = typeof packageUnits.$inferInsert;
type Attributes = PackageRow['attributes'];

const catalogue: Array<{ name: string; description: string; baseSgd: number; attributes: Attributes }> = [
  {
    name: 'Essential Health Screening',
    description: 'Physical examination, body mass index, blood pressure, full blood count, fasting glucose, lipid panel and urinalysis.',
    baseSgd: 180,
    attributes: { gender: 'All', ageBand: '18-39', focus: ['General'] },
  },
  {
    name: 'Executive Health Screening',
    description: 'Essential screening plus liver and kidney function, thyroid function, HbA1c, resting ECG, chest X-ray and doctor review.',
    baseSgd: 480,
    attributes: { gender: 'All', ageBand: '30-59', focus: ['General', 'Heart'] },
  },
  {
    name: 'Comprehensive Cardiac Screening',
    description: 'Treadmill stress test, echocardiogram, high-sensitivity CRP, lipid panel, coronary risk score and cardiologist consultation.',
    baseSgd: 980,
    attributes: { gender: 'All', ageBand: '40+', focus: ['Heart'] },
  },
  {
    name: "Women's Wellness Screening",
    description: 'Pap smear with HPV test, pelvic and breast ultrasound, mammogram (40 and above), bone mineral density and iron studies.',
    baseSgd: 620,
    attributes: { gender: 'Female', ageBand: '25+', focus: ['Women', 'Cancer'] },
  },
  {
    name: "Men's Health Screening",
    description: 'PSA, testosterone, liver and kidney function, abdominal ultrasound, lipid panel and urologist review.',
    baseSgd: 560,
    attributes: { gender: 'Male', ageBand: '40+', focus: ['Men', 'Cancer'] },
  },
  {
    name: 'Diabetes and Metabolic Screening',
    description: 'HbA1c, fasting glucose, insulin, lipid panel, urine microalbumin, diabetic retinal photography and dietitian advice.',
    baseSgd: 260,
    attributes: { gender: 'All', ageBand: '30+', focus: ['Diabetes'] },
  },
  {
    name: 'Senior Wellness Screening (60 and above)',
    description: 'Cognitive screen, hearing and vision tests, bone mineral density, vitamin D, fall-risk assessment and geriatric review.',
    baseSgd: 420,
    attributes: { gender: 'All', ageBand: '60+', focus: ['Senior'] },
  },
  {
    name: 'Pre-employment Medical Examination',
    description: 'Physical examination, chest X-ray, vision and colour vision test, hepatitis B screen and fitness-to-work report.',
    baseSgd: 90,
    attributes: { gender: 'All', ageBand: '18+', focus: ['Employment'] },
  },
];

export interface PackageSeed {
  packages: PackageRow[];
  screeningUnits: UnitRow[];
  packageUnits: PackageUnitRow[];
}

/** Packages offered at the tenant's screening centres (one unit per centre, 3 per slot). */
export function buildPackages(ctx: SeedDomainContext, tenant: SeedTenant, facilityRows: FacilityRow[]): PackageSeed {
  const centres = facilityRows.filter((f) => f.kind === 'screening');
  const unitBase = tenantOrdinal(ctx, tenant.id) * 1000 + 900;
  const screeningUnits: UnitRow[] = centres.map((centre, index) => ({
    unitId: unitBase + index + 1,
    tenantId: tenant.id,
    providerId: providerIdOf(tenant.id),
    kind: 'screening',
    doctorId: null,
    facilityId: centre.id,
    resourceName: centre.facilityName,
    locationName: centre.facilityName,
    defaultDurationInMinute: 30,
    slotCapacity: 3,
  }));
  const packages: PackageRow[] = catalogue.map((entry, index) => ({
    id: `pkg-${tenant.id}-${index + 1}`,
    tenantId: tenant.id,
    name: entry.name,
    description: entry.description,
    price: localPrice(entry.baseSgd, tenant.currency.code),
    currency: tenant.currency.code,
    attributes: entry.attributes,
    sortOrder: index,
  }));
  // Every centre offers the basic packages; the specialised ones only at some.
  const links: PackageUnitRow[] = packages.flatMap((pkg, pIndex) =>
    screeningUnits
      .filter((_, uIndex) => pIndex < 3 || (pIndex + uIndex) % 2 === 0)
      .map((unit) => ({ packageId: pkg.id, unitId: unit.unitId })),
  );
  return { packages, screeningUnits, packageUnits: links };
}
