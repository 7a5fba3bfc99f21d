import type { RoleId } from '../../../src/lib/api/contract/auth';

/**
 * A demo login the core seed creates, as the account and domain seeds receive
 * it. The person's details live here once, so the account row, the My Account
 * items and the cases seeded for them all say the same
 * (docs/decisions/0036-profile-prefill-and-consistent-demo-data.md).
 */
export interface SeededUser {
  id: string;
  tenantId: string;
  roleId: RoleId;
  email: string;
  providerId: string | null;
  firstName: string;
  lastName: string;
  gender: 'Male' | 'Female';
  /** yyyy-MM-dd. */
  birthday: string;
  /** E.164; also the preferred contact number on My Account. */
  mobile: string;
}
