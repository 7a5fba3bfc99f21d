import type { WorklistCell, WorklistData, WorklistRow } from '../../../src/lib/api/contract/worklists';
import { inboxActionPath } from '../../../src/lib/api/contract/patient-inbox/inbox';
import { appointmentRequestStatuses } from './queries';
import { formatZoned } from '../../lib/dates';

/** What one inbox row is built from (a request joined with its provider names). */
export interface InboxSource {
  id: string;
  referenceNo: string;
  requestType: 'OPD' | 'MCU';
  status: string;
  createdAt: Date;
  doctorName: string | null;
  packageName: string | null;
  facilityName: string;
  /**
   * The booked or proposed time, if any: a proposal is answered from the row, so the row shows it
   * (docs/decisions/0084-proposals-the-patients-reschedule-page.md).
   */
  appointmentAt: Date | null;
}

export const inboxColumns = [
  'Reference No',
  'Request Type',
  'Doctor / Package',
  'Facility',
  'Appointment',
  'Requested On',
  'Status',
  'Actions',
] as const;

const text = (value: string): WorklistCell => ({ type: 'text', value });

/** Case details of a request (also the inbox action view route, docs/product/patient-inbox.md#case-details). */
export const viewHref = (s: Pick<InboxSource, 'requestType' | 'referenceNo'>) =>
  `/app/view/${s.requestType}/${encodeURIComponent(s.referenceNo)}`;
export const formHref = (s: Pick<InboxSource, 'requestType' | 'referenceNo'>) =>
  `/app/${s.requestType === 'MCU' ? 'mcu' : 'opd'}/patient/client/form/${encodeURIComponent(s.referenceNo)}`;

/** Pending patient response: accept or decline the proposed slot; incomplete: finish the form; else view. */
function actionsFor(s: InboxSource): WorklistCell {
  if (s.status === 'Pending Patient Response') {
    return {
      type: 'json.tag',
      value: [
        {
          label: 'Accept',
          code: 'accept',
          type: 'form',
          attribute: { method: 'POST', action: inboxActionPath('accept') },
        },
        {
          label: 'Decline',
          code: 'decline',
          type: 'form',
          attribute: { method: 'POST', action: inboxActionPath('decline') },
        },
      ],
    };
  }
  if (s.status === 'Incomplete') {
    return {
      type: 'json.tag',
      value: [{ label: 'Continue', code: 'continue', type: 'link', attribute: { href: formHref(s) } }],
    };
  }
  return { type: 'json.tag', value: [{ label: 'View', code: 'view', type: 'link', attribute: { href: viewHref(s) } }] };
}

export function inboxRow(s: InboxSource, timeZone: string): WorklistRow {
  return {
    created: s.createdAt.getTime(),
    requestId: s.id,
    referenceNo: s.referenceNo,
    requestType: s.requestType,
    cells: {
      ReferenceNo: { type: 'url', value: s.referenceNo, url: viewHref(s) },
      RequestType: text(s.requestType),
      'Doctor/Package': text(s.doctorName ?? s.packageName ?? ''),
      Facility: text(s.facilityName),
      Appointment: s.appointmentAt
        ? {
            type: 'text',
            value: formatZoned(s.appointmentAt, timeZone, 'dateTime'),
            at: s.appointmentAt.toISOString(),
            dateFormat: 'dateTime',
          }
        : text('-'),
      // English text for callers that show it as sent; `at` lets the client word it in the UI language.
      RequestedOn: {
        type: 'text',
        value: formatZoned(s.createdAt, timeZone, 'date'),
        at: s.createdAt.toISOString(),
        dateFormat: 'date',
      },
      Status: text(s.status),
      Actions: actionsFor(s),
    },
  };
}

export interface InboxQuery {
  limit: number;
  page: number;
  action?: 'newer' | 'older' | undefined;
  created?: number | undefined;
  /** The cursor row's id: ties on `created` are ordered by id, so the cursor is exact. */
  requestId?: string | undefined;
  startDate?: string | null | undefined;
  endDate?: string | null | undefined;
  status?: string[] | undefined;
  requestType?: string[] | undefined;
}

/**
 * Filters (dates are the tenant's local days) and cursor-pages newest first:
 * 'older' continues after `created`, 'newer' goes back before it.
 */
export function inboxPage(all: InboxSource[], q: InboxQuery, timeZone: string): WorklistData {
  const status = q.status ?? [...appointmentRequestStatuses];
  const requestType = q.requestType ?? ['OPD', 'MCU'];
  const day = (d: Date) => formatZoned(d, timeZone, 'api');
  const filtered = all
    .filter((s) => status.includes(s.status) && requestType.includes(s.requestType))
    .filter((s) => (!q.startDate || day(s.createdAt) >= q.startDate) && (!q.endDate || day(s.createdAt) <= q.endDate))
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id));
  let start = 0;
  if (q.action && q.created !== undefined) {
    const cursor = q.created;
    const id = q.requestId;
    // Without the row's id (an older client) the cursor is strict on `created` alone.
    const isOlder = (s: InboxSource) =>
      s.createdAt.getTime() < cursor ||
      (s.createdAt.getTime() === cursor && id !== undefined && s.id.localeCompare(id) < 0);
    const isNewer = (s: InboxSource) =>
      s.createdAt.getTime() > cursor ||
      (s.createdAt.getTime() === cursor && id !== undefined && s.id.localeCompare(id) > 0);
    if (q.action === 'older') {
      const at = filtered.findIndex(isOlder);
      start = at < 0 ? filtered.length : at;
    } else {
      const newer = filtered.filter(isNewer).length;
      start = Math.max(0, newer - q.limit);
    }
  }
  const rows = filtered.slice(start, start + q.limit);
  return {
    dataTable: { columns: [...inboxColumns], data: rows.map((s) => inboxRow(s, timeZone)) },
    filters: {
      options: {
        status: { value: [...appointmentRequestStatuses] },
        requestType: { value: ['OPD', 'MCU'] },
        startDate: { value: q.startDate ?? null },
        endDate: { value: q.endDate ?? null },
      },
      selectedOptions: { status: { value: status }, requestType: { value: requestType } },
    },
    totalSize: filtered.length,
    page: Math.floor(start / q.limit) + 1,
    hasNewer: start > 0,
    hasOlder: start + q.limit < filtered.length,
  };
}
