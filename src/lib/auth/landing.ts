import type { RoleId } from '../api/contract/auth';

/**
 * Where a role starts (the server's login answers the same link): patients
 * their inbox, agents and provider staff their provider's worklist, the
 * pre-authorisation roles the case list. Router paths, relative to /app.
 */
export function landingPathFor(roleId: RoleId, providerId: string | null): string {
  const pid = encodeURIComponent(providerId ?? '');
  switch (roleId) {
    case 'patient':
      return '/patient';
    case 'agent':
      return `/agent/home/${pid}`;
    case 'clinic':
    case 'doctor':
      return `/provider/${pid}`;
    case 'specialist':
    case 'hospital':
    case 'payor':
      return '/preauth';
  }
}
