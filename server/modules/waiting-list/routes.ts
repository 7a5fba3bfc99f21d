import {
  acceptOfferResponseSchema,
  declineOfferResponseSchema,
  myOffersResponseSchema,
  offerParamsSchema,
  waitingListOfferResponseSchema,
  waitingListParamsSchema,
  waitingListPaths,
  waitingListQuerySchema,
  waitingListResponseSchema,
} from '../../../src/lib/api/contract/waiting-list';
import { requireStaff } from '../appointments';
import { requestLocale } from '../../lib/data-locale';
import { ok } from '../../lib/reply';
import { requireAuth } from '../../plugins/auth';
import type { Deps, ZodApp } from '../../types';
import { openOffersView } from './offer-view';
import { acceptOffer, declineOffer, getOffer, waitingList } from './service';

const tags = ['waiting-list'];

/**
 * The patient's waiting-list offers (read, accept, decline) and the staff's waiting lists
 * (docs/decisions/0054-waiting-list-and-self-cancel.md).
 */
export function registerWaitingListRoutes(app: ZodApp, deps: Deps): void {
  app.get(
    waitingListPaths.myOffers,
    {
      schema: { response: { 200: myOffersResponseSchema } },
      config: { tags, summary: "The patient's open waiting-list offers" },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      return ok(reply, { offers: await openOffersView(deps, auth, requestLocale(request)) });
    },
  );

  app.get(
    waitingListPaths.offer(':offerId'),
    {
      schema: { params: offerParamsSchema, response: { 200: waitingListOfferResponseSchema } },
      config: { tags, summary: 'A waiting-list offer made to the patient' },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      return ok(reply, await getOffer(deps, auth, request.params.offerId, requestLocale(request)));
    },
  );

  app.post(
    waitingListPaths.accept(':offerId'),
    {
      schema: { params: offerParamsSchema, response: { 200: acceptOfferResponseSchema } },
      config: { tags, summary: 'Accept a waiting-list offer: the place becomes the booking' },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      return ok(reply, await acceptOffer(deps, auth, request.params.offerId));
    },
  );

  app.post(
    waitingListPaths.decline(':offerId'),
    {
      schema: { params: offerParamsSchema, response: { 200: declineOfferResponseSchema } },
      config: { tags, summary: 'Decline a waiting-list offer: the place goes to the next patient' },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      await declineOffer(deps, auth, request.params.offerId);
      return ok(reply, { status: 'declined' as const });
    },
  );

  for (const [path, kind] of [
    [waitingListPaths.clinic(':providerId'), 'doctor'],
    [waitingListPaths.healthScreening(':providerId'), 'screening'],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          params: waitingListParamsSchema,
          querystring: waitingListQuerySchema,
          response: { 200: waitingListResponseSchema },
        },
        config: {
          tags,
          summary: kind === 'doctor' ? 'Waiting lists of the clinic schedule' : 'Waiting lists of health screening',
        },
      },
      async (request, reply) => {
        const auth = requireStaff(request, request.params.providerId);
        return ok(reply, await waitingList(deps, auth, kind, request.query.unitId));
      },
    );
  }
}
