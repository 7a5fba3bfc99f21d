import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert/alert';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useFormPage } from '../api/get-form-page';
import { rememberReturnUrl, takeReturnUrl } from '../model/return-url';
import { AppointmentForm } from './appointment-form';
import { PageFrame } from './page-frame';
import { SessionPicker } from './session-picker';

/**
 * /mcu/patient/client/form/{requesterId}: the MCU form, then the session
 * picker. This route is remembered as the return target, so coming back after
 * the sessions are in shows the confirmation.
 */
export function McuFormPage() {
  const { t } = useTranslation('booking');
  const { requesterId = '' } = useParams();
  const page = useFormPage('mcu', requesterId);
  const picking = page.data?.submitted === true;

  useEffect(() => {
    rememberReturnUrl(`/app/mcu/patient/client/form/${encodeURIComponent(requesterId)}`);
  }, [requesterId]);

  if (page.data?.sessionsSubmitted) return <Navigate to={`/appointment/mcu/${encodeURIComponent(page.data.requesterId)}/complete`} replace />;
  return (
    <PageFrame title={picking ? t('picker.title') : t('form.mcuTitle')}>
      {page.isPending ? <Spinner label={t('loading')} /> : null}
      {page.isError ? <Alert variant="error" messages={[t('form.loadFailed')]} /> : null}
      {page.data && !page.data.submitted ? <AppointmentForm service="mcu" page={page.data} onDone={() => void page.refetch()} /> : null}
      {page.data?.submitted ? (
        <SessionPicker
          unitId={page.data.unitId}
          requesterId={page.data.requesterId}
          referenceNo={page.data.referenceNo}
          serviceType="MCU"
          displayName={page.data.patientName}
          onSubmitted={() => window.location.assign(takeReturnUrl())}
        />
      ) : null}
    </PageFrame>
  );
}
