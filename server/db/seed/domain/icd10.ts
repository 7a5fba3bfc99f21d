import type { diagnosisCodes } from '../../schema/domain';
import { icd10TextA } from './icd10-data-a';
import { icd10TextB } from './icd10-data-b';
import { icd10TextC } from './icd10-data-c';

export type DiagnosisRow = typeof diagnosisCodes.$inferInsert;

/** Category or subcategory code, e.g. I10, E11.9. */
export const icd10CodePattern = /^[A-Z]\d{2}(\.\d{1,2})?$/;

/** Descriptions starting "Other…" are the catch-all entries the UI sorts last. */
export function isOthersDescription(description: string): boolean {
  return /^others?\b/i.test(description);
}

/** Parses the compact ICD-10 text into tree rows linked by parentCode. */
export function parseIcd10(text: string, startOrder = 0): DiagnosisRow[] {
  const rows: DiagnosisRow[] = [];
  let chapter: string | null = null;
  let block: string | null = null;
  let category: string | null = null;
  for (const raw of text.split('\n')) {
    if (raw.trim() === '') {
      continue;
    }
    const indented = raw.startsWith(' ');
    const line = raw.trim();
    const marker = line[0];
    const body = marker === '=' || marker === '#' ? line.slice(2) : line;
    const space = body.indexOf(' ');
    const code = body.slice(0, space);
    const description = body.slice(space + 1);
    const base = { code, description, isOthers: isOthersDescription(description), sortOrder: startOrder + rows.length };
    if (marker === '=') {
      chapter = code;
      block = null;
      rows.push({ ...base, level: 'chapter', parentCode: null });
    } else if (marker === '#') {
      block = code;
      rows.push({ ...base, level: 'block', parentCode: chapter });
    } else if (indented) {
      rows.push({ ...base, level: 'subcategory', parentCode: category });
    } else {
      category = code;
      rows.push({ ...base, level: 'category', parentCode: block });
    }
  }
  return rows;
}

export function buildDiagnosisCodes(): DiagnosisRow[] {
  const rows: DiagnosisRow[] = [];
  for (const text of [icd10TextA, icd10TextB, icd10TextC]) {
    rows.push(...parseIcd10(text, rows.length));
  }
  return rows;
}
