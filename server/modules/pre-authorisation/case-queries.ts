import { and, count, desc, eq, gte, ilike, isNull, lt, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { WorklistBody } from '../../../src/lib/api/contract/pre-authorisation/paf';
import { pafCases } from '../../db/schema/domain';
import type { Db } from '../../db/client';
import type { Auth } from '../../types';

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

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000);

/**
 * derivePafStatus's category as SQL, so the status filter runs in the database
 * (paf-status.ts is the rule; the server test compares the two).
 */
function statusCondition(role: string, status: WorklistBody['status']): SQL | undefined {
  const c = pafCases;
  const actionNeeded =
    role === 'hospital'
      ? not(c.isHospitalPartCompleted)
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
 * have no admission date yet and are dated by their creation (UTC day).
 */
function listConditions(auth: Auth, body: WorklistBody): SQL {
  const c = pafCases;
  const scope =
    auth.roleId === 'specialist'
      ? and(eq(c.tenantId, auth.tenantId), eq(c.createdByUserId, auth.userId))!
      : eq(c.tenantId, auth.tenantId);
  // Two index ranges (admission date; creation of undated drafts) rather than one expression.
  const inRange = or(
    and(gte(c.admissionDate, body.startDate), lte(c.admissionDate, body.endDate)),
    and(
      isNull(c.admissionDate),
      gte(c.createdAt, new Date(`${body.startDate}T00:00:00.000Z`)),
      lt(c.createdAt, nextDay(body.endDate)),
    ),
  )!;
  const needle = body.searchText;
  // Specialists search by ID number, other roles by patient name (docs/product/pre-authorisation.md#list).
  const search = needle
    ? ilike(auth.roleId === 'specialist' ? c.identificationDocNum : c.fullName, likeText(needle))
    : undefined;
  return and(scope, inRange, statusCondition(auth.roleId, body.status), search)!;
}

/**
 * One page of the list, newest first, and how many cases match, in one
 * statement (the count is a window over the matching cases). The page number
 * stays (the list jumps to any page); the required date range bounds both the
 * count and the offset, whatever the tenant's history holds.
 */
export async function findWorklistPage(db: Db, auth: Auth, body: WorklistBody) {
  const where = listConditions(auth, body);
  // OFFSET 0 keeps the matching cases a subquery of their own: PostgreSQL then reads them by the
  // date range's indexes and sorts those few, instead of walking the tenant's whole history
  // newest first in the hope of finding ten matches early (docs/decisions.md).
  const matching = db.select(listColumns).from(pafCases).where(where).offset(0).as('matching');
  const got = await db
    .select({
      caseId: matching.caseId,
      admissionDate: matching.admissionDate,
      admittingHospital: matching.admittingHospital,
      fullName: matching.fullName,
      identificationDocNum: matching.identificationDocNum,
      createdAt: matching.createdAt,
      isHospitalPartCompleted: matching.isHospitalPartCompleted,
      isSpecialistPartCompleted: matching.isSpecialistPartCompleted,
      isPatientPartCompleted: matching.isPatientPartCompleted,
      isPolicyHolderPartCompleted: matching.isPolicyHolderPartCompleted,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(matching)
    .orderBy(desc(matching.createdAt), desc(matching.caseId))
    .limit(body.limit)
    .offset((body.pageNo - 1) * body.limit);
  const rows = got.map(({ total: _total, ...row }) => row);
  if (got.length > 0 || body.pageNo === 1) return { rows, total: got[0]?.total ?? 0 };
  // A page past the end has no row to carry the count.
  const [counted] = await db.select({ n: count() }).from(pafCases).where(where);
  return { rows, total: Number(counted?.n ?? 0) };
}
