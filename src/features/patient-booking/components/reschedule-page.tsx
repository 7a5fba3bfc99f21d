import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Alert } from '@/components/ui/alert/alert';
import { Spinner } from '@/components/ui/spinner/spinner';
import { QueryErrorAlert } from '@/components/query-error/query-error-alert';
import { paths } from '@/config/paths';
import { useRescheduleCase } from '../api/get-reschedule-case';
import { useUnitSchedule } from '../api/get-unit-schedule';
import { refusalKeyOf, refusalKeys } from '../model/reschedule';
import { PageFrame } from './page-frame';
import { RescheduleView } from './reschedule-view';

const Back = styled(Link)`
  align-self: flex-start;
  color: ${({ theme }) => theme.color.primary};
`;

/**
 * /appointment/{serviceType}/{requesterId}/reschedule/{unitId}: the patient moves their own appointment. A patient
 * page in their words (their appointment, then the free times of its doctor or screening, in the UI language's
 * clock), not the staff calendar with its patient details and legend
 * (docs/decisions/0084-proposals-the-patients-reschedule-page.md).
 */
export function ReschedulePage() {
  const { t } = useTranslation('patient-booking');
  const { serviceType = '', requesterId = '', unitId = '' } = useParams();
  const unit = Number(unitId);
  const kase = useRescheduleCase(unit, requesterId);
  const schedule = useUnitSchedule(unit);
  const refusedBy = kase.data?.bookingRefusal ?? null;
  const refusal = refusedBy ? refusalKeys[refusedBy] : kase.isError ? refusalKeyOf(kase.error) : null;
  return (
    <PageFrame title={t('reschedule.title')}>
      <Back to={paths.caseDetails.getHref(serviceType, requesterId)}>{t('reschedule.back')}</Back>
      {kase.isPending || schedule.isPending ? <Spinner label={t('loading')} /> : null}
      {refusal ? <Alert variant="info">{t(refusal)}</Alert> : null}
      {kase.isError && !refusal ? (
        <QueryErrorAlert error={kase.error} message={t('reschedule.loadFailed')} onRetry={() => void kase.refetch()} />
      ) : null}
      {schedule.isError ? (
        <QueryErrorAlert
          error={schedule.error}
          message={t('reschedule.loadFailed')}
          onRetry={() => void schedule.refetch()}
        />
      ) : null}
      {kase.data?.assignedSlot && schedule.data && !refusal ? (
        <RescheduleView
          kase={kase.data}
          held={kase.data.assignedSlot}
          schedule={schedule.data}
          serviceType={serviceType}
          requesterId={requesterId}
        />
      ) : null}
    </PageFrame>
  );
}
