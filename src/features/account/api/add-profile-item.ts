import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import {
  addressItemSchema,
  contactItemSchema,
  profileItemPath,
  type AddressItem,
  type ContactItem,
  type NewAddress,
} from '@/lib/api/contract/account';
import { profileQueryOptions } from '@/lib/api/shared/get-profile';

export type NewItem =
  | { type: 'email'; value: string }
  | { type: 'contact_number'; value: string }
  | { type: 'address'; address: NewAddress };

/** POST users/v1/user/profile/{email|contact_number|address}. */
export function addProfileItem(item: NewItem): Promise<ContactItem | AddressItem> {
  if (item.type === 'address') {
    return request(addressItemSchema, { url: profileItemPath('address'), method: 'post', data: item.address });
  }
  return request(contactItemSchema, { url: profileItemPath(item.type), method: 'post', data: { value: item.value } });
}

/** Saves one new e-mail, number or address; refreshes the profile. */
export function useAddProfileItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProfileItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey }),
  });
}
