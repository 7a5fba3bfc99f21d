import { asc, desc, eq } from 'drizzle-orm';
import type { AddressItem, ContactItem, Profile } from '../../../src/lib/api/contract/account';
import { profileItems, type StoredAddress } from '../../db/schema/account';
import { users } from '../../db/schema/core';
import type { Deps } from '../../types';

type ItemRow = typeof profileItems.$inferSelect;

const flag = (preferred: boolean) => (preferred ? 'true' : 'false');

const emptyAddress: StoredAddress = {
  street: '',
  block: '',
  postalCode: '',
  buildingName: '',
  level: '',
  number: '',
  country: '',
  region: '',
  city: '',
};

/** One-line address, most specific part first (as printed on an envelope). */
export function addressLine(a: StoredAddress): string {
  const unit = unitOf(a);
  const first = [a.block, a.street].filter(Boolean).join(' ');
  return [
    first,
    unit ? `#${unit}` : '',
    a.buildingName,
    [a.city, a.region].filter(Boolean).join(', '),
    a.country,
    a.postalCode,
  ]
    .filter(Boolean)
    .join(', ');
}

/** The spec's unit is "level-number" when both are known. */
const unitOf = (a: StoredAddress) => [a.level, a.number].filter(Boolean).join('-');

/** A row as the API shows it: `preferred` as the string 'true'/'false', type Personal. */
export function toApiItem(row: ItemRow): ContactItem | AddressItem {
  if (row.kind !== 'address') return { id: row.id, value: row.value, preferred: flag(row.preferred), type: 'Personal' };
  const a = { ...emptyAddress, ...row.address };
  return {
    id: row.id,
    type: 'Personal',
    unit: unitOf(a),
    level: a.level,
    number: a.number,
    block: a.block,
    street: a.street,
    buildingName: a.buildingName,
    postalCode: a.postalCode,
    locality: a.city,
    city: a.city,
    country: a.country,
    region: a.region,
    location: addressLine(a),
    preferred: flag(row.preferred),
  };
}

/** The whole profile; preferred items first (docs/product/account.md#profile-items), then oldest first. */
export async function loadProfile(deps: Deps, userId: string): Promise<Profile> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
  const rows = await deps.db
    .select()
    .from(profileItems)
    .where(eq(profileItems.userId, userId))
    .orderBy(desc(profileItems.preferred), asc(profileItems.createdAt), asc(profileItems.id));
  const of = (kind: string) => rows.filter((r) => r.kind === kind).map(toApiItem);
  return {
    firstname: user?.firstName ?? '',
    lastname: user?.lastName ?? '',
    gender: user?.gender === 'Male' || user?.gender === 'Female' ? user.gender : null,
    birthday: user?.birthday ?? null,
    email: of('email') as ContactItem[],
    contact_number: of('contact_number') as ContactItem[],
    address: of('address') as AddressItem[],
  };
}
