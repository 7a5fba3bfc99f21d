import { randomUUID } from 'node:crypto';
import type { InboxAction } from '../../../src/lib/api/contract/patient-inbox/inbox';
import { historyNotes } from '../../../src/lib/api/contract/history-notes';
import type { WorklistData } from '../../../src/lib/api/contract/worklists';
import type { SupportedLocale } from '../../../src/lib/tenant/countries';
import { refusalFor, releaseSlots } from '../appointments';
import { packageName, packageText } from '../../lib/data-locale';
import { forbidden, HttpError, notFound } from '../../lib/http-error';
import type { Auth, Deps } from '../../types';
import { offerFreedPlaces, offerOf } from '../waiting-list';
import { caseView } from './case-view';
import { selfCancelState } from './self-cancel-service';
import { formHref, inboxPage, type InboxQuery, type InboxSource } from './inbox-rows';
import {
  caseByReference,
  insertStatusHistory,
  latestIncompleteRequest,
  moveFromPendingResponse,
  patientInboxRows,
  requestById,
  type AppointmentRequestStatus,
} from './queries';

/** Status an inbox action moves a 'Pending Patient Response' request to. */
const actionOutcome: Record<InboxAction, AppointmentRequestStatus> = { accept: 'Scheduled', decline: 'Cancel' };

/** The inbox's rows, the package named in the reader's language (the "Doctor / Package" cell). */
async function inboxSources(deps: Deps, auth: Auth, locale: SupportedLocale): Promise<InboxSource[]> {
  const rows = await patientInboxRows(deps.db, { userId: auth.userId, tenantId: auth.tenantId });
  return rows.map(({ packageLabels, ...row }) => ({
    ...row,
    packageName: packageName(row.packageName, packageLabels, locale),
  }));
}

/** One page of the patient's own inbox; `fromNewest` (/filter) starts over from the newest row. */
export async function patientInboxPage(
  deps: Deps,
  auth: Auth,
  input: { userId: string; query: InboxQuery; fromNewest: boolean; locale: SupportedLocale },
): Promise<WorklistData> {
  if (input.userId !== auth.userId) throw forbidden();
  const query = input.fromNewest
    ? { ...input.query, action: undefined, created: undefined, requestId: undefined }
    : input.query;
  return inboxPage(await inboxSources(deps, auth, input.locale), query, auth.tenant.timeZone);
}

/** Form link of the patient's latest incomplete request, or null. */
export async function pendingFormLink(deps: Deps, auth: Auth): Promise<string | null> {
  const row = await latestIncompleteRequest(deps.db, { userId: auth.userId, tenantId: auth.tenantId });
  return row ? formHref(row) : null;
}

/** Accepts or declines the slot proposed to the patient; answers the request's new status. */
export async function answerProposal(
  deps: Deps,
  auth: Auth,
  input: { action: InboxAction; requestId: string; pId: string },
): Promise<AppointmentRequestStatus> {
  const { action, requestId } = input;
  if (input.pId !== auth.userId) throw forbidden();
  const row = await requestById(deps.db, requestId);
  if (!row || row.tenantId !== auth.tenantId || row.patientUserId !== auth.userId) {
    throw notFound('Appointment request');
  }
  const status = actionOutcome[action];
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const moved = await moveFromPendingResponse(tx, requestId, status, now);
    if (!moved) throw new HttpError(409, 'This appointment request no longer awaits your response.');
    // The proposed slots go back to the pool. The update above holds the request's row lock, and
    // what the request holds is read under it: `row` was read before and may name an older slot.
    if (action === 'decline') await releaseSlots(tx, { id: requestId });
    if (action === 'decline') await offerFreedPlaces(tx, deps, row);
    await insertStatusHistory(tx, {
      id: `${requestId}-h-${randomUUID()}`,
      requestId,
      status,
      changedByUserId: auth.userId,
      changedByName: `${auth.firstName} ${auth.lastName}`.trim(),
      notes: action === 'accept' ? historyNotes.patientAccepted : historyNotes.patientDeclined,
      createdAt: now,
    });
  });
  return status;
}

/** The time the clinic proposed, while it waits for this patient's answer (an agent who filed it only reads it). */
function proposalOf(
  auth: Auth,
  r: {
    id: string;
    status: string;
    patientUserId: string | null;
    assignedSlotStart: Date | null;
    assignedSlotEnd: Date | null;
  },
) {
  if (r.status !== 'Pending Patient Response' || r.patientUserId !== auth.userId) return null;
  if (!r.assignedSlotStart || !r.assignedSlotEnd) return null;
  return {
    requestId: r.id,
    slotStartAt: r.assignedSlotStart.toISOString(),
    slotEndAt: r.assignedSlotEnd.toISOString(),
  };
}

/** The patient's own case by service type and reference (the case details page). */
export async function caseDetails(
  deps: Deps,
  auth: Auth,
  input: { service: 'OPD' | 'MCU'; ref: string; userId: string; locale: SupportedLocale },
) {
  const { locale } = input;
  if (input.userId !== auth.userId) throw forbidden();
  const row = await caseByReference(deps.db, auth.tenantId, input.ref, input.service);
  // Someone else's case answers as missing, not forbidden: references are guessable.
  if (!row || (row.r.patientUserId !== auth.userId && row.r.createdByUserId !== auth.userId)) {
    throw notFound('Case');
  }
  const { r, pkg, facility } = row;
  const now = deps.now();
  const { view, preferredRows } = await caseView(deps, row, locale, now);
  const names = {
    facilityName: facility.facilityName,
    doctorName: row.doctor?.fullname ?? null,
    packageName: pkg ? packageText(pkg, locale).name : null,
  };
  return {
    ...view,
    // The booking routes let only the patient themselves move it (an agent who filed it sees the status).
    canReschedule:
      auth.roleId === 'patient' &&
      r.patientUserId === auth.userId &&
      refusalFor(auth, r, deps.now(), 'patient') === null,
    selfCancel: selfCancelState(auth, r, deps.now()),
    proposal: proposalOf(auth, r),
    waitingListOffers:
      r.patientUserId === auth.userId
        ? preferredRows.flatMap(({ offer, slot }) =>
            offer && slot ? [offerOf({ offer, slot, request: r }, names, auth.tenant.timeZone, now)] : [],
          )
        : [],
  };
}
