import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import { profilePath, profileSchema, type PersonalInfo } from '@/lib/api/contract/account';
import { profileQueryOptions } from '@/lib/api/shared/get-profile';

/** PATCH users/v1/user/profile: first and last name, gender, birthday. */
export function updateProfile(body: PersonalInfo) {
  return request(profileSchema, { url: profilePath, method: 'patch', data: body });
}

/** Saves the personal information; refreshes the profile. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey }),
  });
}
