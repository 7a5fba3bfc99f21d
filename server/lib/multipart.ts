import { HttpError } from './http-error';

/** What a cut-off or malformed upload answers: the parser's own text names nothing the client sent. */
export const malformedUploadMessage =
  'The upload was cut off or is not valid multipart/form-data. Please send it again.';

/**
 * Runs the read of a multipart body and turns what the parser throws into a 4xx: busboy reports a truncated body,
 * a wrong or missing boundary or a part without headers as a plain Error (no status), which would otherwise reach
 * the error handler as a 500. Errors with a 4xx status (@fastify/multipart's limits) and HttpErrors pass through.
 */
export async function readingMultipart<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const status = (err as { statusCode?: unknown } | null)?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw err;
    throw new HttpError(400, malformedUploadMessage);
  }
}
