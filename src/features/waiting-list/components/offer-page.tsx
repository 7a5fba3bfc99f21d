import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { QueryErrorAlert } from '@/components/query-error/query-error-alert';
import { Alert } from '@/components/ui/alert/alert';
import { Button } from '@/components/ui/button/button';
import { Dialog } from '@/components/ui/dialog/dialog';
import { nativeFocusRing } from '@/components/ui/shared/metrics';
import { Spinner } from '@/components/ui/spinner/spinner';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api/api-error';
import { useZonedDate } from '@/lib/format/use-zoned-date';
import { usePageTitle } from '@/lib/tenant/use-page-title';
import { useAnswerOffer } from '../api/answer-offer';
import { useOffer } from '../api/get-offer';
import { offerRefusalKeyOf, offerView } from '../model/offer-view';
import { OfferDetails } from './offer-details';
import { OfferOutcome } from './offer-outcome';

const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  max-width: calc(${({ theme }) => theme.space[8]} * 10);
  min-width: 0;
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Lead = styled.p`
  margin: 0;
`;

const Held = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

const Back = styled(Link)`
  justify-self: start;
  color: ${({ theme }) => theme.color.primary};
  ${nativeFocusRing}
`;

/** /waiting-list/offers/{offerId}: a freed place held for the patient, to accept or decline. */
export function OfferPage() {
  const { t } = useTranslation('waiting-list');
  usePageTitle(t('title'));
  const { offerId = '' } = useParams();
  const offer = useOffer(offerId);
  const answer = useAnswerOffer(offerId);
  const [confirming, setConfirming] = useState(false);
  const zoned = useZonedDate(offer.data?.session.timeZone ?? 'UTC');
  const view = offer.data ? offerView(offer.data.status, offer.data.heldUntil, new Date()) : null;
  const refusal = answer.isError && isApiError(answer.error) ? offerRefusalKeyOf(answer.error.reason) : null;

  const decline = () => {
    setConfirming(false);
    answer.mutate('decline');
  };

  return (
    <Page>
      <Title>{t('title')}</Title>
      {offer.isPending ? <Spinner /> : null}
      {offer.isError ? (
        <QueryErrorAlert error={offer.error} message={t('errors.load')} onRetry={() => void offer.refetch()} />
      ) : null}
      {offer.data && view === 'open' ? (
        <>
          <Lead>{t('lead')}</Lead>
          <OfferDetails offer={offer.data} />
          <Held>{t('heldUntil', { time: zoned(offer.data.heldUntil, 'dateTime') })}</Held>
          {answer.isError && !refusal ? <QueryErrorAlert error={answer.error} message={t('errors.answer')} /> : null}
          <Actions>
            <Button
              onPress={() => answer.mutate('accept')}
              isLoading={answer.isPending && answer.variables === 'accept'}
            >
              {t('accept')}
            </Button>
            <Button
              variant="secondary"
              onPress={() => setConfirming(true)}
              isDisabled={answer.isPending}
              isLoading={answer.isPending && answer.variables === 'decline'}
            >
              {t('decline')}
            </Button>
          </Actions>
        </>
      ) : null}
      {offer.data && view && view !== 'open' ? (
        <>
          {refusal ? <Alert variant="warning">{t(refusal)}</Alert> : null}
          <OfferOutcome offer={offer.data} view={view} />
          <OfferDetails offer={offer.data} />
        </>
      ) : null}
      <Back to={paths.patientHome.getHref()}>{t('back')}</Back>
      <Dialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        role="alertdialog"
        size="sm"
        title={t('confirmDecline.title')}
        actions={
          <>
            <Button variant="secondary" onPress={() => setConfirming(false)}>
              {t('confirmDecline.keep')}
            </Button>
            <Button variant="danger" onPress={decline}>
              {t('confirmDecline.confirm')}
            </Button>
          </>
        }
      >
        <p>{t('confirmDecline.text')}</p>
      </Dialog>
    </Page>
  );
}
