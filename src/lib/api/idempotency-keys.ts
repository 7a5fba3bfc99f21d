/**
 * One Idempotency-Key per state-changing call whose outcome we do not know.
 * A call that timed out (or whose answer arrived broken) may have been done
 * on the server, so the same call sent again — same method, URL and body —
 * carries the same key and the server replays its first answer instead of
 * booking or saving twice. Once an answer arrives the key is dropped, so a
 * later, deliberate repeat is a new operation with a new key.
 */

// Shorter than the server's 10-minute window (server/plugins/idempotency.ts), so a reused key is always still honoured.
const keepMs = 5 * 60_000;
const pending = new Map<string, { key: string; until: number }>();

function newKey(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/** A stable description of a request body: JSON as sent; FormData by its entries (files by name, size and date). */
export function describeBody(body: unknown): string {
  if (body === undefined || body === null) return '';
  if (typeof FormData !== 'undefined' && body instanceof FormData) {
    const parts: string[] = [];
    body.forEach((value, name) => {
      parts.push(
        typeof value === 'string'
          ? `${name}=${value}`
          : `${name}=file:${value.name}:${value.size}:${value.lastModified}`,
      );
    });
    return parts.join('&');
  }
  return typeof body === 'string' ? body : JSON.stringify(body);
}

/** The key for this call: the pending one when the same call is being retried, else a new one. */
export function idempotencyKeyFor(fingerprint: string, now = Date.now()): string {
  const found = pending.get(fingerprint);
  if (found && found.until > now) return found.key;
  const key = newKey();
  pending.set(fingerprint, { key, until: now + keepMs });
  return key;
}

/** The call was answered (success or a server's error answer): its next send is a new operation. */
export function forgetIdempotencyKey(fingerprint: string): void {
  pending.delete(fingerprint);
}
