/**
 * Why a call failed, in the terms screens need: no answer at all (`network`),
 * an error envelope or HTTP status (`http`), an answer that does not match its
 * schema (`schema`), or the server sending us to login (`session`).
 */
export type ApiErrorKind = 'network' | 'http' | 'schema' | 'session';

/**
 * More about a `network` failure: the 30 s limit ran out (`timeout`), or an
 * answer came but broken, e.g. truncated JSON (`malformed`). In both the
 * server may have done the work, so a retry reuses the Idempotency-Key.
 */
export type ApiErrorDetail = 'timeout' | 'malformed';

/** A failed API call; `message` is the server's text when it sent one, else ''. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status; 0 when there was no response. */
  readonly status: number;
  /** Per-field messages keyed by input name (server validation). */
  readonly fields: Record<string, string>;
  readonly detail: ApiErrorDetail | undefined;
  /** The server's code for a business refusal (e.g. `reschedule.notOffered`), for the client to translate. */
  readonly reason: string | undefined;
  /** Seconds the server asked us to wait (Retry-After on a 429 or 503). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    kind: ApiErrorKind,
    status: number,
    message: string,
    fields: Record<string, string> = {},
    detail?: ApiErrorDetail,
    reason?: string,
    retryAfterSeconds?: number,
  ) {
    super(message);
    this.reason = reason;
    this.retryAfterSeconds = retryAfterSeconds;
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.fields = fields;
    this.detail = detail;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
