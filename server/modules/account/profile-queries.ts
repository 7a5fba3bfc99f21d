import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { AddressItem, ContactItem, Profile, ProfileItemType } from '../../../src/lib/api/contract/account';
import { profileItems, type StoredAddress } from '../../db/schema/account';
import { users } from '../../db/schema/core';
import { locations } from '../../db/schema/domain';
import type { Deps } from '../../types';

type ItemRow = typeof profileItems.$inferSelect;
/** What a new item stores besides its owner, kind and preferred flag. */
export type NewItemFields = Pick<typeof profileItems.$inferInsert, 'value' | 'address'>;

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

export async function updatePersonalInfo(
  deps: Deps,
  userId: string,
  info: Pick<typeof users.$inferInsert, 'firstName' | 'lastName' | 'gender' | 'birthday'>,
): Promise<void> {
  await deps.db.update(users).set(info).where(eq(users.id, userId));
}

const itemsOfKind = (userId: string, kind: ProfileItemType) =>
  and(eq(profileItems.userId, userId), eq(profileItems.kind, kind));

export async function countItemsOfKind(deps: Deps, userId: string, kind: ProfileItemType): Promise<number> {
  const [existing] = await deps.db.select({ n: count() }).from(profileItems).where(itemsOfKind(userId, kind));
  return existing?.n ?? 0;
}

export async function hasItemWithValue(
  deps: Deps,
  userId: string,
  kind: ProfileItemType,
  value: string,
): Promise<boolean> {
  const [same] = await deps.db
    .select({ id: profileItems.id })
    .from(profileItems)
    .where(and(itemsOfKind(userId, kind), eq(profileItems.value, value)))
    .limit(1);
  return Boolean(same);
}

export async function insertItem(
  deps: Deps,
  item: { userId: string; kind: ProfileItemType; preferred: boolean } & NewItemFields,
): Promise<ItemRow> {
  const [row] = await deps.db
    .insert(profileItems)
    .values({ id: crypto.randomUUID(), ...item })
    .returning();
  return row!;
}

export async function findItem(deps: Deps, userId: string, kind: ProfileItemType, id: string) {
  const [row] = await deps.db
    .select()
    .from(profileItems)
    .where(and(eq(profileItems.id, id), eq(profileItems.userId, userId), eq(profileItems.kind, kind)))
    .limit(1);
  return row ?? null;
}

export async function deleteItem(deps: Deps, userId: string, kind: ProfileItemType, id: string): Promise<void> {
  await deps.db
    .delete(profileItems)
    .where(and(eq(profileItems.id, id), eq(profileItems.userId, userId), eq(profileItems.kind, kind)));
}

/** Makes the item the preferred one of its kind; null when the user has no such item. */
export async function makeItemPreferred(
  deps: Deps,
  userId: string,
  kind: ProfileItemType,
  id: string,
): Promise<ItemRow | null> {
  const ofKind = itemsOfKind(userId, kind);
  return deps.db.transaction(async (tx) => {
    const [target] = await tx
      .select()
      .from(profileItems)
      .where(and(ofKind, eq(profileItems.id, id)))
      .limit(1);
    if (!target) return null;
    // Two statements: the partial unique index is checked row by row, so clear first.
    await tx
      .update(profileItems)
      .set({ preferred: false })
      .where(and(ofKind, eq(profileItems.preferred, true)));
    const [updated] = await tx.update(profileItems).set({ preferred: true }).where(eq(profileItems.id, id)).returning();
    return updated!;
  });
}

/** Every location, by country then the seed's order. */
export async function selectLocations(deps: Deps) {
  return deps.db.select().from(locations).orderBy(asc(locations.country), asc(locations.sortOrder));
}
