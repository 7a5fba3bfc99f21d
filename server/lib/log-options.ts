import type { FastifyServerOptions } from 'fastify';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * The server's log settings, shared by server/main.ts and the test that
 * proves no personal data reaches the log. Requests are logged as method and
 * path only: query strings can carry login tokens, and headers carry cookies
 * and the tenant's Authorization value. Bodies are never logged. Plugins that
 * log headers at debug/trace level (@fastify/multipart logs busboy's options,
 * headers included) have the credentials redacted.
 */
const secretHeaders = ['cookie', 'authorization', 'x-xsrf-token', 'set-cookie'];
const redactPaths = secretHeaders.flatMap((h) => [`headers["${h}"]`, `*.headers["${h}"]`, `*.*.headers["${h}"]`]);

export function loggerOptions(level: string, stream?: { write: (line: string) => void }): LoggerOptions {
  return {
    level,
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, url: String(req.url).split('?')[0] }),
    },
    redact: { paths: redactPaths, censor: '[redacted]' },
    ...(stream ? { stream } : {}),
  };
}
