import type { specialties } from '../../schema/domain';
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
    })),
  );
}

export function subSpecialtiesOf(name: string): string[] {
  return specialtyCatalogue[name === 'Family Medicine' ? 'General Practice' : name] ?? [];
}
