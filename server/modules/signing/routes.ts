import { pafPaths, qrBodySchema, signingUrlHeader } from '../../../src/lib/api/contract/pre-authorisation/paf';
import {
  signBodySchema,
  signResponseSchema,
  signingPaths,
  signingSummaryResponseSchema,
  signingTokenParamsSchema,
} from '../../../src/lib/api/contract/signing';
import { linkOrigin } from '../../config';
import { requireRole, registerPdsScope } from '../pre-authorisation';
import { qrPng } from './qr-signing';
import { ok } from '../../lib/reply';
import { fileAnswer } from '../../plugins/route-docs';
import type { Deps, ZodApp } from '../../types';
import { createSigningLink, sign, signingSummary } from './service';

const tags = ['signing'];
const qrAnswer = {
  ...fileAnswer('The QR code', 'image/png'),
  headers: { [signingUrlHeader]: { description: 'The signing link the code encodes.', schema: { type: 'string' } } },
};

/** QR image for a signer, and the token-only signing page calls behind it (in the /pds scope). */
export function registerSigningRoutes(app: ZodApp, deps: Deps): void {
  registerPdsScope(app, deps, (scope) => {
    scope.post(
      pafPaths.qr,
      {
        schema: { body: qrBodySchema },
        config: {
          tags,
          summary: 'Signature QR (250×250 PNG) encoding a single-use signing link',
          openapi: { responses: { 200: qrAnswer } },
        },
      },
      async (request, reply) => {
        const auth = requireRole(request, 'specialist');
        const url = await createSigningLink(deps, auth, request.body, linkOrigin());
        return reply
          .header('Content-Type', 'image/png')
          .header(signingUrlHeader, url)
          .header('Access-Control-Expose-Headers', signingUrlHeader)
          .send(await qrPng(url));
      },
    );

    scope.get(
      signingPaths.link(':token'),
      {
        schema: { params: signingTokenParamsSchema, response: { 200: signingSummaryResponseSchema } },
        config: { tags, summary: 'What the signer is about to sign', public: true },
      },
      async (request, reply) => ok(reply, await signingSummary(deps, request.params.token)),
    );

    scope.post(
      signingPaths.link(':token'),
      {
        schema: { params: signingTokenParamsSchema, body: signBodySchema, response: { 200: signResponseSchema } },
        config: { tags, summary: 'Sign (drawn or typed); the link is then used up', public: true },
      },
      async (request, reply) => ok(reply, await sign(deps, request.params.token, request.body)),
    );
  });
}
