import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { HttpError } from '../lib/http-error';
import { errorBody } from '../lib/reply';

const validationMessage = 'Please check the highlighted fields.';

/** First message per top-level field: what the client shows under each input. */
export function fieldsOf(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_');
    fields[key] ??= issue.message;
  }
  return fields;
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
      return reply.code(err.statusCode).send(errorBody(err.statusCode, err.message, err.fields));
    }
    if (err instanceof ZodError) {
      return reply.code(400).send(errorBody(400, validationMessage, fieldsOf(err)));
    }
    const status = typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status < 500) {
      // Fastify's own 4xx (bad JSON, body too large, wrong media type): its message names no data.
      return reply.code(status).send(errorBody(status, err.message.split('\n')[0] ?? 'Bad request.'));
    }
    request.log.error(
      { err: { name: err.name, code: 'code' in err ? err.code : undefined, message: err.message, stack: err.stack }, route: request.routeOptions.url },
      'request failed',
    );
    return reply.code(500).send(errorBody(500, 'Something went wrong. Please try again.'));
  });
}
