import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { HttpError } from '../lib/http-error';
import { errorBody } from '../lib/reply';

const validationMessage = 'Please check the highlighted fields.';
const unavailableMessage = 'The service is temporarily unavailable. Please try again in a few minutes.';
/** Seconds a client should wait before trying again when the database is unreachable. */
export const unavailableRetryAfterSeconds = 30;

// Node socket errors met while reaching the database (node-postgres wraps them in the query error).
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
// SQLSTATE: class 08 connection exception; 57P01-03 server shutting down or starting; 53300 too many connections.
const unavailableSqlStates = new Set(['57P01', '57P02', '57P03', '53300']);
// Driver messages without a code: PGlite after close(), node-postgres losing, failing to get or having shut its connections.
const unavailableMessages = [
  /^PGlite is closed/,
  /Connection terminated/,
  /timeout exceeded when trying to connect/,
  /^Cannot use a pool after calling end/,
];

/**
 * True when the failure is the database being unreachable, not a bug: the
 * error or one of its causes (drizzle wraps the driver's error) carries a
 * connection-class code or message. A syntax error, a constraint violation or
 * a TypeError stays a 500, so real bugs are never hidden behind "try later".
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      (socketCodes.has(code) || unavailableSqlStates.has(code) || /^08[0-9A-Z]{3}$/.test(code))
    ) {
      return true;
    }
    if (unavailableMessages.some((pattern) => pattern.test(current instanceof Error ? current.message : ''))) {
      return true;
    }
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = current.cause;
  }
  return false;
}

const invalidDataMessage = 'Some of the data sent is not valid.';

/**
 * True when the database refused a value itself (SQLSTATE class 22, data
 * exception: invalid input syntax, out of range, invalid datetime, U+0000 in
 * text...). The schemas should refuse such input first; this is the safety
 * net that keeps a value they missed a 400 instead of a 500.
 */
export function isDataException(error: unknown): boolean {
  return hasSqlState(error, /^22[0-9A-Z]{3}$/);
}

const conflictMessage = 'Someone else changed this at the same moment. Please try again.';

/**
 * True when PostgreSQL gave up one of two transactions that waited on each
 * other (40P01 deadlock, 40001 serialization failure): nothing was written,
 * and trying again succeeds, so the caller gets a 409, not a 500.
 */
export function isWriteConflict(error: unknown): boolean {
  return hasSqlState(error, /^(40P01|40001)$/);
}

/** The error or one of its causes (drizzle wraps the driver's error) carries a SQLSTATE matching `pattern`. */
function hasSqlState(error: unknown, pattern: RegExp): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && pattern.test(code)) return true;
    current = current.cause;
  }
  return false;
}

/**
 * Answers Fastify's router-level failures (a path segment over maxParamLength,
 * bad percent-encoding) with the envelope. Fastify's default body echoes the
 * whole path, which may carry personal data; ours names none.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  void reply
    .code(status)
    .send(errorBody(status, status === 414 ? 'The address is too long.' : 'The address is not valid.'));
}

/** First message per top-level field: what the client shows under each input. */
export function fieldsOf(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_');
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The same for a request the type provider's validator refused: `instancePath` is `/field/...`. */
function fieldsOfValidation(issues: ReadonlyArray<{ instancePath: string; message?: string }>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.instancePath.split('/')[1] || '_';
    fields[key] ??= issue.message ?? 'Invalid value.';
  }
  return fields;
}

/** A driver error's text without the failed query's parameters, which may be personal data. */
function loggableMessage(error: Error): string {
  const own = error.message.split('\nparams:')[0] ?? '';
  return error.cause instanceof Error ? `${own} (cause: ${loggableMessage(error.cause)})` : own;
}

/**
 * One envelope for every failure. Bodies carry a plain message only (never a
 * stack); the server log gets the stack and route, but no request body,
 * query or cookies, which may hold personal data or tokens.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError | ZodError, request, reply) => {
    if (err instanceof HttpError) {
      if (err.headers) reply.headers(err.headers);
      return reply.code(err.statusCode).send(errorBody(err.statusCode, err.message, err.fields, err.reason));
    }
    if (err instanceof ZodError) {
      return reply.code(400).send(errorBody(400, validationMessage, fieldsOf(err)));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      return reply.code(400).send(errorBody(400, validationMessage, fieldsOfValidation(err.validation)));
    }
    const status =
      typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status < 500) {
      // Fastify's own 4xx (bad JSON, body too large, wrong media type): its message names no data.
      return reply.code(status).send(errorBody(status, err.message.split('\n')[0] ?? 'Bad request.'));
    }
    if (isDataException(err)) {
      request.log.warn(
        {
          err: { name: err.name, code: 'code' in err ? err.code : undefined, message: loggableMessage(err) },
          route: request.routeOptions.url,
        },
        'database refused a value',
      );
      return reply.code(400).send(errorBody(400, invalidDataMessage));
    }
    if (isWriteConflict(err)) {
      request.log.warn(
        { err: { name: err.name, code: 'code' in err ? err.code : undefined }, route: request.routeOptions.url },
        'write conflict',
      );
      return reply.code(409).send(errorBody(409, conflictMessage));
    }
    if (isDatabaseUnavailable(err)) {
      request.log.error(
        { err: { name: err.name, message: loggableMessage(err) }, route: request.routeOptions.url },
        'database unavailable',
      );
      reply.header('retry-after', String(unavailableRetryAfterSeconds));
      return reply.code(503).send(errorBody(503, unavailableMessage));
    }
    request.log.error(
      {
        err: {
          name: err.name,
          code: 'code' in err ? err.code : undefined,
          message: loggableMessage(err),
          stack: err.stack,
        },
        route: request.routeOptions.url,
      },
      'request failed',
    );
    return reply.code(500).send(errorBody(500, 'Something went wrong. Please try again.'));
  });
}
