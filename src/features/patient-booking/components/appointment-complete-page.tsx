import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/components/ui/button/button';
import { Spinner } from '@/components/ui/spinner/spinner';
import { QueryErrorAlert } from '@/components/query-error/query-error-alert';
import { paths } from '@/config/paths';
import { formatInTenantZone } from '@/lib/format/dates';
import { intlLocaleFor } from '@/lib/i18n/intl-locale';
import { useAppointmentSummary } from '../api/get-appointment-summary';
import { Card } from './card-grid';
import { PageFrame } from './page-frame';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin: 0;
  dt {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  dd {
    margin: 0;
  }
`;

/** /appointment/{serviceType}/{requesterId}/complete: Appointment Request Sent. */
export function AppointmentCompletePage() {
  const { t, i18n } = useTranslation('patient-booking');
  const locale = intlLocaleFor(i18n.language);
  const navigate = useNavigate();
  const { serviceType = '', requesterId = '' } = useParams();
  const summary = useAppointmentSummary(serviceType.toLowerCase(), requesterId);
  const s = summary.data;
  return (
    <PageFrame title={t('complete.title')}>
      {summary.isPending ? <Spinner label={t('loading')} /> : null}
      {summary.isError ? (
        <QueryErrorAlert
          error={summary.error}
          message={t('complete.loadFailed')}
          onRetry={() => void summary.refetch()}
        />
      ) : null}
      {s ? (
        <Card>
          <p>{t('complete.intro', { ref: s.referenceNo })}</p>
          <Facts>
            {s.doctorName ? (
              <>
                <dt>{t('complete.doctor')}</dt>
                <dd>
                  {s.doctorName}
                  {s.specialties.length > 0 ? ` (${s.specialties.join(', ')})` : ''}
                </dd>
              </>
            ) : null}
            {s.packageName ? (
              <>
                <dt>{t('complete.package')}</dt>
                <dd>{s.packageName}</dd>
              </>
            ) : null}
            <dt>{t('complete.facility')}</dt>
            <dd>{s.facilityName}</dd>
            {s.preferred.map((p) => (
              <Fragment key={p.priority}>
                <dt>{t('complete.option', { n: p.priority })}</dt>
                <dd>
                  {formatInTenantZone(p.start, s.timeZone, 'date', locale)}{' '}
                  {formatInTenantZone(p.start, s.timeZone, 'time', locale)}
                  {p.isWaitingList ? ` (${t('complete.waitingList')})` : ''}
                </dd>
              </Fragment>
            ))}
          </Facts>
        </Card>
      ) : null}
      <div>
        <Button onPress={() => void navigate(paths.patientHome.getHref())}>{t('complete.continue')}</Button>
      </div>
    </PageFrame>
  );
}
