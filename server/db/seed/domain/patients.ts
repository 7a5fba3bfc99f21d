import type { PatientDetails } from '../../schema/domain';
import type { SeedCountry, SeedUser } from './context';
import { addDays, localDateOf } from './local-dates';
import { patientNames } from './names';
import { intBetween, pick, pickSome, type Rng } from './random';

/** Values of the patient forms' Medical Conditions list (forms-patient.ts): the client words them. */
export const conditions = ['Hypertension', 'Diabetes', 'Asthma', 'High cholesterol', 'Heart disease', 'Kidney disease'];

/** What a patient types as the reason, in the language patients of the country write in. */
export const reasonsBy: Record<SeedCountry, string[]> = {
  singapore: [
    'Persistent cough for two weeks',
    'Follow-up on blood test results',
    'Chest discomfort on exertion',
    'Recurring headaches',
    'Knee pain after running',
    'Skin rash on both arms',
    'Annual review of medication',
    'Blurred vision when reading',
    'Abdominal pain after meals',
    'Trouble sleeping for a month',
  ],
  malaysia: [
    'Batuk berterusan selama dua minggu',
    'Susulan keputusan ujian darah',
    'Rasa tidak selesa di dada ketika bersenam',
    'Sakit kepala berulang',
    'Sakit lutut selepas berlari',
    'Ruam kulit pada kedua-dua lengan',
    'Semakan ubat tahunan',
    'Penglihatan kabur ketika membaca',
    'Sakit perut selepas makan',
    'Sukar tidur selama sebulan',
  ],
  indonesia: [
    'Batuk terus-menerus selama dua minggu',
    'Kontrol hasil tes darah',
    'Nyeri dada saat beraktivitas',
    'Sakit kepala berulang',
    'Nyeri lutut setelah berlari',
    'Ruam kulit di kedua lengan',
    'Evaluasi obat tahunan',
    'Penglihatan kabur saat membaca',
    'Nyeri perut setelah makan',
    'Sulit tidur selama sebulan',
  ],
  'hong kong': [
    '持續咳嗽兩星期',
    '覆診跟進驗血結果',
    '運動時胸口不適',
    '經常頭痛',
    '跑步後膝蓋痛',
    '雙臂出現皮疹',
    '每年檢討藥物',
    '閱讀時視力模糊',
    '飯後腹痛',
    '失眠一個月',
  ],
};

/** Mobile prefixes and subscriber lengths per country; numbers are E.164 so libphonenumber can format them. */
const mobile: Record<SeedCountry, [prefix: string, digits: number]> = {
  singapore: ['+659', 7],
  malaysia: ['+6012', 7],
  indonesia: ['+62812', 8],
  'hong kong': ['+8526', 7],
};

export function phone(rng: Rng, country: SeedCountry): string {
  const [prefix, length] = mobile[country];
  return prefix + Array.from({ length }, () => intBetween(rng, 0, 9)).join('');
}

/** Whole years between a yyyy-MM-dd birth date and a yyyy-MM-dd day. */
export function ageOn(dob: string, today: string): number {
  const [by, bm, bd] = dob.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** One person as every seeded case of theirs describes them. */
export interface PatientIdentity {
  userId: string | null;
  name: string;
  gender: 'Male' | 'Female';
  dob: string;
  email: string;
  /** E.164 mobile. */
  phone: string;
}

/**
 * The tenant's patient users plus invented patients without an account. Each
 * person's details are drawn once here, so all their requests and PAF cases
 * agree; an account holder's come from the account (My Account shows them).
 */
export function patientPool(
  rng: Rng,
  country: SeedCountry,
  tenantId: string,
  patientUsers: SeedUser[],
  today: string,
): PatientIdentity[] {
  const fromUsers = patientUsers.map((u, index): PatientIdentity => ({
    userId: u.id,
    name: `${u.firstName} ${u.lastName}`,
    gender: u.gender ?? (index % 2 === 0 ? 'Female' : 'Male'),
    dob: u.birthday ?? addDays(today, -intBetween(rng, 25 * 365, 55 * 365)),
    email: u.email,
    phone: u.mobile ?? phone(rng, country),
  }));
  const invented = patientNames[country].map(([name, gender], index) => ({
    userId: null,
    name,
    gender,
    // One minor, so under-18 handling has data.
    dob: addDays(today, -(index === 3 ? intBetween(rng, 8 * 365, 15 * 365) : intBetween(rng, 20 * 365, 75 * 365))),
    email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.${tenantId}.demo`,
    phone: phone(rng, country),
  }));
  return [...fromUsers, ...invented];
}

export function patientDetails(
  rng: Rng,
  who: PatientIdentity,
  country: SeedCountry,
  now: Date,
  timeZone: string,
  complete: boolean,
  documentBase: string,
): PatientDetails {
  return {
    name: who.name,
    gender: who.gender,
    age: ageOn(who.dob, localDateOf(now, timeZone)),
    dob: who.dob,
    medicalCondition: complete ? pickSome(rng, conditions, intBetween(rng, 0, 2)).join(', ') : '',
    otherReason: complete ? pick(rng, reasonsBy[country]) : '',
    email: who.email,
    sms: who.phone,
    documentLinks: complete && rng() < 0.4 ? [`${documentBase}/medical-report.pdf`] : [],
  };
}
