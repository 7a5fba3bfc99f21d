import { asc, eq } from 'drizzle-orm';
import {
  diagnosisSearchParamsSchema,
  diagnosisSearchResponseSchema,
  procedureChildrenParamsSchema,
  procedureChildrenResponseSchema,
  procedureSearchByClientParamsSchema,
  procedureSearchParamsSchema,
  procedureTreeParamsSchema,
  procedureTreeResponseSchema,
  type DiagnosisNode,
  type ProcedureLevelOne,
} from '../../../src/lib/api/contract/code-search';
import { apiPrefix } from '../../../src/lib/api/contract/envelope';
import { diagnosisCodes, payors, procedureCodes } from '../../db/schema/domain';
import { notFound } from '../../lib/http-error';
import { ok } from '../../lib/reply';
import { requireAuth } from '../../plugins/auth';
import type { Deps, ZodApp } from '../../types';

const tags = ['code-search'];
/** Enough to browse; a longer list means the text should be refined. */
const maxCategories = 40;

type DiagnosisRow = typeof diagnosisCodes.$inferSelect;
type ProcedureRow = typeof procedureCodes.$inferSelect;

/** Reference data never changes at run time: read once per process and database. */
const cache = new WeakMap<object, { diagnoses?: Promise<DiagnosisRow[]>; procedures?: Promise<ProcedureRow[]> }>();
function cached(deps: Deps) {
  let entry = cache.get(deps.db);
  if (!entry) {
    entry = {};
    cache.set(deps.db, entry);
  }
  entry.diagnoses ??= deps.db.select().from(diagnosisCodes).orderBy(asc(diagnosisCodes.sortOrder));
  entry.procedures ??= deps.db.select().from(procedureCodes).orderBy(asc(procedureCodes.sortOrder));
  return entry as Required<typeof entry>;
}

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

export function registerCodeSearchRoutes(app: ZodApp, deps: Deps): void {
  const diagnosisHandler = async (request: { params: unknown }) => {
    const { text } = request.params as { text: string };
    return diagnosisTree(await cached(deps).diagnoses, text);
  };
  for (const prefix of [apiPrefix, '/preauth/api/v1']) {
    app.get(
      `${prefix}/search/diagnosiscodes/:text/tree`,
      {
        schema: { params: diagnosisSearchParamsSchema, response: { 200: diagnosisSearchResponseSchema } },
        config: { tags, summary: 'ICD-10 tree matching a text' },
      },
      async (request, reply) => {
        requireAuth(request);
        return ok(reply, await diagnosisHandler(request));
      },
    );
  }

  /**
   * Codes matching by number or text come with their groups; a group matched
   * only by its own name comes empty, and the client loads its codes lazily.
   */
  const searchProcedures = async (text: string, country: string) => {
    const hit = matches(text);
    const rows = (await cached(deps).procedures).filter((r) => r.country === country);
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
  };

  app.get(
    '/preauth/api/v1/search/procedurecodes/:text/country/:country',
    {
      schema: { params: procedureSearchParamsSchema, response: { 200: procedureTreeResponseSchema } },
      config: { tags, summary: 'Procedure tree matching a text, by country' },
    },
    async (request, reply) => {
      requireAuth(request);
      const { text, country } = request.params;
      return ok(reply, await searchProcedures(text, country.toLowerCase()));
    },
  );

  app.get(
    '/preauth/api/v1/search/procedurecodes/:text/client/:clientId',
    {
      schema: { params: procedureSearchByClientParamsSchema, response: { 200: procedureTreeResponseSchema } },
      config: { tags, summary: "Procedure tree matching a text, in the payor client's country" },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { text, clientId } = request.params;
      const [payor] = await deps.db
        .select({ country: payors.country, tenantId: payors.tenantId })
        .from(payors)
        .where(eq(payors.clientId, clientId))
        .limit(1);
      if (!payor || payor.tenantId !== auth.tenantId) throw notFound('Client');
      return ok(reply, await searchProcedures(text, payor.country));
    },
  );

  app.get(
    `${apiPrefix}/procedurecodes/country/:country`,
    {
      schema: { params: procedureTreeParamsSchema, response: { 200: procedureTreeResponseSchema } },
      config: { tags, summary: 'Procedure levels one and two of a country (codes load lazily)' },
    },
    async (request, reply) => {
      requireAuth(request);
      const { country } = request.params;
      const rows = (await cached(deps).procedures).filter((r) => r.country === country.toLowerCase());
      return ok(reply, procedureTree(rows, false));
    },
  );

  app.get(
    `${apiPrefix}/procedurecodes/country/:country/l1/:l1/l2/:l2`,
    {
      schema: { params: procedureChildrenParamsSchema, response: { 200: procedureChildrenResponseSchema } },
      config: { tags, summary: 'Codes of one level-two procedure group' },
    },
    async (request, reply) => {
      requireAuth(request);
      const { country, l1, l2 } = request.params;
      const rows = (await cached(deps).procedures).filter(
        (r) => r.country === country.toLowerCase() && r.levelOneDescription === l1 && r.levelTwoDescription === l2,
      );
      return ok(reply, procedureTree(rows, true)[0]?.children[0]?.children ?? []);
    },
  );
}
