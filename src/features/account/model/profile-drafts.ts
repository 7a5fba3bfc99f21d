import type { ProfileItemType } from '@/lib/api/contract/account';
import type { AddressDraft, MyAccountValues } from './account-schemas';

/** Unsaved new rows: at most one per type (docs/product/account.md#profile-items). */
export type Drafts = MyAccountValues['drafts'];

export const emptyAddress = (country: string): AddressDraft => ({
  street: '',
  block: '',
  postalCode: '',
  buildingName: '',
  level: '',
  number: '',
  country,
  region: '',
  city: '',
});

/** Another new row of this type may be added only when none is pending. */
export const canAddDraft = (drafts: Drafts, type: ProfileItemType) => drafts[type] === undefined;

/** Adds an empty row of the type, unless one is already pending. */
export function addDraft(drafts: Drafts, type: ProfileItemType, country: string): Drafts {
  if (!canAddDraft(drafts, type)) return drafts;
  return { ...drafts, [type]: type === 'address' ? emptyAddress(country) : '' };
}

export function removeDraft(drafts: Drafts, type: ProfileItemType): Drafts {
  const next = { ...drafts };
  delete next[type];
  return next;
}

export const hasDrafts = (drafts: Drafts) => Object.keys(drafts).length > 0;

/** Preferred first (docs/product/account.md#profile-items), otherwise the server's order. */
export function preferredFirst<T extends { preferred: 'true' | 'false' }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => Number(b.preferred === 'true') - Number(a.preferred === 'true'));
}
