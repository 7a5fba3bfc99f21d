import type { DiagnosisNode, ProcedureLevelOne } from '../../../src/lib/api/contract/code-search';
import { notFound } from '../../lib/http-error';
import type { Auth, Deps } from '../../types';
import {
  allDiagnosisCodes,
  allProcedureCodes,
  findPayorCountry,
  type DiagnosisRow,
  type ProcedureRow,
} from './queries';

/** Enough to browse; a longer list means the text should be refined. */
const maxCategories = 40;

const matches = (text: string) => {
  const needle = text.trim().toLowerCase();
  return (...fields: string[]) => fields.some((f) => f.toLowerCase().includes(needle));
};

/** 'Others' catch-alls last, server order otherwise (the client sorts the same way). */
const othersLast = <T>(rows: T[], isOthers: (row: T) => boolean) =>
  [...rows].sort((a, b) => Number(isOthers(a)) - Number(isOthers(b)));

/**
 * Categories whose code or description matches, with all their subcategories;
 * and categories holding a matching subcategory, with just those.
 */
export function diagnosisTree(rows: DiagnosisRow[], text: string): DiagnosisNode[] {
  const hit = matches(text);
  const subsOf = new Map<string, DiagnosisRow[]>();
  for (const row of rows) {
    if (row.level === 'subcategory' && row.parentCode) {
      subsOf.set(row.parentCode, [...(subsOf.get(row.parentCode) ?? []), row]);
    }
  }
  const out: Array<DiagnosisNode & { isOthers: boolean }> = [];
  for (const category of rows) {
    if (category.level !== 'category') continue;
    const subs = subsOf.get(category.code) ?? [];
    const own = hit(category.code, category.description);
    const kept = own ? subs : subs.filter((s) => hit(s.code, s.description));
    if (!own && kept.length === 0) continue;
    out.push({
      icd10Code: category.code,
      icd10Description: category.description,
      isOthers: category.isOthers,
      children: othersLast(kept, (s) => s.isOthers).map((s) => ({
        icd10Code: s.code,
        icd10Description: s.description,
        children: [],
      })),
    });
    if (out.length >= maxCategories) break;
  }
  return othersLast(out, (n) => n.isOthers).map(({ isOthers: _o, ...node }) => node);
}

/** Groups procedure rows level one → level two → codes; `withCodes` false leaves groups empty (lazy). */
export function procedureTree(rows: ProcedureRow[], withCodes: boolean): ProcedureLevelOne[] {
  const ones = new Map<string, Map<string, ProcedureRow[]>>();
  for (const row of rows) {
    const twos = ones.get(row.levelOneDescription) ?? new Map<string, ProcedureRow[]>();
    twos.set(row.levelTwoDescription, [...(twos.get(row.levelTwoDescription) ?? []), row]);
    ones.set(row.levelOneDescription, twos);
  }
  const isOthers = (d: string) => d === 'Others';
  return othersLast([...ones.keys()], isOthers).map((one) => ({
    levelOneDescription: one,
    children: othersLast([...(ones.get(one)?.keys() ?? [])], isOthers).map((two) => ({
      levelTwoDescription: two,
      children: withCodes
        ? othersLast(ones.get(one)?.get(two) ?? [], (r) => r.isOthers).map((r) => ({
            procedureCode: r.procedureCode,
            procedureCodeDescription: r.procedureCodeDescription,
          }))
        : [],
    })),
  }));
}

/** The ICD-10 tree matching a text. */
export async function searchDiagnoses(deps: Deps, text: string): Promise<DiagnosisNode[]> {
  return diagnosisTree(await allDiagnosisCodes(deps.db), text);
}

/**
 * Codes matching by number or text come with their groups; a group matched
 * only by its own name comes empty, and the client loads its codes lazily.
 */
export async function searchProcedures(deps: Deps, text: string, country: string): Promise<ProcedureLevelOne[]> {
  const hit = matches(text);
  const rows = (await allProcedureCodes(deps.db)).filter((r) => r.country === country);
  const codeHits = new Set(
    rows.filter((r) => hit(r.procedureCode, r.procedureCodeDescription)).map((r) => r.procedureCode),
  );
  const key = (l1: string, l2: string) => `${l1}\u0000${l2}`;
  const groupsWithCodes = new Set(
    rows.filter((r) => codeHits.has(r.procedureCode)).map((r) => key(r.levelOneDescription, r.levelTwoDescription)),
  );
  const kept = rows.filter((r) => codeHits.has(r.procedureCode) || hit(r.levelTwoDescription, r.levelOneDescription));
  return procedureTree(kept, true).map((one) => ({
    ...one,
    children: one.children.map((two) => ({
      ...two,
      children: groupsWithCodes.has(key(one.levelOneDescription, two.levelTwoDescription))
        ? two.children.filter((c) => codeHits.has(c.procedureCode))
        : [],
    })),
  }));
}

/** Procedure search in the country of a payor of the user's tenant. */
export async function searchProceduresForClient(deps: Deps, auth: Auth, text: string, clientId: string) {
  const payor = await findPayorCountry(deps.db, clientId);
  if (!payor || payor.tenantId !== auth.tenantId) throw notFound('Client');
  return searchProcedures(deps, text, payor.country);
}

/** Levels one and two of a country's procedures, without codes (they load lazily). */
export async function procedureLevels(deps: Deps, country: string): Promise<ProcedureLevelOne[]> {
  const rows = (await allProcedureCodes(deps.db)).filter((r) => r.country === country.toLowerCase());
  return procedureTree(rows, false);
}

/** The codes of one level-two procedure group. */
export async function procedureGroupCodes(deps: Deps, country: string, l1: string, l2: string) {
  const rows = (await allProcedureCodes(deps.db)).filter(
    (r) => r.country === country.toLowerCase() && r.levelOneDescription === l1 && r.levelTwoDescription === l2,
  );
  return procedureTree(rows, true)[0]?.children[0]?.children ?? [];
}
