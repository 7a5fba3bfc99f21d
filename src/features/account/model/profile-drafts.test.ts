import { describe, expect, it } from 'vitest';
import {
  addressDraftSchema,
  emailDraftSchema,
  fieldErrors,
  numberDraftSchema,
  personalInfoFormSchema,
} from './account-schemas';
import { addDraft, canAddDraft, emptyAddress, hasDrafts, preferredFirst, removeDraft } from './profile-drafts';

describe('drafts', () => {
  it('allow one unsaved new row per type', () => {
    let d = addDraft({}, 'email', 'singapore');
    expect(canAddDraft(d, 'email')).toBe(false);
    expect(canAddDraft(d, 'address')).toBe(true);
    const same = addDraft({ email: 'typed@x.co' }, 'email', 'singapore');
    expect(same.email).toBe('typed@x.co');
    d = addDraft(d, 'address', 'malaysia');
    expect(d.address).toEqual(emptyAddress('malaysia'));
    d = removeDraft(removeDraft(d, 'email'), 'address');
    expect(hasDrafts(d)).toBe(false);
  });

  it('sort preferred items first and keep the rest in order', () => {
    const items = [
      { id: 'a', preferred: 'false' as const },
      { id: 'b', preferred: 'false' as const },
      { id: 'c', preferred: 'true' as const },
    ];
    expect(preferredFirst(items).map((i) => i.id)).toEqual(['c', 'a', 'b']);
  });
});

describe('profile rules', () => {
  it('give the spec messages as translation keys', () => {
    expect(fieldErrors(personalInfoFormSchema, { firstname: ' ', lastname: '', gender: null, birthday: null })).toEqual(
      {
        firstname: 'profile.errors.firstName',
        lastname: 'profile.errors.lastName',
      },
    );
    expect(fieldErrors(emailDraftSchema, { value: '' })).toEqual({ value: 'profile.errors.email' });
    expect(fieldErrors(emailDraftSchema, { value: 'nope' })).toEqual({ value: 'errors.emailInvalid' });
    expect(fieldErrors(numberDraftSchema, { value: '+6591' })).toEqual({ value: 'profile.errors.phone' });
    expect(fieldErrors(numberDraftSchema, { value: '+6591234567' })).toEqual({});
    expect(fieldErrors(addressDraftSchema, emptyAddress('singapore'))).toEqual({
      street: 'profile.errors.street',
      block: 'profile.errors.block',
      postalCode: 'profile.errors.postalCode',
    });
  });
});
