import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  inboxActionParamsSchema,
  inboxActionRequestSchema,
  inboxActionResponseSchema,
  patientWorklistParamsSchema,
  patientWorklistResponseSchema,
  pendingLinkPath,
  pendingLinkResponseSchema,
  type InboxAction,
} from '../../../src/lib/api/contract/patient-inbox/inbox';
import { apiPrefix } from '../../../src/lib/api/contract/envelope';
import { worklistRequestSchema, type WorklistRequest } from '../../../src/lib/api/contract/worklists';
import { preparedOnce } from '../../db/prepared';
import {
  appointmentRequests,
  appointmentStatusHistory,
  doctors,
  facilities,
  screeningPackages,
  worklistItems,
} from '../../db/schema/domain';
import type { SupportedLocale } from '../../../src/lib/tenant/countries';
import { packageName, requestLocale } from '../../lib/data-locale';
import { forbidden, HttpError, notFound } from '../../lib/http-error';
import { ok } from '../../lib/reply';
import { requireAuth } from '../../plugins/auth';
import type { Auth, Deps, ZodApp } from '../../types';
import { formHref, inboxPage, type InboxQuery, type InboxSource } from './patient-inbox-rows';
import { releaseSlots } from '../../lib/appointments/slots';
import { historyNotes } from '../../../src/lib/api/contract/history-notes';

const tags = ['patient-inbox'];

/** Status an inbox action moves a 'Pending Patient Response' request to. */
const actionOutcome: Record<InboxAction, string> = { accept: 'Scheduled', decline: 'Cancel' };

// Every open inbox polls this: prepared once, and only the columns a row shows (not the patient's details).
const inboxRows = preparedOnce((db) =>
  db
    .select({
      id: appointmentRequests.id,
      referenceNo: appointmentRequests.referenceNo,
      requestType: appointmentRequests.requestType,
      status: appointmentRequests.status,
      createdAt: appointmentRequests.createdAt,
      doctorName: doctors.fullname,
      packageName: screeningPackages.name,
      packageLabels: screeningPackages.labels,
      facilityName: facilities.facilityName,
    })
    .from(worklistItems)
    .innerJoin(appointmentRequests, eq(appointmentRequests.id, worklistItems.requestId))
    .innerJoin(facilities, eq(facilities.id, appointmentRequests.facilityId))
    .leftJoin(doctors, eq(doctors.id, appointmentRequests.doctorId))
    .leftJoin(screeningPackages, eq(screeningPackages.id, appointmentRequests.packageId))
    .where(
      and(
        eq(worklistItems.audience, 'patient'),
        eq(worklistItems.userId, sql.placeholder('userId')),
        eq(worklistItems.tenantId, sql.placeholder('tenantId')),
      ),
    )
    .prepare('patient_inbox_rows'),
);

/** The inbox's rows, the package named in the reader's language (the "Doctor / Package" cell). */
const inboxSources = async (deps: Deps, auth: Auth, locale: SupportedLocale): Promise<InboxSource[]> => {
  const rows = await inboxRows(deps.db).execute({ userId: auth.userId, tenantId: auth.tenantId });
  return rows.map(({ packageLabels, ...row }) => ({
    ...row,
    packageName: packageName(row.packageName, packageLabels, locale),
  }));
};

export function registerPatientInboxRoutes(app: ZodApp, deps: Deps): void {
  for (const suffix of ['', '/filter']) {
    app.post(
      `${apiPrefix}/worklist/patient/:userId${suffix}`,
      {
        schema: {
          params: patientWorklistParamsSchema,
          body: worklistRequestSchema,
          response: { 200: patientWorklistResponseSchema },
        },
        config: { tags, summary: suffix ? "Filter the patient's inbox" : "The patient's inbox (cursor paging)" },
      },
      async (request, reply) => {
        const auth = requireAuth(request);
        const { userId } = request.params;
        if (userId !== auth.userId) throw forbidden();
        const body = request.body as WorklistRequest & InboxQuery;
        // /filter starts over from the newest row.
        const query = suffix ? { ...body, action: undefined, created: undefined } : body;
        return ok(
          reply,
          inboxPage(await inboxSources(deps, auth, requestLocale(request)), query, auth.tenant.timeZone),
        );
      },
    );
  }

  app.get(
    pendingLinkPath,
    {
      schema: { response: { 200: pendingLinkResponseSchema } },
      config: { tags, summary: 'Form link of the latest incomplete appointment request' },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const [row] = await deps.db
        .select({ referenceNo: appointmentRequests.referenceNo, requestType: appointmentRequests.requestType })
        .from(appointmentRequests)
        .where(
          and(
            eq(appointmentRequests.patientUserId, auth.userId),
            eq(appointmentRequests.tenantId, auth.tenantId),
            eq(appointmentRequests.status, 'Incomplete'),
          ),
        )
        .orderBy(desc(appointmentRequests.createdAt))
        .limit(1);
      return ok(reply, { url: row ? formHref(row) : null });
    },
  );

  app.post(
    `${apiPrefix}/worklist/patient/action/:action`,
    {
      schema: {
        params: inboxActionParamsSchema,
        body: inboxActionRequestSchema,
        response: { 200: inboxActionResponseSchema },
      },
      config: { tags, summary: 'Accept or decline a proposed appointment' },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { action } = request.params;
      const { requestId, pId } = request.body;
      if (pId !== auth.userId) throw forbidden();
      const [row] = await deps.db
        .select()
        .from(appointmentRequests)
        .where(eq(appointmentRequests.id, requestId))
        .limit(1);
      if (!row || row.tenantId !== auth.tenantId || row.patientUserId !== auth.userId) {
        throw notFound('Appointment request');
      }
      const status = actionOutcome[action];
      const now = deps.now();
      await deps.db.transaction(async (tx) => {
        // Conditional update: a second click (or a staff change in between) finds nothing to move.
        const moved = await tx
          .update(appointmentRequests)
          .set({ status: status as typeof row.status, updatedAt: now })
          .where(and(eq(appointmentRequests.id, requestId), eq(appointmentRequests.status, 'Pending Patient Response')))
          .returning({ id: appointmentRequests.id });
        if (moved.length === 0) throw new HttpError(409, 'This appointment request no longer awaits your response.');
        // The proposed slots go back to the pool. The update above holds the request's row lock, and
        // what the request holds is read under it: `row` was read before and may name an older slot.
        if (action === 'decline') await releaseSlots(tx, { id: requestId });
        await tx.insert(appointmentStatusHistory).values({
          id: `${requestId}-h-${randomUUID()}`,
          requestId,
          status,
          changedByUserId: auth.userId,
          changedByName: `${auth.firstName} ${auth.lastName}`.trim(),
          notes: action === 'accept' ? historyNotes.patientAccepted : historyNotes.patientDeclined,
          createdAt: now,
        });
      });
      return ok(reply, { status });
    },
  );
}
