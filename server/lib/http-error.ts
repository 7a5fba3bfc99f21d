import { errorReasons, type ErrorReason } from '../../src/lib/api/contract/error-reasons';

/** An error whose message is safe to show the user; anything else becomes a generic 500. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
    /** A stable code the client translates (the envelope's `error.reason`). */
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notAuthenticated = () => new HttpError(401, 'Please sign in.');
export const forbidden = () => new HttpError(403, 'You do not have access to this resource.');
export const notFound = (what = 'Resource') => new HttpError(404, `${what} not found.`);

/**
 * A refusal the client words in the reader's language from its code (src/lib/api/contract/error-reasons.ts);
 * the English text goes with it for API clients and logs.
 */
export function refusal(
  statusCode: number,
  reason: ErrorReason,
  options: { message?: string; fields?: Record<string, string>; headers?: Record<string, string> } = {},
): HttpError {
  return new HttpError(statusCode, options.message ?? errorReasons[reason], options.fields, options.headers, reason);
}
