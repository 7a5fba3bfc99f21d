/**
 * Which specialties treat a diagnosis or perform a procedure. The reference
 * data has no doctor ↔ code links, so the ICD-10 chapter (by code letter and
 * range) and the procedure's level one decide; see
 * docs/decisions/0004-doctor-search-inbox-case-details.md.
 */
const diagnosisRanges: Array<[from: string, to: string, specialties: string[]]> = [
  ['A00', 'B99', ['Internal Medicine', 'General Practice', 'Family Medicine']],
  ['C00', 'D48', ['Oncology']],
  ['D50', 'D89', ['Internal Medicine', 'Oncology']],
  ['E00', 'E90', ['Endocrinology']],
  ['F00', 'F99', ['Psychiatry']],
  ['G00', 'G99', ['Neurology']],
  ['H00', 'H59', ['Ophthalmology']],
  ['H60', 'H95', ['ENT']],
  ['I00', 'I99', ['Cardiology']],
  ['J00', 'J99', ['Respiratory Medicine', 'ENT']],
  ['K00', 'K93', ['Gastroenterology', 'General Surgery']],
  ['L00', 'L99', ['Dermatology']],
  ['M00', 'M99', ['Orthopaedics', 'Rheumatology']],
  ['N00', 'N99', ['Nephrology', 'Urology']],
  ['O00', 'O99', ['Obstetrics & Gynaecology']],
  ['R00', 'R99', ['General Practice', 'Family Medicine', 'Internal Medicine']],
  ['S00', 'T98', ['Orthopaedics', 'General Surgery']],
  ['Z00', 'Z99', ['General Practice', 'Family Medicine']],
];

export function specialtiesForDiagnosis(code: string): string[] {
  const head = code.trim().toUpperCase().slice(0, 3);
  return diagnosisRanges.find(([from, to]) => head >= from && head <= to)?.[2] ?? [];
}

const procedureKeywords: Array<[keyword: string, specialties: string[]]> = [
  ['Nervous', ['Neurology']],
  ['Endocrine', ['Endocrinology', 'General Surgery']],
  ['Eye', ['Ophthalmology']],
  ['Ear', ['ENT']],
  ['Nose', ['ENT']],
  ['Respiratory', ['Respiratory Medicine']],
  ['Cardiovascular', ['Cardiology']],
  ['Digestive', ['Gastroenterology', 'General Surgery']],
  ['Urinary', ['Urology', 'Nephrology']],
  ['Male Genital', ['Urology']],
  ['Female Genital', ['Obstetrics & Gynaecology']],
  ['Obstetrical', ['Obstetrics & Gynaecology']],
  ['Musculoskeletal', ['Orthopaedics']],
  ['Integumentary', ['Dermatology', 'General Surgery']],
];

/** Specialties for a procedure's level one; general surgery and GPs otherwise. */
export function specialtiesForProcedure(levelOne: string): string[] {
  return (
    procedureKeywords.find(([k]) => levelOne.includes(k))?.[1] ?? [
      'General Surgery',
      'General Practice',
      'Family Medicine',
    ]
  );
}
