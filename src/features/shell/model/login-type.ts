import type { TenantManifest } from '@/lib/tenant/manifest-schema';

/** The spec's login type, derived from the path: it picks the sidebar service. */
export type LoginType = 'agent' | 'doctor' | 'sidebar' | 'none';

const providerSegments = new Set(['provider', 'doctor', 'schedule']);
const loggedOutSegments = new Set(['signup', 'reset-password']);

/**
 * agent: /agent/…; doctor: the provider side (/provider, /doctor, /schedule);
 * none: logged-out pages (login, sign-up, reset-password); sidebar: the rest.
 * Paths are absolute (/app/…).
 */
export function loginTypeFromPath(pathname: string): LoginType {
  const segments = pathname.split('/').filter(Boolean);
  const [base, first, second] = segments;
  if (base !== 'app' || !first) return 'none';
  if (loggedOutSegments.has(first) || (second === 'login' && segments.length === 3)) return 'none';
  if (first === 'agent') return 'agent';
  if (providerSegments.has(first)) return 'doctor';
  return 'sidebar';
}

/** The sidebar service: the doctor portal's fixed name for the doctor type, else the client. */
export function sidebarService(loginType: LoginType, clientId: string, doctorService: string): string {
  return loginType === 'doctor' ? doctorService : clientId;
}

const widePrefixes = [
  '/app/schedule/clinic/provider/',
  '/app/schedule/clinic/healthscreening/provider/',
  '/app/doctor/schedule/create/',
  '/app/schedule/create/',
];

/** Calendars need room: clinic schedule, health screening schedule and schedule creation get a wider column. */
export function isWideContent(pathname: string): boolean {
  return widePrefixes.some((prefix) => pathname.startsWith(prefix));
}

/** The drawer's sidebar service for an absolute path under a tenant. */
export function sidebarServiceFor(pathname: string, manifest: TenantManifest): string {
  return sidebarService(loginTypeFromPath(pathname), manifest.id, manifest.api.doctorSidebarService);
}

/** The signed-in user: the readable `userId` cookie, or (as the spec allows) the page's `?userId=`; '' if neither. */
export function shellUserId(cookieUserId: string | null, search: string): string {
  return cookieUserId ?? new URLSearchParams(search).get('userId') ?? '';
}
