import { todayIn } from '../../lib/dates';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { z } from 'zod';
import {
  accountMessages,
  type LocationTree,
  type newAddressSchema,
  type personalInfoSchema,
  type ProfileItemType,
} from '../../../src/lib/api/contract/account';
import { HttpError, notFound, refusal } from '../../lib/http-error';
import type { Auth, Deps } from '../../types';
import {
  countItemsOfKind,
  deleteItem,
  findItem,
  hasItemWithValue,
  insertItem,
  loadProfile,
  makeItemPreferred,
  selectLocations,
  toApiItem,
  updatePersonalInfo,
  type NewItemFields,
} from './profile-queries';

/** Enough for any real person; stops a script from filling the table. */
const maxItemsPerKind = 10;

export const getProfile = (deps: Deps, auth: Auth) => loadProfile(deps, auth.userId);

export async function savePersonalInfo(deps: Deps, auth: Auth, input: z.output<typeof personalInfoSchema>) {
  const today = todayIn(auth.tenant.timeZone, deps.now());
  if (input.birthday && input.birthday > today) {
    throw new HttpError(400, accountMessages.birthday, { birthday: accountMessages.birthday });
  }
  await updatePersonalInfo(deps, auth.userId, {
    firstName: input.firstname,
    lastName: input.lastname,
    gender: input.gender,
    birthday: input.birthday,
  });
  return loadProfile(deps, auth.userId);
}

async function addItem(deps: Deps, auth: Auth, kind: ProfileItemType, fields: NewItemFields) {
  const n = await countItemsOfKind(deps, auth.userId, kind);
  if (n >= maxItemsPerKind) throw new HttpError(409, `You can keep at most ${maxItemsPerKind} items of this kind.`);
  if (fields.value && (await hasItemWithValue(deps, auth.userId, kind, fields.value))) {
    throw refusal(409, 'account.itemExists');
  }
  // The first item of a kind becomes its preferred one, so a kind with items always has exactly one.
  return toApiItem(await insertItem(deps, { userId: auth.userId, kind, preferred: n === 0, ...fields }));
}

export const addEmail = (deps: Deps, auth: Auth, value: string) =>
  addItem(deps, auth, 'email', { value: value.toLowerCase() });

export async function addContactNumber(deps: Deps, auth: Auth, value: string) {
  const e164 = parsePhoneNumberFromString(value, auth.tenant.phoneRegion)?.number;
  if (!e164) throw new HttpError(400, accountMessages.phone, { value: accountMessages.phone });
  return addItem(deps, auth, 'contact_number', { value: e164 });
}

export const addAddress = (deps: Deps, auth: Auth, address: z.output<typeof newAddressSchema>) =>
  addItem(deps, auth, 'address', { address: { ...address, country: address.country || auth.tenant.country } });

export async function removeItem(deps: Deps, auth: Auth, kind: ProfileItemType, id: string) {
  const row = await findItem(deps, auth.userId, kind, id);
  if (!row) throw notFound('Item');
  if (row.preferred) throw new HttpError(409, 'Set another item as preferred before deleting this one.');
  await deleteItem(deps, auth.userId, kind, id);
  return { deleted: true as const };
}

export async function setPreferredItem(deps: Deps, auth: Auth, kind: ProfileItemType, id: string) {
  const row = await makeItemPreferred(deps, auth.userId, kind, id);
  if (!row) throw notFound('Item');
  return toApiItem(row);
}

/** Country → region → city, the tenant's own country first. */
export async function locationTree(deps: Deps, auth: Auth): Promise<LocationTree> {
  const rows = await selectLocations(deps);
  const tree: LocationTree = [];
  for (const row of rows) {
    let country = tree.find((c) => c.country === row.country);
    if (!country) tree.push((country = { country: row.country, regions: [] }));
    let region = country.regions.find((r) => r.region === row.region);
    if (!region) country.regions.push((region = { region: row.region, cities: [] }));
    region.cities.push(row.city);
  }
  tree.sort((a, b) => Number(b.country === auth.tenant.country) - Number(a.country === auth.tenant.country));
  return tree;
}
