import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { hairline } from '@/components/ui/shared/metrics';
import type { WaitingListOffer } from '@/lib/api/contract/waiting-list';
import { useZonedDate } from '@/lib/format/use-zoned-date';

const Card = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => `${hairline(theme)} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
`;

const Heading = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const When = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, auto) minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** Props: the offer as the API answers it. */
export interface OfferDetailsProps {
  offer: WaitingListOffer;
}

/** The offered session: when (in the session's zone, in the UI language), where, with whom, for which request. */
export function OfferDetails({ offer }: OfferDetailsProps) {
  const { t } = useTranslation('waiting-list');
  const zoned = useZonedDate(offer.session.timeZone);
  const { start, end } = offer.session;
  return (
    <Card aria-labelledby="offer-session">
      <Heading id="offer-session">{t('session')}</Heading>
      <When>{t('when', { date: zoned(start, 'date'), start: zoned(start, 'time'), end: zoned(end, 'time') })}</When>
      <Facts>
        <dt>{t('facility')}</dt>
        <dd>{offer.facilityName}</dd>
        {offer.doctorName ? (
          <>
            <dt>{t('doctor')}</dt>
            <dd>{offer.doctorName}</dd>
          </>
        ) : null}
        {offer.packageName ? (
          <>
            <dt>{t('package')}</dt>
            <dd>{offer.packageName}</dd>
          </>
        ) : null}
        <dt>{t('reference')}</dt>
        <dd>{offer.referenceNo}</dd>
      </Facts>
    </Card>
  );
}
