import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner/spinner';
import { QueryErrorAlert } from '@/components/query-error/query-error-alert';
import { useFormPage } from '../api/get-form-page';
import { rememberReturnUrl, takeReturnUrl } from '../model/return-url';
import { PageFrame } from './page-frame';
import { useProfilePrefill } from './use-profile-prefill';

// Form (form engine, phone metadata) and picker (calendar, dialogs) render only
// once the page's data is in: they load alongside that call, not before first
// paint (docs/decisions/0011-bundle-budgets.md).
const loadAppointmentForm = () => import('./appointment-form');
const loadSessionPicker = () => import('./session-picker');
const AppointmentForm = lazy(async () => ({ default: (await loadAppointmentForm()).AppointmentForm }));
const SessionPicker = lazy(async () => ({ default: (await loadSessionPicker()).SessionPicker }));

/**
 * /mcu/patient/client/form/{requesterId}: the MCU form, then the session
 * picker. This route is remembered as the return target, so coming back after
 * the sessions are in shows the confirmation.
 */
export function McuFormPage() {
  const { t } = useTranslation('patient-booking');
  const { requesterId = '' } = useParams();
  const page = useFormPage('mcu', requesterId);
  // Asked alongside the form, not after it: the fields fill as soon as both are in.
  const prefill = useProfilePrefill();
  const picking = page.data?.submitted === true;

  useEffect(() => {
    void loadAppointmentForm();
    void loadSessionPicker();
  }, []);

  useEffect(() => {
    rememberReturnUrl(`/app/mcu/patient/client/form/${encodeURIComponent(requesterId)}`);
  }, [requesterId]);

  if (page.data?.sessionsSubmitted) {
    return <Navigate to={`/appointment/mcu/${encodeURIComponent(page.data.requesterId)}/complete`} replace />;
  }
  return (
    <PageFrame title={picking ? t('picker.title') : t('form.mcuTitle')}>
      {page.isPending ? <Spinner label={t('loading')} /> : null}
      {page.isError ? (
        <QueryErrorAlert error={page.error} message={t('form.loadFailed')} onRetry={() => void page.refetch()} />
      ) : null}
      {page.data && !page.data.submitted ? (
        <Suspense fallback={<Spinner label={t('loading')} />}>
          <AppointmentForm service="mcu" page={page.data} prefill={prefill} onDone={() => void page.refetch()} />
        </Suspense>
      ) : null}
      {page.data?.submitted ? (
        <Suspense fallback={<Spinner label={t('loading')} />}>
          <SessionPicker
            unitId={page.data.unitId}
            requesterId={page.data.requesterId}
            referenceNo={page.data.referenceNo}
            serviceType="MCU"
            displayName={page.data.patientName}
            onSubmitted={() => window.location.assign(takeReturnUrl())}
          />
        </Suspense>
      ) : null}
    </PageFrame>
  );
}
