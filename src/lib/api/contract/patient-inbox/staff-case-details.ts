import { z } from 'zod';
import { apiPrefix, envelopeSchema } from '../envelope';
import { caseDetailsParamsSchema, caseViewSchema } from './case-details';

/**
 * A case of the caller's provider, as its clinic staff and doctors see it from the worklist's View
 * (docs/decisions/0078-staff-case-details.md). Its own route: the patient's
 * route names the reader in its path and answers patient-only parts (offers, self-cancel).
 */
export const staffCaseDetailsRoute = `${apiPrefix}/provider/case/:service/refNo/:ref`;
export const staffCaseDetailsPath = (service: string, referenceNo: string) =>
  `${apiPrefix}/provider/case/${encodeURIComponent(service.toLowerCase())}/refNo/${encodeURIComponent(referenceNo)}`;
export const staffCaseDetailsParamsSchema = caseDetailsParamsSchema.pick({ service: true, ref: true });

/** What the reader may do with the case next, as the worklist row offers it: book a slot, or move the appointment. */
export const staffCaseActions = ['book', 'manage'] as const;
export type StaffCaseAction = (typeof staffCaseActions)[number];

export const staffCaseDetailsResponseSchema = envelopeSchema(
  caseViewSchema.extend({ staffAction: z.enum(staffCaseActions).nullable() }),
);
export type StaffCaseDetails = z.infer<typeof staffCaseDetailsResponseSchema>['data'];
