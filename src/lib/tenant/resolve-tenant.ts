/**
 * Which client a URL belongs to. Order (issue: tenant resolution): the path
 * `/app/{clientName}/…` (and `/app/signup/{clientName}/…`), then `?client=`,
 * then the `client` cookie, then the default client. A client named in the
 * path or query that we do not know is reported, never silently replaced.
 */
export type TenantResolution =
  | { kind: 'known'; id: string; source: 'path' | 'query' | 'cookie' | 'default' }
  | { kind: 'unknown'; requested: string };

/** First path segments under /app that are pages, not client names. */
export const appRouteSegments = new Set([
  'signup',
  'agent',
  'provider',
  'doctor',
  'schedule',
  'patient',
  'myservices',
  'view',
  'patientadmin',
  'search-doctor',
  'opd',
  'mcu',
  'health-screening',
  'appointment',
  'paf',
  'epaf',
  'preauth',
  'reset-password',
  'user-profile',
  'waiting-list',
  'dev',
]);

export interface ResolveInput {
  pathname: string;
  search: string;
  cookie: string;
  knownIds: readonly string[];
  defaultId: string;
}

function readCookie(cookie: string, name: string): string | null {
  for (const part of cookie.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return null;
}

/** The client named by the path, if the path names one. */
export function clientFromPath(pathname: string): string | null {
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0] !== 'app') return null;
  const first = segments[1];
  if (!first) return null;
  if (first === 'signup') return segments[2] ?? null;
  if (appRouteSegments.has(first)) return null;
  // Only `/app/{client}` and its login name a client: any deeper unknown path is a page the app
  // lacks (the not-found page), not a portal called by its first segment.
  return segments.length === 2 || segments[2] === 'login' ? first : null;
}

export function resolveTenant({ pathname, search, cookie, knownIds, defaultId }: ResolveInput): TenantResolution {
  const fromPath = clientFromPath(pathname);
  if (fromPath) {
    return knownIds.includes(fromPath)
      ? { kind: 'known', id: fromPath, source: 'path' }
      : { kind: 'unknown', requested: fromPath };
  }
  const fromQuery = new URLSearchParams(search).get('client');
  if (fromQuery) {
    return knownIds.includes(fromQuery)
      ? { kind: 'known', id: fromQuery, source: 'query' }
      : { kind: 'unknown', requested: fromQuery };
  }
  // A stale cookie from a removed client falls back to the default quietly.
  const fromCookie = readCookie(cookie, 'client');
  if (fromCookie && knownIds.includes(fromCookie)) return { kind: 'known', id: fromCookie, source: 'cookie' };
  return { kind: 'known', id: defaultId, source: 'default' };
}
