import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert/alert';
import { Spinner } from '@/components/ui/spinner/spinner';
import { QueryErrorAlert } from '@/components/query-error/query-error-alert';
import { paths } from '@/config/paths';
import { readCookie } from '@/lib/auth/session-cookies';
import { useAppointmentStatusLabel } from '@/lib/format/appointment-status';
import { useTenant } from '@/lib/tenant/tenant-context';
import { usePageTitle } from '@/lib/tenant/use-page-title';
import { useCaseDetails } from '../api/get-case-details';
import { ActionLink, Head, Page, Row, Title } from './case-frame';
import { CaseSections } from './case-sections';
import { ProposalPanel } from './proposal-panel';
import { SelfCancel } from './self-cancel';

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
