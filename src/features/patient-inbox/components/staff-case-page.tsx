import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner/spinner';
import { QueryErrorAlert } from '@/components/query-error/query-error-alert';
import { paths } from '@/config/paths';
import { useAppointmentStatusLabel } from '@/lib/format/appointment-status';
import { usePageTitle } from '@/lib/tenant/use-page-title';
import { useStaffCaseDetails } from '../api/get-staff-case-details';
import { ActionLink, Head, Page, Row, Title } from './case-frame';
import { CaseSections } from './case-sections';

/**
 * /view/{serviceType}/{referenceNo} for the provider's clinic staff and doctors (the worklist's View):
 * the case as its patient sees it, with the worklist row's Book or Manage instead of the patient's actions.
 */
export function StaffCasePage() {
  const { t } = useTranslation('patient-inbox');
  const statusLabel = useAppointmentStatusLabel();
  usePageTitle(t('case.title'));
  const { serviceType = '', requesterId = '' } = useParams();
  const details = useStaffCaseDetails(serviceType, requesterId);
  const item = details.data?.items[0];
  const action = details.data?.staffAction ?? null;
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
          <CaseSections details={details.data} />
          <Row>
            <p>
              {t('case.status')}: <strong>{statusLabel(item.appointmentStatus)}</strong>
            </p>
            {action ? (
              <ActionLink
                $primary
                to={paths.scheduleCreate.getHref(String(item.unitId), item.referenceNo, item.requestType)}
              >
                {action === 'book' ? t('case.book') : t('case.manage')}
              </ActionLink>
            ) : null}
          </Row>
        </>
      ) : null}
    </Page>
  );
}
