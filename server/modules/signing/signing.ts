import type { FastifyRequest } from 'fastify';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { pafPaths, qrBodySchema, signingUrlHeader } from '../../../src/lib/api/contract/pre-authorisation/paf';
import {
  linkExpiredMessage,
  linkUsedMessage,
  signBodySchema,
  signResponseSchema,
  signingPageHref,
  signingPaths,
  signingSummaryResponseSchema,
  signingTokenParamsSchema,
} from '../../../src/lib/api/contract/signing';
import { publicOrigin } from '../../config';
import { pafCases, payors } from '../../db/schema/domain';
import { pafSigningLinks } from '../../db/schema/paf';
import { HttpError } from '../../lib/http-error';
import { loadCase, requireRole } from '../../lib/paf-access';
import { pafSigners, partFlagFor } from '../../lib/paf-signers';
import { hashSigningToken, newSigningToken, qrPng, signingLinkTtlMs } from '../../lib/qr-signing';
import { ok } from '../../lib/reply';
import type { Deps, ZodApp } from '../../types';

const tags = ['signing'];
const invalidLink = () => new HttpError(404, 'This signing link is not valid.');

/** The link a phone opens: same origin as the staff screen that asked for the QR. */
function originOf(request: FastifyRequest): string {
  return publicOrigin() ?? `${request.protocol}://${request.host}`;
}

async function linkFor(deps: Deps, token: string) {
  const [link] = await deps.db
    .select()
    .from(pafSigningLinks)
    .where(eq(pafSigningLinks.tokenHash, hashSigningToken(token)))
    .limit(1);
  if (!link) throw invalidLink();
  if (link.usedAt) throw new HttpError(410, linkUsedMessage);
  if (link.expiresAt.getTime() <= deps.now().getTime()) throw new HttpError(410, linkExpiredMessage);
  return link;
}

/** QR image for a signer, and the token-only signing page calls behind it. */
export function registerSigningRoutes(app: ZodApp, deps: Deps): void {
  app.post(
    pafPaths.qr,
    {
      schema: { body: qrBodySchema },
      config: { tags, summary: 'Signature QR (250×250 PNG) encoding a single-use signing link' },
    },
    async (request, reply) => {
      const auth = requireRole(request, 'specialist');
      const body = request.body;
      const row = await loadCase(deps, auth, body.caseId);
      if (row.clientId !== body.clientId) throw new HttpError(400, 'The case belongs to another payor.');
      const signer = pafSigners(row).find((s) => s.roleType === body.roleType);
      if (!signer) throw new HttpError(400, 'This person does not sign this case.');
      if (signer.signed) throw new HttpError(409, 'This part has already been signed.');
      // The specialist signs last, once every section including the referral is saved.
      if (body.roleType === 'specialist' && !row.referral) {
        throw new HttpError(409, 'Please complete every section before signing.');
      }
      const now = deps.now();
      // A new QR retires the previous unused link for the same signer.
      await deps.db
        .update(pafSigningLinks)
        .set({ expiresAt: now })
        .where(
          and(
            eq(pafSigningLinks.caseId, row.caseId),
            eq(pafSigningLinks.roleType, body.roleType),
            isNull(pafSigningLinks.usedAt),
            gt(pafSigningLinks.expiresAt, now),
          ),
        );
      const { token, tokenHash } = newSigningToken();
      await deps.db.insert(pafSigningLinks).values({
        tokenHash,
        tenantId: auth.tenantId,
        caseId: row.caseId,
        roleType: body.roleType,
        signerName: signer.signerName,
        createdByUserId: auth.userId,
        expiresAt: new Date(now.getTime() + signingLinkTtlMs),
        createdAt: now,
      });
      const url = `${originOf(request)}/app${signingPageHref(token, auth.tenantId)}`;
      return reply
        .header('Content-Type', 'image/png')
        .header(signingUrlHeader, url)
        .header('Access-Control-Expose-Headers', signingUrlHeader)
        .send(await qrPng(url));
    },
  );

  app.get(
    signingPaths.link(':token'),
    {
      schema: { params: signingTokenParamsSchema, response: { 200: signingSummaryResponseSchema } },
      config: { tags, summary: 'What the signer is about to sign' },
    },
    async (request, reply) => {
      const link = await linkFor(deps, request.params.token);
      const [row] = await deps.db.select().from(pafCases).where(eq(pafCases.caseId, link.caseId)).limit(1);
      if (!row) throw invalidLink();
      const [payor] = await deps.db
        .select({ name: payors.name })
        .from(payors)
        .where(eq(payors.clientId, row.clientId))
        .limit(1);
      return ok(reply, {
        caseId: row.caseId,
        roleType: link.roleType,
        signerName: link.signerName,
        patientName: row.fullName,
        payorName: payor?.name ?? row.clientId,
        admissionDate: row.admissionDate,
        admittingHospital: row.admittingHospital,
        expiresAt: link.expiresAt.toISOString(),
      });
    },
  );

  app.post(
    signingPaths.link(':token'),
    {
      schema: { params: signingTokenParamsSchema, body: signBodySchema, response: { 200: signResponseSchema } },
      config: { tags, summary: 'Sign (drawn or typed); the link is then used up' },
    },
    async (request, reply) => {
      const { token } = request.params;
      const body = request.body;
      await linkFor(deps, token);
      const now = deps.now();
      const signature =
        body.method === 'drawn'
          ? { method: body.method, imageDataUrl: body.imageDataUrl }
          : { method: body.method, typedName: body.typedName };
      // Conditional update: of two simultaneous submissions only one finds the link unused.
      const [used] = await deps.db
        .update(pafSigningLinks)
        .set({ usedAt: now, signature })
        .where(
          and(
            eq(pafSigningLinks.tokenHash, hashSigningToken(token)),
            isNull(pafSigningLinks.usedAt),
            gt(pafSigningLinks.expiresAt, now),
          ),
        )
        .returning();
      if (!used) throw new HttpError(410, linkUsedMessage);
      await deps.db
        .update(pafCases)
        .set({ ...partFlagFor(used.roleType), updatedAt: now })
        .where(eq(pafCases.caseId, used.caseId));
      return ok(reply, { caseId: used.caseId, roleType: used.roleType, signed: true as const });
    },
  );
}
