import type { RoleId } from '../../../src/lib/api/contract/access';

/** A demo login the core seed creates, as the account and domain seeds receive it. */
export interface SeededUser {
  id: string;
  tenantId: string;
  roleId: RoleId;
  email: string;
  providerId: string | null;
  firstName: string;
  lastName: string;
}
