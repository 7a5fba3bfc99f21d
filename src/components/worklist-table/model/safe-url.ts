/**
 * Server-provided URLs reach the DOM only if they are http(s) or a path on
 * this origin; `javascript:`, `data:`, protocol-relative (`//evil`) and
 * anything that only looks like a path after the browser strips control
 * characters come back as null and are rendered as inert text.
 */
export function safeUrl(raw: string, origin: string): string | null {
  // Browsers drop tabs/newlines and leading control characters before parsing.
  const cleaned = [...raw]
    .filter((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f)
    .join('')
    .trim();
  if (cleaned === '') return null;
  if (cleaned.startsWith('/') && !cleaned.startsWith('//') && !cleaned.startsWith('/\\')) {
    const resolved = tryUrl(cleaned, origin);
    if (!resolved || resolved.origin !== new URL(origin).origin) return null;
    // The resolved path, not the raw one: `/app/../..//evil` resolves to
    // `//evil`, which as an href would be protocol-relative (another site).
    if (resolved.pathname.startsWith('//')) return null;
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  }
  const url = tryUrl(cleaned);
  if (!url) return null;
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}

function tryUrl(value: string, base?: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

/** Fills `{roleId}` (and any other named placeholder given) in a server URL. */
export function fillPlaceholders(url: string, values: Record<string, string | null | undefined>): string {
  return url.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value ? encodeURIComponent(value) : whole;
  });
}

/** An /app/... path as a router path (the router's basename is /app). */
export function toRouterPath(path: string, basename = '/app'): string | null {
  if (path === basename) return '/';
  return path.startsWith(`${basename}/`) ? path.slice(basename.length) : null;
}
