/**
 * Redirect safety shared by server (login `refererUrl`) and client
 * (redirect-after-login): only same-origin paths inside the app are allowed.
 * Pure: no browser APIs.
 */

const maxDecodeRounds = 5;

/** Decodes percent-escapes until stable, so `%252F%252F` cannot hide `//`. */
function decodeFully(value: string): string | null {
  let current = value;
  for (let i = 0; i < maxDecodeRounds; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null; // malformed escapes are never a path we produced
    }
    if (next === current) return current;
    current = next;
  }
  return null; // still changing after several rounds: refuse rather than guess
}

/** True for `/app` or a path under `/app/` that cannot leave the origin. */
export function isSafeAppPath(url: unknown): url is string {
  if (typeof url !== 'string' || url.length === 0 || url.length > 2048) return false;
  const decoded = decodeFully(url);
  if (decoded === null) return false;
  for (const candidate of [url, decoded]) {
    // Control characters (tabs, newlines) are stripped by URL parsers, which
    // turns `/\t/evil` into `//evil`; backslashes act as slashes in browsers.
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f\\]/.test(candidate)) return false;
    if (candidate.startsWith('//')) return false;
    if (!(
      candidate === '/app' ||
      candidate.startsWith('/app/') ||
      candidate.startsWith('/app?') ||
      candidate.startsWith('/app#')
    )) {
      return false;
    }
    // `/app/../..` style traversal out of the app.
    if (/(^|\/)\.\.(\/|$|\?|#)/.test(candidate)) return false;
  }
  return true;
}

/** The url when safe, else the fallback. */
export function safeAppPathOr(url: unknown, fallback: string): string {
  return isSafeAppPath(url) ? url : fallback;
}
