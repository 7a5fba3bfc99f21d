import {
  worklistTotalCap,
  type WorklistActionCode,
  type WorklistCell,
  type WorklistData,
  type WorklistRequest,
  type WorklistTag,
} from '../../../src/lib/api/contract/worklists';
import type { Db } from '../../db/client';
import { staffActionFor } from '../appointments';
import { forbidden, refusal } from '../../lib/http-error';
import { formatZoned } from '../../lib/dates';
import type { Auth, Deps } from '../../types';
import {
  newestRowsWithTotal,
  requestStatuses,
  worklistFilters,
  worklistRows,
  worklistTotal,
  type Audience,
  type PageStep,
  type WorklistRowSource as Row,
} from './queries';

/** Staff columns, in order; each row's cells are keyed by the name without spaces. */
export const staffColumns = [
  'Reference No',
  'Patient Name',
  'Request Type',
  'Doctor / Package',
  'Location',
  'Appointment',
  'Status',
  'Waiting Time',
  'Created',
  'Actions',
];

const appPath = (path: string) => `/app${path}`;

const tag = (label: string, code: WorklistActionCode, href: string): WorklistTag => ({
  label,
  code,
  type: 'link',
  attribute: { href },
});

/**
 * `manages`: the reader works the provider's schedule. An agent's home lists the
 * same requests, but booking is the clinic's (the booking routes refuse agents),
 * so agents get the case view only rather than links that end in an error.
 */
function staffCells(
  r: Row,
  now: Date,
  timeZone: string,
  manages: boolean,
  offersReschedule: boolean,
): Record<string, WorklistCell> {
  // English text for callers that show it as sent; `at` lets the client word it in the UI language.
  const when = (d: Date): WorklistCell => ({
    type: 'text',
    value: formatZoned(d, timeZone, 'dateTime'),
    at: d.toISOString(),
    dateFormat: 'dateTime',
  });
  const manage = appPath(`/schedule/create/${r.unitId}/${encodeURIComponent(r.referenceNo)}/${r.requestType}`);
  const view = appPath(`/view/${r.requestType}/${encodeURIComponent(r.referenceNo)}`);
  const action = manages ? staffActionFor(r.status, offersReschedule) : null;
  const open = action !== null;
  return {
    ReferenceNo: open
      ? { type: 'url', value: r.referenceNo, url: manage }
      : manages
        ? { type: 'text', value: r.referenceNo }
        : { type: 'url', value: r.referenceNo, url: view },
    PatientName: { type: 'text', value: r.patientName },
    RequestType: { type: 'text', value: r.requestType },
    'Doctor/Package': { type: 'text', value: r.resourceName },
    Location: { type: 'text', value: r.locationName },
    Appointment: r.assignedSlotStart ? when(r.assignedSlotStart) : { type: 'text', value: '-' },
    // docs/product/worklists.md#cells: this status links to the case details, fetched in place before navigating.
    Status:
      manages && r.status === 'Pending Patient Response'
        ? {
            type: 'url',
            value: r.status,
            url: `/api/v1/booking/case/unitId/${r.unitId}/requesterId/${encodeURIComponent(r.referenceNo)}?roleId={roleId}`,
            contentTypeOfCalledURL: 'html',
          }
        : { type: 'text', value: r.status },
    WaitingTime: { type: 'milliseconds', value: Math.max(0, now.getTime() - r.created.getTime()) },
    Created: when(r.created),
    Actions: {
      type: 'json.tag',
      value: [
        ...(action === 'book' ? [tag('Book', 'book', manage)] : []),
        ...(action === 'manage' ? [tag('Manage', 'manage', manage)] : []),
        tag('View', 'view', view),
      ],
    },
  };
}

/**
 * One page of a worklist with the spec's newer/older cursor on `created`:
 * older = rows created before the cursor (descending), newer = rows after it
 * (read ascending, then flipped). Filters: worklistFilters (queries.ts).
 */
export async function worklistPage(
  db: Db,
  tenantId: string,
  who: Audience,
  body: Required<Pick<WorklistRequest, 'limit' | 'page'>> & WorklistRequest,
  timeZone: string,
  now: Date,
  offersReschedule: boolean,
): Promise<WorklistData> {
  const filters = worklistFilters(body, timeZone);
  const rowsFrom = (step: PageStep, limit: number) => worklistRows(db, tenantId, who, filters, step, limit);

  const cursor = body.created !== undefined ? new Date(body.created) : null;
  // Probes from a row of this page carry its id, so they are exact even on shared instants.
  const newerThan = (row: Row) => rowsFrom({ from: 'after', at: row.created, id: row.id }, 1).then((r) => r.length > 0);
  const olderThan = (row: Row) =>
    rowsFrom({ from: 'before', at: row.created, id: row.id }, 1).then((r) => r.length > 0);
  // One row past the page answers "is there more this way" without a second query: the
  // read is ordered by (created, id), so a row beyond the page is a row beyond its edge.
  let rows: Row[];
  // Known from the page's own statement on the unfiltered first page.
  let counted: number | undefined;
  let hasNewer: Promise<boolean>;
  let hasOlder: Promise<boolean>;
  if (cursor && body.action === 'newer') {
    const got = await rowsFrom({ from: 'after', at: cursor, id: body.requestId }, body.limit + 1);
    rows = got.slice(0, body.limit).reverse();
    hasNewer = Promise.resolve(got.length > body.limit);
    hasOlder = rows.length ? olderThan(rows[rows.length - 1]!) : Promise.resolve(false);
  } else {
    const older = cursor && body.action === 'older';
    let got: Row[];
    if (older || filters.length > 0) {
      got = await rowsFrom(
        older ? { from: 'before', at: cursor, id: body.requestId } : { from: 'newest' },
        body.limit + 1,
      );
    } else ({ rows: got, total: counted } = await newestRowsWithTotal(db, tenantId, who, body.limit + 1));
    rows = got.slice(0, body.limit);
    hasOlder = Promise.resolve(got.length > body.limit);
    // Without a cursor the page starts at the newest row, so nothing is newer.
    hasNewer = cursor && rows.length ? newerThan(rows[0]!) : Promise.resolve(false);
  }

  // The total is a count capped at worklistTotalCap: counting the whole filtered history on
  // every page and poll grew linearly with it (docs/decisions/0051-lists-at-insurer-scale.md).
  const [newer, older, matching] = await Promise.all([
    hasNewer,
    hasOlder,
    counted ?? worklistTotal(db, tenantId, who, filters),
  ]);
  const total = Math.min(matching, worklistTotalCap);
  // Staff never see a draft (docs/decisions/0087-drafts-reference-numbers-and-smaller-items.md): no "Incomplete"
  // to filter by.
  const statuses = who.audience === 'provider' ? requestStatuses.filter((s) => s !== 'Incomplete') : requestStatuses;
  return {
    dataTable: {
      columns: staffColumns,
      data: rows.map((row) => ({
        created: row.created.getTime(),
        requestId: row.id,
        referenceNo: row.referenceNo,
        requestType: row.requestType,
        cells: staffCells(row, now, timeZone, who.audience === 'provider', offersReschedule),
      })),
    },
    filters: {
      options: {
        status: { value: statuses },
        requestType: { value: ['OPD', 'MCU'] },
        startDate: { value: body.startDate ?? null },
        endDate: { value: body.endDate ?? null },
      },
      selectedOptions: {
        status: { value: body.status ?? statuses },
        requestType: { value: body.requestType ?? ['OPD', 'MCU'] },
      },
    },
    totalSize: total,
    totalCapped: matching > worklistTotalCap,
    page: body.page,
    hasNewer: newer,
    hasOlder: older,
  };
}

/** The worklist page a call asks for: only one's own (client, role, user), and only agents' and providers'. */
export async function staffWorklist(
  deps: Deps,
  auth: Auth,
  params: { client: string; roleId: string; userId: string },
  body: Required<Pick<WorklistRequest, 'limit' | 'page'>> & WorklistRequest,
): Promise<WorklistData> {
  const { client, roleId, userId } = params;
  if (client !== auth.tenantId || roleId !== auth.roleId || userId !== auth.userId) throw forbidden();
  // A reversed range matches nothing: saying why beats an empty list nobody can explain.
  if (body.startDate && body.endDate && body.endDate < body.startDate) throw refusal(400, 'worklists.rangeReversed');
  let who: Audience;
  if (auth.roleId === 'agent') who = { audience: 'agent', userId: auth.userId };
  else if (auth.providerId && ['clinic', 'doctor', 'specialist', 'hospital'].includes(auth.roleId)) {
    who = { audience: 'provider', providerId: auth.providerId };
  } else throw forbidden();
  return worklistPage(
    deps.db,
    auth.tenantId,
    who,
    body,
    auth.tenant.timeZone,
    deps.now(),
    auth.tenant.features.reschedule,
  );
}
