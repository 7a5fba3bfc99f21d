import type { specialties, SpecialtyLabels } from '../../schema/domain';
import { seedCountries, type SeedCountry } from './context';

export type SpecialtyRow = typeof specialties.$inferInsert;

/** Specialty → sub-specialties a doctor of it may list. */
export const specialtyCatalogue: Record<string, string[]> = {
  Cardiology: ['Interventional Cardiology', 'Electrophysiology', 'Heart Failure'],
  Dermatology: ['Paediatric Dermatology', 'Dermatologic Surgery', 'Aesthetic Dermatology'],
  ENT: ['Rhinology', 'Otology', 'Head and Neck Surgery'],
  Endocrinology: ['Diabetes', 'Thyroid Disorders', 'Obesity Medicine'],
  Gastroenterology: ['Hepatology', 'Therapeutic Endoscopy', 'Inflammatory Bowel Disease'],
  'General Practice': ['Family Medicine', 'Travel Medicine', 'Occupational Health'],
  'General Surgery': ['Breast Surgery', 'Colorectal Surgery', 'Hepatobiliary Surgery'],
  'Internal Medicine': ['Geriatric Medicine', 'Infectious Diseases'],
  Nephrology: ['Dialysis', 'Kidney Transplant'],
  Neurology: ['Stroke', 'Epilepsy', 'Movement Disorders'],
  'Obstetrics & Gynaecology': ['Maternal-Fetal Medicine', 'Reproductive Medicine', 'Gynaecologic Oncology'],
  Oncology: ['Medical Oncology', 'Radiation Oncology'],
  Ophthalmology: ['Cataract Surgery', 'Glaucoma', 'Retina'],
  Orthopaedics: ['Sports Medicine', 'Spine Surgery', 'Hand Surgery', 'Joint Replacement'],
  Paediatrics: ['Neonatology', 'Paediatric Allergy', 'Developmental Paediatrics'],
  Psychiatry: ['Child and Adolescent Psychiatry', 'Addiction Psychiatry'],
  'Respiratory Medicine': ['Sleep Medicine', 'Interventional Pulmonology'],
  Rheumatology: ['Lupus', 'Inflammatory Arthritis'],
  Urology: ['Endourology', 'Andrology', 'Uro-oncology'],
};

/**
 * Every specialty and sub-specialty in the UI languages other than English:
 * [Traditional Chinese (Hong Kong), Indonesian, Malay], in the terms the
 * markets' own medical councils and hospitals use.
 */
const translations: Record<string, [zhHK: string, id: string, ms: string]> = {
  Cardiology: ['心臟科', 'Kardiologi', 'Kardiologi'],
  'Interventional Cardiology': ['介入心臟科', 'Kardiologi Intervensi', 'Kardiologi Intervensi'],
  Electrophysiology: ['心臟電生理', 'Elektrofisiologi', 'Elektrofisiologi'],
  'Heart Failure': ['心臟衰竭', 'Gagal Jantung', 'Kegagalan Jantung'],
  Dermatology: ['皮膚科', 'Dermatologi', 'Dermatologi'],
  'Paediatric Dermatology': ['兒童皮膚科', 'Dermatologi Anak', 'Dermatologi Pediatrik'],
  'Dermatologic Surgery': ['皮膚外科', 'Bedah Dermatologi', 'Pembedahan Dermatologi'],
  'Aesthetic Dermatology': ['美容皮膚科', 'Dermatologi Estetika', 'Dermatologi Estetik'],
  ENT: ['耳鼻喉科', 'THT (Telinga, Hidung, Tenggorok)', 'Telinga, Hidung dan Tekak (ENT)'],
  Rhinology: ['鼻科', 'Rinologi', 'Rinologi'],
  Otology: ['耳科', 'Otologi', 'Otologi'],
  'Head and Neck Surgery': ['頭頸外科', 'Bedah Kepala dan Leher', 'Pembedahan Kepala dan Leher'],
  Endocrinology: ['內分泌科', 'Endokrinologi', 'Endokrinologi'],
  Diabetes: ['糖尿病', 'Diabetes', 'Diabetes'],
  'Thyroid Disorders': ['甲狀腺疾病', 'Gangguan Tiroid', 'Gangguan Tiroid'],
  'Obesity Medicine': ['肥胖醫學', 'Kedokteran Obesitas', 'Perubatan Obesiti'],
  Gastroenterology: ['腸胃科', 'Gastroenterologi', 'Gastroenterologi'],
  Hepatology: ['肝臟科', 'Hepatologi', 'Hepatologi'],
  'Therapeutic Endoscopy': ['治療性內窺鏡', 'Endoskopi Terapeutik', 'Endoskopi Terapeutik'],
  'Inflammatory Bowel Disease': ['炎症性腸病', 'Penyakit Radang Usus', 'Penyakit Radang Usus'],
  'General Practice': ['普通科', 'Dokter Umum', 'Amalan Am'],
  'Family Medicine': ['家庭醫學科', 'Kedokteran Keluarga', 'Perubatan Keluarga'],
  'Travel Medicine': ['旅遊醫學', 'Kedokteran Perjalanan', 'Perubatan Perjalanan'],
  'Occupational Health': ['職業健康', 'Kesehatan Kerja', 'Kesihatan Pekerjaan'],
  'General Surgery': ['普通外科', 'Bedah Umum', 'Pembedahan Am'],
  'Breast Surgery': ['乳房外科', 'Bedah Payudara', 'Pembedahan Payudara'],
  'Colorectal Surgery': ['結直腸外科', 'Bedah Kolorektal', 'Pembedahan Kolorektal'],
  'Hepatobiliary Surgery': ['肝膽外科', 'Bedah Hepatobilier', 'Pembedahan Hepatobiliari'],
  'Internal Medicine': ['內科', 'Penyakit Dalam', 'Perubatan Dalaman'],
  'Geriatric Medicine': ['老人科', 'Geriatri', 'Perubatan Geriatrik'],
  'Infectious Diseases': ['傳染病科', 'Penyakit Infeksi', 'Penyakit Berjangkit'],
  Nephrology: ['腎科', 'Nefrologi', 'Nefrologi'],
  Dialysis: ['透析', 'Dialisis', 'Dialisis'],
  'Kidney Transplant': ['腎臟移植', 'Transplantasi Ginjal', 'Pemindahan Buah Pinggang'],
  Neurology: ['腦神經科', 'Neurologi', 'Neurologi'],
  Stroke: ['中風', 'Stroke', 'Strok'],
  Epilepsy: ['癲癇', 'Epilepsi', 'Epilepsi'],
  'Movement Disorders': ['運動障礙', 'Gangguan Gerak', 'Gangguan Pergerakan'],
  'Obstetrics & Gynaecology': ['婦產科', 'Obstetri & Ginekologi', 'Obstetrik & Ginekologi'],
  'Maternal-Fetal Medicine': ['母胎醫學', 'Kedokteran Fetomaternal', 'Perubatan Fetomaternal'],
  'Reproductive Medicine': ['生殖醫學', 'Kedokteran Reproduksi', 'Perubatan Reproduktif'],
  'Gynaecologic Oncology': ['婦科腫瘤', 'Onkologi Ginekologi', 'Onkologi Ginekologi'],
  Oncology: ['腫瘤科', 'Onkologi', 'Onkologi'],
  'Medical Oncology': ['腫瘤內科', 'Onkologi Medik', 'Onkologi Perubatan'],
  'Radiation Oncology': ['放射腫瘤科', 'Onkologi Radiasi', 'Onkologi Radiasi'],
  Ophthalmology: ['眼科', 'Oftalmologi (Mata)', 'Oftalmologi'],
  'Cataract Surgery': ['白內障手術', 'Bedah Katarak', 'Pembedahan Katarak'],
  Glaucoma: ['青光眼', 'Glaukoma', 'Glaukoma'],
  Retina: ['視網膜', 'Retina', 'Retina'],
  Orthopaedics: ['骨科', 'Ortopedi', 'Ortopedik'],
  'Sports Medicine': ['運動醫學', 'Kedokteran Olahraga', 'Perubatan Sukan'],
  'Spine Surgery': ['脊椎外科', 'Bedah Tulang Belakang', 'Pembedahan Tulang Belakang'],
  'Hand Surgery': ['手外科', 'Bedah Tangan', 'Pembedahan Tangan'],
  'Joint Replacement': ['關節置換', 'Penggantian Sendi', 'Penggantian Sendi'],
  Paediatrics: ['兒科', 'Pediatri (Anak)', 'Pediatrik'],
  Neonatology: ['新生兒科', 'Neonatologi', 'Neonatologi'],
  'Paediatric Allergy': ['兒童過敏科', 'Alergi Anak', 'Alergi Pediatrik'],
  'Developmental Paediatrics': ['兒童發展科', 'Pediatri Tumbuh Kembang', 'Pediatrik Perkembangan'],
  Psychiatry: ['精神科', 'Psikiatri', 'Psikiatri'],
  'Child and Adolescent Psychiatry': [
    '兒童及青少年精神科',
    'Psikiatri Anak dan Remaja',
    'Psikiatri Kanak-kanak dan Remaja',
  ],
  'Addiction Psychiatry': ['成癮精神科', 'Psikiatri Adiksi', 'Psikiatri Ketagihan'],
  'Respiratory Medicine': ['呼吸系統科', 'Pulmonologi', 'Perubatan Respiratori'],
  'Sleep Medicine': ['睡眠醫學', 'Kedokteran Tidur', 'Perubatan Tidur'],
  'Interventional Pulmonology': ['介入肺科', 'Pulmonologi Intervensi', 'Pulmonologi Intervensi'],
  Rheumatology: ['風濕科', 'Reumatologi', 'Reumatologi'],
  Lupus: ['紅斑狼瘡', 'Lupus', 'Lupus'],
  'Inflammatory Arthritis': ['炎症性關節炎', 'Artritis Inflamasi', 'Artritis Keradangan'],
  Urology: ['泌尿科', 'Urologi', 'Urologi'],
  Endourology: ['腔內泌尿科', 'Endourologi', 'Endourologi'],
  Andrology: ['男科', 'Andrologi', 'Andrologi'],
  'Uro-oncology': ['泌尿腫瘤科', 'Uro-onkologi', 'Uro-onkologi'],
};

const labelLocales = ['zh-HK', 'id', 'ms'] as const;

/** A term in one language; English when a translation is missing (the reference-data test refuses that). */
function translate(term: string, locale: (typeof labelLocales)[number]): string {
  return translations[term]?.[labelLocales.indexOf(locale)] ?? term;
}

/** The specialty's name and its sub-specialties' in zh-HK, id and ms. */
export function specialtyLabels(name: string): SpecialtyLabels {
  const subs = subSpecialtiesOf(name);
  return Object.fromEntries(
    labelLocales.map((locale) => [
      locale,
      {
        name: translate(name, locale),
        subSpecialties: Object.fromEntries(subs.map((sub) => [sub, translate(sub, locale)])),
      },
    ]),
  );
}

/** Terms the seed uses that have no translation (none, or a market sees English). */
export const untranslatedTerms = (): string[] =>
  Object.entries(specialtyCatalogue)
    .flatMap(([name, subs]) => [name, ...subs])
    .concat('Family Medicine')
    .filter((term) => !translations[term]);

/** Hong Kong lists GPs as Family Medicine; Internal Medicine is a first-contact specialty in MY and ID. */
export function specialtiesFor(country: SeedCountry): string[] {
  return Object.keys(specialtyCatalogue)
    .filter((name) => name !== 'Internal Medicine' || country === 'malaysia' || country === 'indonesia')
    .map((name) => (name === 'General Practice' && country === 'hong kong' ? 'Family Medicine' : name));
}

export function buildSpecialties(): SpecialtyRow[] {
  return seedCountries.flatMap((country) =>
    specialtiesFor(country).map((name, index) => ({
      id: `${country.replace(' ', '-')}:${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
      country,
      name,
      sortOrder: index,
      labels: specialtyLabels(name),
    })),
  );
}

export function subSpecialtiesOf(name: string): string[] {
  return specialtyCatalogue[name === 'Family Medicine' ? 'General Practice' : name] ?? [];
}
