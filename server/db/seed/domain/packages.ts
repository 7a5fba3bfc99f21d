import type { PackageLabels, packageUnits, screeningPackages } from '../../schema/domain';
import { providerIdOf, type SeedDomainContext, type SeedTenant } from './context';
import { tenantOrdinal, type UnitRow } from './doctors';
import type { FacilityRow } from './facilities';
import { localPrice } from './names';

export type PackageRow = typeof screeningPackages.$inferInsert;
export type PackageUnitRow = typeof packageUnits.$inferInsert;
type Attributes = PackageRow['attributes'];

/** Name and description in Traditional Chinese (Hong Kong), Indonesian and Malay. */
type Labels = Required<PackageLabels>;

const catalogue: Array<{ name: string; description: string; baseSgd: number; attributes: Attributes; labels: Labels }> =
  [
    {
      name: 'Essential Health Screening',
      description:
        'Physical examination, body mass index, blood pressure, full blood count, fasting glucose, lipid panel and urinalysis.',
      baseSgd: 180,
      attributes: { gender: 'All', ageBand: '18-39', focus: ['General'] },
      labels: {
        'zh-HK': {
          name: '基本健康檢查',
          description: '身體檢查、體重指數、血壓、全血細胞計數、空腹血糖、血脂分析及尿液分析。',
        },
        id: {
          name: 'Pemeriksaan Kesehatan Dasar',
          description:
            'Pemeriksaan fisik, indeks massa tubuh, tekanan darah, darah lengkap, gula darah puasa, profil lipid, dan urinalisis.',
        },
        ms: {
          name: 'Saringan Kesihatan Asas',
          description:
            'Pemeriksaan fizikal, indeks jisim badan, tekanan darah, kiraan darah penuh, glukosa berpuasa, profil lipid dan urinalisis.',
        },
      },
    },
    {
      name: 'Executive Health Screening',
      description:
        'Essential screening plus liver and kidney function, thyroid function, HbA1c, resting ECG, chest X-ray and doctor review.',
      baseSgd: 480,
      attributes: { gender: 'All', ageBand: '30-59', focus: ['General', 'Heart'] },
      labels: {
        'zh-HK': {
          name: '行政人員健康檢查',
          description: '基本檢查另加肝腎功能、甲狀腺功能、糖化血紅蛋白（HbA1c）、靜態心電圖、胸部X光及醫生講解報告。',
        },
        id: {
          name: 'Pemeriksaan Kesehatan Eksekutif',
          description:
            'Pemeriksaan dasar ditambah fungsi hati dan ginjal, fungsi tiroid, HbA1c, EKG istirahat, rontgen dada, dan tinjauan hasil oleh dokter.',
        },
        ms: {
          name: 'Saringan Kesihatan Eksekutif',
          description:
            'Saringan asas serta fungsi hati dan buah pinggang, fungsi tiroid, HbA1c, ECG rehat, X-ray dada dan semakan keputusan oleh doktor.',
        },
      },
    },
    {
      name: 'Comprehensive Cardiac Screening',
      description:
        'Treadmill stress test, echocardiogram, high-sensitivity CRP, lipid panel, coronary risk score and cardiologist consultation.',
      baseSgd: 980,
      attributes: { gender: 'All', ageBand: '40+', focus: ['Heart'] },
      labels: {
        'zh-HK': {
          name: '全面心臟檢查',
          description: '跑步機運動心電圖、心臟超聲波、高敏感度C反應蛋白、血脂分析、冠心病風險評分及心臟科醫生診症。',
        },
        id: {
          name: 'Pemeriksaan Jantung Lengkap',
          description:
            'Uji latih jantung dengan treadmill, ekokardiografi, CRP sensitivitas tinggi, profil lipid, skor risiko koroner, dan konsultasi dokter spesialis jantung.',
        },
        ms: {
          name: 'Saringan Jantung Komprehensif',
          description:
            'Ujian tekanan treadmill, ekokardiogram, CRP sensitiviti tinggi, profil lipid, skor risiko koronari dan konsultasi pakar kardiologi.',
        },
      },
    },
    {
      name: "Women's Wellness Screening",
      description:
        'Pap smear with HPV test, pelvic and breast ultrasound, mammogram (40 and above), bone mineral density and iron studies.',
      baseSgd: 620,
      attributes: { gender: 'Female', ageBand: '25+', focus: ['Women', 'Cancer'] },
      labels: {
        'zh-HK': {
          name: '女性健康檢查',
          description: '子宮頸抹片及HPV測試、盆腔及乳房超聲波、乳房X光造影（40歲或以上）、骨質密度及鐵質檢查。',
        },
        id: {
          name: 'Pemeriksaan Kesehatan Wanita',
          description:
            'Pap smear dengan tes HPV, USG panggul dan payudara, mamografi (usia 40 tahun ke atas), kepadatan mineral tulang, dan pemeriksaan zat besi.',
        },
        ms: {
          name: 'Saringan Kesihatan Wanita',
          description:
            'Ujian Pap smear dengan ujian HPV, ultrabunyi pelvis dan payudara, mamogram (40 tahun ke atas), ketumpatan mineral tulang dan kajian zat besi.',
        },
      },
    },
    {
      name: "Men's Health Screening",
      description:
        'PSA, testosterone, liver and kidney function, abdominal ultrasound, lipid panel and urologist review.',
      baseSgd: 560,
      attributes: { gender: 'Male', ageBand: '40+', focus: ['Men', 'Cancer'] },
      labels: {
        'zh-HK': {
          name: '男性健康檢查',
          description: '前列腺特異抗原（PSA）、睪酮、肝腎功能、腹部超聲波、血脂分析及泌尿科醫生講解報告。',
        },
        id: {
          name: 'Pemeriksaan Kesehatan Pria',
          description:
            'PSA, testosteron, fungsi hati dan ginjal, USG abdomen, profil lipid, dan tinjauan hasil oleh dokter spesialis urologi.',
        },
        ms: {
          name: 'Saringan Kesihatan Lelaki',
          description:
            'PSA, testosteron, fungsi hati dan buah pinggang, ultrabunyi abdomen, profil lipid dan semakan keputusan oleh pakar urologi.',
        },
      },
    },
    {
      name: 'Diabetes and Metabolic Screening',
      description:
        'HbA1c, fasting glucose, insulin, lipid panel, urine microalbumin, diabetic retinal photography and dietitian advice.',
      baseSgd: 260,
      attributes: { gender: 'All', ageBand: '30+', focus: ['Diabetes'] },
      labels: {
        'zh-HK': {
          name: '糖尿病及代謝檢查',
          description:
            '糖化血紅蛋白（HbA1c）、空腹血糖、胰島素、血脂分析、尿微量白蛋白、糖尿病視網膜攝影及營養師建議。',
        },
        id: {
          name: 'Pemeriksaan Diabetes dan Metabolik',
          description:
            'HbA1c, gula darah puasa, insulin, profil lipid, mikroalbumin urine, foto retina diabetik, dan saran ahli gizi.',
        },
        ms: {
          name: 'Saringan Diabetes dan Metabolik',
          description:
            'HbA1c, glukosa berpuasa, insulin, profil lipid, mikroalbumin air kencing, fotografi retina diabetik dan nasihat pakar dietetik.',
        },
      },
    },
    {
      name: 'Senior Wellness Screening (60 and above)',
      description:
        'Cognitive screen, hearing and vision tests, bone mineral density, vitamin D, fall-risk assessment and geriatric review.',
      baseSgd: 420,
      attributes: { gender: 'All', ageBand: '60+', focus: ['Senior'] },
      labels: {
        'zh-HK': {
          name: '長者健康檢查（60歲或以上）',
          description: '認知功能篩查、聽力及視力測試、骨質密度、維他命D、跌倒風險評估及老人科醫生講解報告。',
        },
        id: {
          name: 'Pemeriksaan Kesehatan Lansia (60 tahun ke atas)',
          description:
            'Skrining kognitif, tes pendengaran dan penglihatan, kepadatan mineral tulang, vitamin D, penilaian risiko jatuh, dan tinjauan oleh dokter spesialis geriatri.',
        },
        ms: {
          name: 'Saringan Kesihatan Warga Emas (60 tahun ke atas)',
          description:
            'Saringan kognitif, ujian pendengaran dan penglihatan, ketumpatan mineral tulang, vitamin D, penilaian risiko jatuh dan semakan oleh pakar geriatrik.',
        },
      },
    },
    {
      name: 'Pre-employment Medical Examination',
      description:
        'Physical examination, chest X-ray, vision and colour vision test, hepatitis B screen and fitness-to-work report.',
      baseSgd: 90,
      attributes: { gender: 'All', ageBand: '18+', focus: ['Employment'] },
      labels: {
        'zh-HK': {
          name: '入職體格檢查',
          description: '身體檢查、胸部X光、視力及辨色能力測試、乙型肝炎篩查及工作體格評估報告。',
        },
        id: {
          name: 'Pemeriksaan Kesehatan Pra-Kerja',
          description:
            'Pemeriksaan fisik, rontgen dada, tes penglihatan dan buta warna, skrining hepatitis B, dan surat keterangan sehat untuk bekerja.',
        },
        ms: {
          name: 'Pemeriksaan Perubatan Pra-Pekerjaan',
          description:
            'Pemeriksaan fizikal, X-ray dada, ujian penglihatan dan buta warna, saringan hepatitis B dan laporan kecergasan untuk bekerja.',
        },
      },
    },
  ];

/** Each catalogue package's labels by its English name (migration 0008 filled databases seeded before them). */
export const packageLabelsByName = (): Record<string, Labels> =>
  Object.fromEntries(catalogue.map((entry) => [entry.name, entry.labels]));

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
    labels: entry.labels,
  }));
  // Every centre offers the basic packages; the specialised ones only at some.
  const links: PackageUnitRow[] = packages.flatMap((pkg, pIndex) =>
    screeningUnits
      .filter((_, uIndex) => pIndex < 3 || (pIndex + uIndex) % 2 === 0)
      .map((unit) => ({ packageId: pkg.id, unitId: unit.unitId })),
  );
  return { packages, screeningUnits, packageUnits: links };
}
