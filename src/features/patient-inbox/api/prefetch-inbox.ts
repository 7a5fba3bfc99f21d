import { readCookie } from '@/lib/auth/session-cookies';
import type { RoutePrefetch } from '@/lib/api/route-prefetch';
import { inboxRequest, initialInboxList } from '../model/inbox-request';
import { getMyOffersQueryOptions } from './get-my-offers';
import { getPendingLinkQueryOptions } from './get-pending-link';
import { getPatientWorklistQueryOptions } from './get-patient-worklist';

/** My Inbox's first queries (banners and the first page of the list), under the keys the page reads. */
export const prefetchInbox: RoutePrefetch = ({ client }) => {
  const userId = readCookie('userId') ?? '';
  return Promise.all([
    client.prefetchQuery(getPendingLinkQueryOptions()),
    client.prefetchQuery(getMyOffersQueryOptions()),
    client.prefetchQuery(getPatientWorklistQueryOptions(userId, inboxRequest(initialInboxList), 'page')),
  ]);
};
