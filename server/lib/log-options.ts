import type { FastifyServerOptions } from 'fastify';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * The server's log settings, shared by server/main.ts and the test that
 * proves no personal data reaches the log. Requests are logged as method and
 * route pattern only (`/pds/v1/signing/:token`, never the path itself): path
 * segments carry live signing tokens and diagnosis search terms, query strings
 * login tokens, and headers cookies and the tenant's Authorization value.
 * Bodies are never logged. Plugins that log headers at debug/trace level
 * (@fastify/multipart logs busboy's options, headers included) have the
 * credentials redacted.
 */
const secretHeaders = ['cookie', 'authorization', 'x-xsrf-token', 'set-cookie'];
const redactPaths = secretHeaders.flatMap((h) => [`headers["${h}"]`, `*.headers["${h}"]`, `*.*.headers["${h}"]`]);

/** What a request that matched no route is logged as: its path is whatever the caller typed, data included. */
export const unmatchedRoute = '(unmatched)';

interface LoggedRequest {
  method?: string;
  is404?: boolean;
  routeOptions?: { url?: string };
}

/** The route pattern a request matched, which names its parameters instead of their values. */
export const loggableRoute = (req: LoggedRequest): string => (!req.is404 && req.routeOptions?.url) || unmatchedRoute;

export function loggerOptions(level: string, stream?: { write: (line: string) => void }): LoggerOptions {
  return {
    level,
    serializers: {
      req: (req: LoggedRequest) => ({ method: req.method, url: loggableRoute(req) }),
    },
    redact: { paths: redactPaths, censor: '[redacted]' },
    ...(stream ? { stream } : {}),
  };
}
