import { useMemo } from 'react';
import { readCookie } from '@/lib/auth/session-cookies';
import { useTenant } from '@/lib/tenant/tenant-context';
import { todayInZone } from '@/lib/format/dates';

/** The signed-in user's id and role (session cookies) and today in the tenant's zone. */
export function usePafSession() {
  const { manifest } = useTenant();
  return useMemo(
    () => ({
      userId: readCookie('userId') ?? '',
      roleId: readCookie('roleId') ?? '',
      clientCountry: readCookie('clientCountry') ?? manifest.country,
      today: todayInZone(manifest.timeZone),
    }),
    [manifest.country, manifest.timeZone],
  );
}
