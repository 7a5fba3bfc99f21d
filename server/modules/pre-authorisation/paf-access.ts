import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pafCases, payors } from '../../db/schema/domain';
import { checkTenantAuthorization, requireAuth } from '../../plugins/auth';
import type { Auth, Deps } from '../../types';
import { HttpError, forbidden, notFound } from '../../lib/http-error';

export type PafCase = typeof pafCases.$inferSelect;

/** Roles that work with PAF cases at all (docs/product/pre-authorisation.md#roles); patients sign through links instead. */
const pafRoles = new Set(['specialist', 'hospital', 'payor']);

export function requirePafUser(request: FastifyRequest): Auth {
  const auth = requireAuth(request);
  if (!pafRoles.has(auth.roleId)) throw forbidden();
  return auth;
}

export function requireRole(request: FastifyRequest, role: 'specialist' | 'hospital'): Auth {
  const auth = requireAuth(request);
  if (auth.roleId !== role) throw forbidden();
  return auth;
}

/**
 * A case the user may see: same tenant; a specialist sees the cases they
 * started, hospital and payor users every case of their tenant
 * (docs/decisions/0007-pre-authorisation.md).
 */
export async function loadCase(deps: Deps, auth: Auth, caseId: string): Promise<PafCase> {
  const [row] = await deps.db
    .select()
    .from(pafCases)
    .where(and(eq(pafCases.caseId, caseId), eq(pafCases.tenantId, auth.tenantId)))
    .limit(1);
  if (!row || (auth.roleId === 'specialist' && row.createdByUserId !== auth.userId)) throw notFound('Case');
  return row;
}

/**
 * A case whose medical attachments (referral letters) the user may download:
 * its specialist and the hospital. The payor's screens show the case and its
 * completed PDF, never the attachments (security round three, finding 2).
 */
export async function loadCaseAttachments(deps: Deps, auth: Auth, caseId: string): Promise<PafCase> {
  if (auth.roleId === 'payor') throw notFound('Case');
  return loadCase(deps, auth, caseId);
}

/** A case its specialist may still change: theirs, and not yet signed by them. */
export async function loadDraftOf(deps: Deps, auth: Auth, caseId: string): Promise<PafCase> {
  const row = await loadCase(deps, auth, caseId);
  if (row.isSpecialistPartCompleted) {
    throw new HttpError(409, 'This case has already been signed and can no longer be changed.');
  }
  return row;
}

/** A payor of the user's tenant, by its client id. */
export async function loadPayor(deps: Deps, auth: Auth, clientId: string) {
  const [row] = await deps.db
    .select()
    .from(payors)
    .where(and(eq(payors.clientId, clientId), eq(payors.tenantId, auth.tenantId)))
    .limit(1);
  if (!row) throw notFound('Payor');
  return row;
}

/** Whole years between a date of birth and today (docs/product/form-engine.md#email-and-date-of-birth counts a minor by year difference). */
export function ageInYears(dateOfBirth: string, today: string): number {
  return Number(today.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
}

/**
 * /pds and /doc are outside the shared /api hook, so PAF routes apply the
 * same fixed Authorization rule themselves and are never cached.
 */
export function pafScope(app: FastifyInstance, deps: Deps): void {
  app.addHook('preValidation', (request: FastifyRequest, _reply: FastifyReply, done) => {
    try {
      if (request.auth) checkTenantAuthorization(deps, request, request.auth.tenantId);
      done();
    } catch (err) {
      done(err as Error);
    }
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
