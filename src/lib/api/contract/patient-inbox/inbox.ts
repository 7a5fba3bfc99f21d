import { z } from 'zod';
import { apiPrefix, envelopeSchema } from '../envelope';
import { worklistResponseSchema } from '../worklists';

/** Patient inbox (My Inbox): {api}/worklist/patient/{userId}, plus /filter (docs/product/patient-inbox.md#inbox-calls). */
export const patientWorklistPath = (userId: string) => `${apiPrefix}/worklist/patient/${encodeURIComponent(userId)}`;
export const patientWorklistFilterPath = (userId: string) => `${patientWorklistPath(userId)}/filter`;
export const patientWorklistParamsSchema = z.object({ userId: z.string().min(1).max(80) });
export const patientWorklistResponseSchema = worklistResponseSchema;

/** Inbox default and choices (docs/product/patient-inbox.md#my-inbox: 25, 50, 100; default 25). */
export const inboxRowsOptions = [25, 50, 100] as const;

/** The incomplete-request banner: GET {api}/opd/pending/link answers the form URL, or null. */
export const pendingLinkPath = `${apiPrefix}/opd/pending/link`;
export const pendingLinkResponseSchema = envelopeSchema(z.object({ url: z.string().nullable() }));

/** Inline row actions the server offers in a json.tag cell (form tags POST here). */
export const inboxActions = ['accept', 'decline'] as const;
export type InboxAction = (typeof inboxActions)[number];
export const inboxActionPath = (action: InboxAction) => `${apiPrefix}/worklist/patient/action/${action}`;
export const inboxActionParamsSchema = z.object({ action: z.enum(inboxActions) });
export const inboxActionRequestSchema = z.object({
  requestId: z.string().min(1).max(80),
  pId: z.string().min(1).max(80),
});
export const inboxActionResponseSchema = envelopeSchema(z.object({ status: z.string() }));
