import type { onSendHookHandler, preValidationHookHandler } from 'fastify';
import {
  preferredLocaleBodySchema,
  preferredLocalePath,
  preferredLocaleResponseSchema,
} from '../../../src/lib/api/contract/account-locale';
import { ok } from '../../lib/reply';
import { requireAuth } from '../../plugins/auth';
import type { Deps, ZodApp } from '../../types';
import { savePreferredLocale } from './locale-service';

interface Hooks {
  preValidation: preValidationHookHandler;
  onSend: onSendHookHandler;
}

/**
 * PUT the account's language: the one its mails are written in
 * (docs/decisions/0057-notification-mails-language-content-calendar.md).
 */
export function registerLocaleRoutes(app: ZodApp, deps: Deps, hooks: Hooks): void {
  app.put(
    preferredLocalePath,
    {
      ...hooks,
      schema: { body: preferredLocaleBodySchema, response: { 200: preferredLocaleResponseSchema } },
      config: { tags: ['account'], summary: 'The language this account reads its mails in' },
    },
    async (request, reply) => ok(reply, await savePreferredLocale(deps, requireAuth(request), request.body)),
  );
}
