export { expireWaitingListOffers, offerFreedPlaces } from './offer-service';
export { offerOf } from './offer-view';
