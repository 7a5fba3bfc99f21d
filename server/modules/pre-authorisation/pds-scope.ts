import fastifyMultipart from '@fastify/multipart';
import type { Deps, ZodApp } from '../../types';
import { pafScope } from './paf-access';
import { referralFileLimitBytes } from './paf-uploads';

/**
 * The encapsulated scope every /pds and /doc route lives in: the fixed
 * Authorization rule, no caching, and multipart parsing for referral uploads.
 * Pre-authorisation and signing each open one, so both keep the same rules.
 */
export function registerPdsScope(app: ZodApp, deps: Deps, routes: (scope: ZodApp) => void): void {
  void app.register(async (scope) => {
    pafScope(scope, deps);
    await scope.register(fastifyMultipart, {
      limits: { fileSize: referralFileLimitBytes, files: 20, fields: 20, fieldSize: 4096 },
    });
    routes(scope);
  });
}
