import type { PatientDetails } from '../../schema/domain';
import type { SeedCountry, SeedUser } from './context';
import { addDays, localDateOf } from './local-dates';
import { patientNames } from './names';
import { intBetween, pick, pickSome, type Rng } from './random';

const conditions = [
  'Hypertension', 'Type 2 diabetes mellitus', 'Asthma', 'Hyperlipidaemia', 'Gastro-oesophageal reflux disease',
  'Allergic rhinitis', 'Migraine', 'Osteoarthritis of knee', 'Eczema', 'Hypothyroidism',
];

const reasons = [
  'Persistent cough for two weeks', 'Follow-up on blood test results', 'Chest discomfort on exertion',
  'Recurring headaches', 'Knee pain after running', 'Skin rash on both arms', 'Annual review of medication',
  'Blurred vision when reading', 'Abdominal pain after meals', 'Trouble sleeping for a month',
];

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

function ageOn(dob: string, today: string): number {
  const [by, bm, bd] = dob.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

export interface PatientIdentity {
  userId: string | null;
  name: string;
  gender: 'Male' | 'Female';
  dob: string;
  email: string;
}

/** The tenant's patient user plus invented patients without an account. */
export function patientPool(rng: Rng, country: SeedCountry, tenantId: string, patientUsers: SeedUser[], today: string): PatientIdentity[] {
  const fromUsers = patientUsers.map((u, index): PatientIdentity => ({
    userId: u.id,
    name: `${u.firstName} ${u.lastName}`,
    gender: index % 2 === 0 ? 'Female' : 'Male',
    dob: addDays(today, -intBetween(rng, 25 * 365, 55 * 365)),
    email: u.email,
  }));
  const invented = patientNames[country].map(([name, gender], index) => ({
    userId: null,
    name,
    gender,
    // One minor, so under-18 handling has data.
    dob: addDays(today, -(index === 3 ? intBetween(rng, 8 * 365, 15 * 365) : intBetween(rng, 20 * 365, 75 * 365))),
    email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.${tenantId}.demo`,
  }));
  return [...fromUsers, ...invented];
}

export function patientDetails(rng: Rng, who: PatientIdentity, country: SeedCountry, now: Date, timeZone: string, complete: boolean, documentBase: string): PatientDetails {
  return {
    name: who.name,
    gender: who.gender,
    age: ageOn(who.dob, localDateOf(now, timeZone)),
    dob: who.dob,
    medicalCondition: complete ? pickSome(rng, conditions, intBetween(rng, 0, 2)).join(', ') : '',
    otherReason: complete ? pick(rng, reasons) : '',
    email: who.email,
    sms: phone(rng, country),
    documentLinks: complete && rng() < 0.4 ? [`${documentBase}/medical-report.pdf`] : [],
  };
}
