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
