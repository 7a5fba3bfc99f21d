import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Alert } from '@/components/ui/alert/alert';
import { Spinner } from '@/components/ui/spinner/spinner';
import { QueryErrorAlert } from '@/components/query-error/query-error-alert';
import { paths } from '@/config/paths';
import { readCookie } from '@/lib/auth/session-cookies';
import { useAppointmentStatusLabel } from '@/lib/format/appointment-status';
import { useTenant } from '@/lib/tenant/tenant-context';
import { usePageTitle } from '@/lib/tenant/use-page-title';
import { useCaseDetails } from '../api/get-case-details';
import { CaseSections } from './case-sections';
import { ProposalPanel } from './proposal-panel';
import { SelfCancel } from './self-cancel';

const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const ActionLink = styled(Link)<{ $primary?: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  border: ${({ theme }) => `calc(${theme.space[1]} / 4) solid ${theme.color.primary}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $primary }) => ($primary ? theme.color.primary : 'transparent')};
  color: ${({ theme, $primary }) => ($primary ? theme.color.onPrimary : theme.color.primary)};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  &:focus-visible {
    outline: ${({ theme }) => `calc(${theme.space[1]} / 2) solid ${theme.color.focus}`};
    outline-offset: ${({ theme }) => `calc(${theme.space[1]} / 2)`};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

/** /view/{serviceType}/{requesterId}: one request of the patient. */
export function CaseDetailsPage() {
  const { t } = useTranslation('patient-inbox');
  const statusLabel = useAppointmentStatusLabel();
  const { date } = useTenant();
  usePageTitle(t('case.title'));
  const { serviceType = '', requesterId = '' } = useParams();
  const userId = readCookie('userId') ?? '';
  const details = useCaseDetails(serviceType, requesterId, userId);
  const item = details.data?.items[0];
  return (
    <Page>
      <Head>
        <Title>{t('case.title')}</Title>
        <ActionLink to={paths.root.getHref()}>{t('case.back')}</ActionLink>
      </Head>
      {details.isPending ? <Spinner /> : null}
      {details.isError ? (
        <QueryErrorAlert error={details.error} message={t('errors.case')} onRetry={() => void details.refetch()} />
      ) : null}
      {details.data && item ? (
        <>
          {details.data.waitingListOffers.map((offer) => (
            <Alert key={offer.offerId} variant="info" title={t('offer.title')}>
              {t('offer.text', { time: date(offer.heldUntil, 'dateTime') })}{' '}
              <Link to={paths.waitingListOffer.getHref(offer.offerId)}>{t('offer.link')}</Link>
            </Alert>
          ))}
          <ProposalPanel
            proposal={details.data.proposal}
            serviceType={serviceType}
            referenceNo={requesterId}
            userId={userId}
          />
          <CaseSections details={details.data} />
          <Row>
            {/* docs/product/patient-inbox.md#case-details: only the default client may reschedule, and only a future, open appointment;
                the server decides, with its clock and the tenant's manifest. Everyone else sees the status. */}
            {details.data.canReschedule ? (
              <ActionLink
                $primary
                to={paths.patientReschedule.getHref(item.requestType, item.referenceNo, String(item.unitId))}
              >
                {t('case.reschedule')}
              </ActionLink>
            ) : (
              <p>
                {t('case.status')}: <strong>{statusLabel(item.appointmentStatus)}</strong>
              </p>
            )}
            <SelfCancel
              serviceType={item.requestType}
              referenceNo={item.referenceNo}
              userId={userId}
              state={details.data.selfCancel}
            />
          </Row>
        </>
      ) : null}
    </Page>
  );
}
