import type { FastifyReply, FastifyRequest, onSendHookHandler, preValidationHookHandler } from 'fastify';
import { checkTenantAuthorization } from '../../plugins/auth';
import type { Deps } from '../../types';

/**
 * The spec's own `/users` and `/auth` prefixes fall outside the platform's
 * `/api` rules, so these routes apply the same two by themselves: the tenant's
 * fixed Authorization header (tenant named in the body, else the session's)
 * and `Cache-Control: no-store`, since answers carry personal data.
 */
export function accountRouteHooks(deps: Deps): { preValidation: preValidationHookHandler; onSend: onSendHookHandler } {
  return {
    preValidation: (request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) => {
      try {
        const body = request.body;
        const named =
          body && typeof body === 'object' && 'clientName' in body && typeof body.clientName === 'string'
            ? body.clientName
            : undefined;
        const tenantId = named ?? request.auth?.tenantId;
        if (tenantId) checkTenantAuthorization(deps, request, tenantId);
        done();
      } catch (err) {
        done(err as Error);
      }
    },
    onSend: (_request, reply, payload, done) => {
      reply.header('Cache-Control', 'no-store');
      done(null, payload);
    },
  };
}
