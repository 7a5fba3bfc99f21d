import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert/alert';
import { Spinner } from '@/components/ui/spinner/spinner';
import { QueryErrorAlert } from '@/components/query-error/query-error-alert';
import { useFormPage } from '../api/get-form-page';
import { AppointmentForm } from './appointment-form';
import { PageFrame } from './page-frame';
import { useProfilePrefill } from './use-profile-prefill';

/** /opd/patient/client/form/{requesterId}: the outpatient appointment form. */
export function OpdFormPage() {
  const { t } = useTranslation('patient-booking');
  const { requesterId = '' } = useParams();
  const page = useFormPage('opd', requesterId);
  // Asked alongside the form, not after it: the fields fill as soon as both are in.
  const prefill = useProfilePrefill();
  return (
    <PageFrame title={t('form.opdTitle')}>
      {page.isPending ? <Spinner label={t('loading')} /> : null}
      {page.isError ? (
        <QueryErrorAlert error={page.error} message={t('form.loadFailed')} onRetry={() => void page.refetch()} />
      ) : null}
      {page.data?.submitted ? <Alert variant="info">{t('form.alreadySubmitted')}</Alert> : null}
      {page.data && !page.data.submitted ? (
        <AppointmentForm
          service="opd"
          page={page.data}
          prefill={prefill}
          onDone={(link) => window.location.assign(link)}
        />
      ) : null}
    </PageFrame>
  );
}
