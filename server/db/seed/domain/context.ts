/** What the core seed runner hands to `seedDomain`. */
export type SeedCountry = 'singapore' | 'malaysia' | 'indonesia' | 'hong kong';

export interface SeedTenant {
  id: string;
  country: SeedCountry;
  timeZone: string;
  currency: { code: string; label: string };
  tax: { taxName: string; taxPercent: number };
}

export interface SeedUser {
  id: string;
  tenantId: string;
  roleId: string;
  email: string;
  firstName: string;
  lastName: string;
  providerId: string | null;
  /** The account's own details (core seed); a request for this user copies them. */
  gender?: 'Male' | 'Female';
  birthday?: string;
  mobile?: string;
}

export interface SeedDomainContext {
  /** "Today": every seeded date is relative to it. */
  now: Date;
  tenants: SeedTenant[];
  users: SeedUser[];
  /**
   * Also the demo people's data: walk-in bookings, appointment requests and
   * worklists, PAF cases (default true). Off, only the directory, reference
   * data and empty schedules are written.
   */
  demo?: boolean;
}

export const seedCountries: readonly SeedCountry[] = ['singapore', 'malaysia', 'indonesia', 'hong kong'];

export function providerIdOf(tenantId: string): string {
  return `prov-${tenantId}`;
}

export function usersOf(ctx: SeedDomainContext, tenantId: string, roleId: string): SeedUser[] {
  return ctx.users.filter((u) => u.tenantId === tenantId && u.roleId === roleId);
}
