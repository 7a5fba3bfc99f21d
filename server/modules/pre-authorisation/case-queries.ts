import { and, count, desc, eq, gte, ilike, isNull, lt, lte, not, sql, type SQL } from 'drizzle-orm';
import { pafListTotalCap, type WorklistBody } from '../../../src/lib/api/contract/pre-authorisation/paf';
import { pafCases } from '../../db/schema/domain';
import type { Db } from '../../db/client';
import type { Auth } from '../../types';
import { addLocalDays, dayStart } from '../../lib/dates';

/** The columns a list row and its status need: not the case's forms, estimate or signatures. */
const listColumns = {
  caseId: pafCases.caseId,
  admissionDate: pafCases.admissionDate,
  admittingHospital: pafCases.admittingHospital,
  fullName: pafCases.fullName,
  identificationDocNum: pafCases.identificationDocNum,
  createdAt: pafCases.createdAt,
  isHospitalPartCompleted: pafCases.isHospitalPartCompleted,
  isSpecialistPartCompleted: pafCases.isSpecialistPartCompleted,
  isPatientPartCompleted: pafCases.isPatientPartCompleted,
  isPolicyHolderPartCompleted: pafCases.isPolicyHolderPartCompleted,
};

/**
 * derivePafStatus's category as SQL, so the status filter runs in the database
 * (paf-status.ts is the rule; the server test compares the two).
 */
function statusCondition(role: string, status: WorklistBody['status']): SQL | undefined {
  const c = pafCases;
  const actionNeeded =
    role === 'hospital'
      ? and(not(c.isHospitalPartCompleted), c.isSpecialistPartCompleted)!
      : role === 'specialist'
        ? not(c.isSpecialistPartCompleted)
        : sql`false`;
  const completed = and(
    c.isPatientPartCompleted,
    c.isSpecialistPartCompleted,
    c.isHospitalPartCompleted,
    sql`${c.isPolicyHolderPartCompleted} is distinct from false`,
  )!;
  if (status === 'actionNeeded') return actionNeeded;
  if (status === 'completed') return and(not(actionNeeded), completed);
  if (status === 'pending') return and(not(actionNeeded), not(completed));
  return undefined;
}

/** Escapes LIKE's wildcards so the search text matches as typed. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/**
 * The role's cases in the body's date range, status and search text: a
 * specialist's own cases, every case of the tenant for other roles. Drafts
 * have no admission date yet and are dated by their creation, on the tenant's
 * calendar (a draft begun at 07:00 in Singapore is that day's, not the UTC day before). Two
 * conditions, one per index range (admission date; creation of undated
 * drafts): with an OR between them PostgreSQL scans the tenant's whole index.
 */
function listConditions(auth: Auth, body: WorklistBody): [dated: SQL, drafts: SQL] {
  const c = pafCases;
  const scope =
    auth.roleId === 'specialist'
      ? and(eq(c.tenantId, auth.tenantId), eq(c.createdByUserId, auth.userId))!
      : eq(c.tenantId, auth.tenantId);
  const needle = body.searchText;
  // Specialists search by ID number, other roles by patient name (docs/product/pre-authorisation.md#list).
  const search = needle
    ? ilike(auth.roleId === 'specialist' ? c.identificationDocNum : c.fullName, likeText(needle))
    : undefined;
  const filters = and(scope, statusCondition(auth.roleId, body.status), search)!;
  const dated = and(gte(c.admissionDate, body.startDate), lte(c.admissionDate, body.endDate))!;
  const drafts = and(
    isNull(c.admissionDate),
    gte(c.createdAt, dayStart(body.startDate, auth.tenant.timeZone)),
    lt(c.createdAt, dayStart(addLocalDays(body.endDate, 1), auth.tenant.timeZone)),
  )!;
  return [and(filters, dated)!, and(filters, drafts)!];
}

/**
 * One page of the list, newest first, and how many cases match up to
 * pafListTotalCap + 1. The page number stays (the list jumps to any page, up
 * to the cap). One statement reads the page and the count; both run on paf_cases_tenant_admission_list_idx alone
 * (it carries the order and the status flags): the page sorts the range's
 * index entries and reads ten rows, the count stops at the cap, whatever the
 * tenant's history holds.
 */
export async function findWorklistPage(db: Db, auth: Auth, body: WorklistBody) {
  const [dated, drafts] = listConditions(auth, body);
  const keys = (where: SQL) =>
    db.select({ caseId: pafCases.caseId, createdAt: pafCases.createdAt }).from(pafCases).where(where);
  const matching = keys(dated).unionAll(keys(drafts)).as('matching');
  const page = db
    .select({ caseId: matching.caseId, createdAt: matching.createdAt })
    .from(matching)
    .orderBy(desc(matching.createdAt), desc(matching.caseId))
    .limit(body.limit)
    .offset((body.pageNo - 1) * body.limit)
    .as('page');
  const counted = db
    .select({ one: sql`1` })
    .from(matching)
    .limit(pafListTotalCap + 1)
    .as('counted');
  // The count rides along with the page's rows, so a list is one statement; an empty page asks for it alone.
  const total = sql<number>`(select count(*) from ${counted})`.mapWith(Number);
  const found = await db
    .select({ ...listColumns, total })
    .from(page)
    .innerJoin(pafCases, eq(pafCases.caseId, page.caseId))
    .orderBy(desc(page.createdAt), desc(page.caseId));
  if (found.length > 0) {
    return { rows: found.map(({ total: _total, ...row }) => row), total: found[0]!.total };
  }
  const [n] = await db.select({ n: count() }).from(counted);
  return { rows: [], total: Number(n?.n ?? 0) };
}
