/**
 * Why a call failed, in the terms screens need: no answer at all (`network`),
 * an error envelope or HTTP status (`http`), an answer that does not match its
 * schema (`schema`), or the server sending us to login (`session`).
 */
export type ApiErrorKind = 'network' | 'http' | 'schema' | 'session';

/** A failed API call; `message` is the server's text when it sent one, else ''. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status; 0 when there was no response. */
  readonly status: number;
  /** Per-field messages keyed by input name (server validation). */
  readonly fields: Record<string, string>;

  constructor(kind: ApiErrorKind, status: number, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.fields = fields;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
