import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Alert } from '@/components/ui/alert/alert';
import { nativeFocusRing } from '@/components/ui/shared/metrics';
import { paths } from '@/config/paths';
import type { WaitingListOffer } from '@/lib/api/contract/waiting-list';
import { useZonedDate } from '@/lib/format/use-zoned-date';
import type { OfferView } from '../model/offer-view';

const Text = styled.p`
  margin: 0;
`;

const CaseLink = styled(Link)`
  color: ${({ theme }) => theme.color.primary};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  ${nativeFocusRing}
`;

/** Props: the offer and what became of it. */
export interface OfferOutcomeProps {
  offer: WaitingListOffer;
  view: Exclude<OfferView, 'open'>;
}

/** Accepted (with the way to the booked case), declined, expired or withdrawn: each in plain words. */
export function OfferOutcome({ offer, view }: OfferOutcomeProps) {
  const { t } = useTranslation('waiting-list');
  const zoned = useZonedDate(offer.session.timeZone);
  const when = `${zoned(offer.session.start, 'date')} ${zoned(offer.session.start, 'time')}`;
  switch (view) {
    case 'accepted':
      return (
        <Alert variant="success" title={t('outcome.accepted.title')}>
          <Text>{t('outcome.accepted.text', { when, place: offer.facilityName })}</Text>
          <CaseLink to={paths.caseDetails.getHref(offer.requestType, offer.referenceNo)}>
            {t('outcome.accepted.link')}
          </CaseLink>
        </Alert>
      );
    case 'declined':
      return (
        <Alert variant="info" title={t('outcome.declined.title')}>
          {t('outcome.declined.text', { when })}
        </Alert>
      );
    case 'expired':
      return (
        <Alert variant="info" title={t('outcome.expired.title')}>
          {t('outcome.expired.text', { time: zoned(offer.heldUntil, 'dateTime') })}
        </Alert>
      );
    case 'withdrawn':
      return (
        <Alert variant="info" title={t('outcome.withdrawn.title')}>
          {t('outcome.withdrawn.text')}
        </Alert>
      );
  }
}
