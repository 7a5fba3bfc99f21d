import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  lt,
  lte,
  or,
  sql,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { worklistTotalCap, type WorklistRequest } from '../../../src/lib/api/contract/worklists';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import {
  appointmentRequestStatuses,
  appointmentRequests,
  appointmentUnits,
  worklistItems,
} from '../../db/schema/domain';
import { addLocalDays, dayStart } from '../../lib/dates';

/** Which worklist items a call reads: a provider's, or a user's (patient inbox, agent home). */
export type Audience = { audience: 'provider'; providerId: string } | { audience: 'patient' | 'agent'; userId: string };

/**
 * Where a page starts: the newest row, rows before a cursor (read newest
 * first) or after it (read oldest first). Rows are ordered by (created, id):
 * with the row's `id` the cursor is exact even where rows share an instant;
 * without it (an older client) it is strict on `created` alone.
 */
export type PageStep = { from: 'newest' } | { from: 'before' | 'after'; at: Date; id?: string | undefined };

/** What a worklist row shows, and nothing more: the whole request and unit cost parsing on every poll. */
const rowColumns = {
  id: appointmentRequests.id,
  referenceNo: appointmentRequests.referenceNo,
  requestType: appointmentRequests.requestType,
  status: appointmentRequests.status,
  patientName: sql<string>`${appointmentRequests.patient}->>'name'`,
  assignedSlotStart: appointmentRequests.assignedSlotStart,
  created: appointmentRequests.createdAt,
  unitId: appointmentUnits.unitId,
  resourceName: appointmentUnits.resourceName,
  locationName: appointmentUnits.locationName,
};

/** Values of one read: real values, or placeholders in a prepared statement. */
interface Bound {
  tenantId: string | SQLWrapper;
  ownerId: string | SQLWrapper;
  audience: Audience['audience'] | SQLWrapper;
  at: Date | SQLWrapper;
  /** The cursor row's id; null compares as unknown, which leaves the cursor strict on `at`. */
  id: string | null | SQLWrapper;
  limit: number | Placeholder;
}

type OwnerKind = 'provider' | 'user';
const ownerKind = (who: Audience): OwnerKind => (who.audience === 'provider' ? 'provider' : 'user');
const ownerId = (who: Audience) => (who.audience === 'provider' ? who.providerId : who.userId);

function itemConditions(owner: OwnerKind, v: Pick<Bound, 'tenantId' | 'ownerId' | 'audience'>): SQL[] {
  return [
    eq(worklistItems.tenantId, v.tenantId),
    eq(worklistItems.audience, v.audience),
    owner === 'provider' ? eq(worklistItems.providerId, v.ownerId) : eq(worklistItems.userId, v.ownerId),
  ];
}

/** Where, order and limit of a page, on a select already joined from items to requests and units. */
function paged<T extends PgSelect>(query: T, owner: OwnerKind, from: PageStep['from'], v: Bound, filters: SQL[]) {
  // A provider's items are its own requests, so this adds no rows and drops none; it lets the
  // page walk appointment_requests_provider_idx newest first and stop at the limit instead of
  // sorting the provider's whole history on every poll (bench:load, docs/decisions/0016-load-and-race.md).
  const scope =
    owner === 'provider'
      ? [eq(appointmentRequests.tenantId, v.tenantId), eq(appointmentRequests.providerId, v.ownerId)]
      : [];
  // (created, id) past the cursor row. The bare bound on created comes first so the index
  // range starts at the cursor; the row comparison then only settles ties at that instant.
  const { createdAt, id } = appointmentRequests;
  const cursor =
    from === 'before'
      ? [lte(createdAt, v.at), or(lt(createdAt, v.at), and(eq(createdAt, v.at), sql`${id} < ${v.id}`))!]
      : from === 'after'
        ? [gte(createdAt, v.at), or(gt(createdAt, v.at), and(eq(createdAt, v.at), sql`${id} > ${v.id}`))!]
        : [];
  const order = from === 'after' ? asc : desc;
  return query
    .where(and(...itemConditions(owner, v), ...filters, ...scope, ...cursor))
    .orderBy(order(appointmentRequests.createdAt), order(appointmentRequests.id))
    .limit(v.limit);
}

function pageQuery(db: Db, owner: OwnerKind, from: PageStep['from'], v: Bound, filters: SQL[]) {
  const joined = db
    .select(rowColumns)
    .from(worklistItems)
    .innerJoin(appointmentRequests, eq(appointmentRequests.id, worklistItems.requestId))
    .innerJoin(appointmentUnits, eq(appointmentUnits.unitId, appointmentRequests.unitId));
  return paged(joined.$dynamic(), owner, from, v, filters);
}

/**
 * How many rows match, counted up to one past the cap: the count stops there instead of
 * growing with a history nobody pages through (docs/decisions/0051-lists-at-insurer-scale.md).
 */
function totalQuery(db: Db, owner: OwnerKind, v: Pick<Bound, 'tenantId' | 'ownerId' | 'audience'>, filters: SQL[]) {
  // Foreign keys make every item join exactly one request and unit: without filters, count items alone.
  if (filters.length === 0) {
    const matching = db
      .select({ one: sql`1` })
      .from(worklistItems)
      .where(and(...itemConditions(owner, v)))
      .limit(worklistTotalCap + 1);
    return db.select({ n: count() }).from(matching.as('matching'));
  }
  // A provider's item is written from its request (same tenant and provider): the request's own
  // index range selects, and the item only has to exist. Repeating the item's tenant and provider
  // made the planner guess a tiny match and go parallel, several times slower
  // (docs/decisions/0051-lists-at-insurer-scale.md).
  const where =
    owner === 'provider'
      ? [
          eq(worklistItems.audience, 'provider'),
          eq(appointmentRequests.tenantId, v.tenantId),
          eq(appointmentRequests.providerId, v.ownerId),
        ]
      : itemConditions(owner, v);
  const matching = db
    .select({ one: sql`1` })
    .from(worklistItems)
    .innerJoin(appointmentRequests, eq(appointmentRequests.id, worklistItems.requestId))
    .where(and(...where, ...filters))
    .limit(worklistTotalCap + 1);
  return db.select({ n: count() }).from(matching.as('matching'));
}

const placeholders: Bound = {
  tenantId: sql.placeholder('tenantId'),
  ownerId: sql.placeholder('ownerId'),
  audience: sql.placeholder('audience'),
  at: sql.placeholder('at'),
  id: sql.placeholder('id'),
  limit: sql.placeholder('limit'),
};

/** The newest rows of the whole worklist, each carrying the total as a subquery PostgreSQL runs once. */
function firstPageQuery(db: Db, owner: OwnerKind) {
  const joined = db
    .select({ ...rowColumns, total: sql<number>`(${totalQuery(db, owner, placeholders, [])})`.mapWith(Number) })
    .from(worklistItems)
    .innerJoin(appointmentRequests, eq(appointmentRequests.id, worklistItems.requestId))
    .innerJoin(appointmentUnits, eq(appointmentUnits.unitId, appointmentRequests.unitId));
  return paged(joined.$dynamic(), owner, 'newest', placeholders, []);
}

// The unfiltered reads are prepared once per shape. The first page, which every open worklist
// polls, brings its total along: one round trip to the database instead of two.
const owners: OwnerKind[] = ['provider', 'user'];
const preparedFirstPages = new Map(
  owners.map((owner) => [
    owner,
    preparedOnce((db) => firstPageQuery(db, owner).prepare(`worklist_first_page_${owner}`)),
  ]),
);
const preparedPages = new Map(
  owners.flatMap((owner) =>
    (['before', 'after'] as const).map(
      (from) =>
        [
          `${owner}/${from}`,
          preparedOnce((db) => pageQuery(db, owner, from, placeholders, []).prepare(`worklist_page_${owner}_${from}`)),
        ] as const,
    ),
  ),
);
const preparedTotals = new Map(
  owners.map((owner) => [
    owner,
    preparedOnce((db) => totalQuery(db, owner, placeholders, []).prepare(`worklist_total_${owner}`)),
  ]),
);

export type WorklistRowSource = Awaited<ReturnType<typeof pageQuery>>[number];

const valuesOf = (tenantId: string, who: Audience) => ({ tenantId, ownerId: ownerId(who), audience: who.audience });

/**
 * Up to `limit` rows of `who`'s worklist from `step`, newest first except
 * after a cursor (oldest first). `filters` are conditions on the request.
 */
export function worklistRows(
  db: Db,
  tenantId: string,
  who: Audience,
  filters: SQL[],
  step: PageStep,
  limit: number,
): Promise<WorklistRowSource[]> {
  const at = step.from === 'newest' ? new Date(0) : step.at;
  const id = step.from === 'newest' ? null : (step.id ?? null);
  if (filters.length > 0 || step.from === 'newest') {
    return pageQuery(db, ownerKind(who), step.from, { ...valuesOf(tenantId, who), at, id, limit }, filters);
  }
  // Placeholders skip the column's encoder: the instant goes as drizzle would send it.
  return preparedPages.get(`${ownerKind(who)}/${step.from}`)!(db).execute({
    ...valuesOf(tenantId, who),
    at: at.toISOString(),
    id,
    limit,
  });
}

/** The newest `limit` rows of `who`'s whole worklist (no filters) and how many it holds, in one statement. */
export async function newestRowsWithTotal(
  db: Db,
  tenantId: string,
  who: Audience,
  limit: number,
): Promise<{ rows: WorklistRowSource[]; total: number }> {
  const got = await preparedFirstPages.get(ownerKind(who))!(db).execute({ ...valuesOf(tenantId, who), limit });
  // No row means no item: every item joins one request and unit.
  return { rows: got.map(({ total: _total, ...row }: (typeof got)[number]) => row), total: got[0]?.total ?? 0 };
}

/** How many rows `who`'s worklist holds under `filters` (conditions on the request), up to worklistTotalCap + 1. */
export async function worklistTotal(db: Db, tenantId: string, who: Audience, filters: SQL[]): Promise<number> {
  const v = valuesOf(tenantId, who);
  const [total] =
    filters.length === 0
      ? await preparedTotals.get(ownerKind(who))!(db).execute(v)
      : await totalQuery(db, ownerKind(who), v, filters);
  return Number(total?.n ?? 0);
}

/** Every status a request can have, in the order the filter offers them. */
export const requestStatuses = [...appointmentRequestStatuses];

/** Conditions on the request that a worklist's filter sets (opaque to the service). */
export type WorklistFilters = SQL[];

/**
 * The filter's conditions: they combine with AND, values within a filter
 * with OR; an empty list matches nothing. Dates are tenant-local days.
 */
export function worklistFilters(
  body: Pick<WorklistRequest, 'startDate' | 'endDate' | 'status' | 'requestType'>,
  timeZone: string,
): WorklistFilters {
  const filters: SQL[] = [];
  if (body.startDate) filters.push(gte(appointmentRequests.createdAt, dayStart(body.startDate, timeZone)));
  if (body.endDate) filters.push(lt(appointmentRequests.createdAt, dayStart(addLocalDays(body.endDate, 1), timeZone)));
  if (body.status) {
    filters.push(
      body.status.length
        ? inArray(appointmentRequests.status, body.status as (typeof appointmentRequestStatuses)[number][])
        : eq(appointmentRequests.id, '__none__'),
    );
  }
  if (body.requestType) {
    filters.push(
      body.requestType.length
        ? inArray(appointmentRequests.requestType, body.requestType as Array<'OPD' | 'MCU'>)
        : eq(appointmentRequests.id, '__none__'),
    );
  }
  return filters;
}
