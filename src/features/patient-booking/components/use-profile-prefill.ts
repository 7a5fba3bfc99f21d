import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { readCookie } from '@/lib/auth/session-cookies';
import { profileQueryOptions } from '@/lib/api/shared/get-profile';
import { profileFacts, type ProfileFacts } from '../model/profile-prefill';

const nothing: ProfileFacts = {};

/**
 * The signed-in patient's My Account details as form values. Nothing for an
 * agent, who fills the form for someone else; nothing while the profile loads
 * or when it cannot be read (the form works without it).
 */
export function useProfilePrefill(): ProfileFacts {
  const forSelf = readCookie('roleId') !== 'agent';
  const profile = useQuery({ ...profileQueryOptions(), enabled: forSelf, throwOnError: false });
  return useMemo(() => (forSelf && profile.data ? profileFacts(profile.data) : nothing), [forSelf, profile.data]);
}
