import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner/spinner';
import { QueryErrorAlert } from '@/components/query-error/query-error-alert';
import { paths } from '@/config/paths';
import { useTenant } from '@/lib/tenant/tenant-context';
import { usePageTitle } from '@/lib/tenant/use-page-title';
import { useBookingSummary } from '../api/get-booking-summary';
import { displayStatuses } from '../model/day-status';
import { todayInZone } from '@/lib/format/dates';
import { initialDate } from '../model/initial-date';
import { MiniCalendar } from './mini-calendar';
import { ScheduleBoard } from './schedule-board';
import { BackLink, Hint, Main, PageHeading, ScheduleFrame, ShowingFor, Side } from './schedule-layout';
import { ScheduleLegend } from './schedule-legend';
import { WaitingListPanel } from './waiting-list-panel';

/** Health Screening schedule: every screening location of the provider on one calendar. */
export function HealthScreeningSchedulePage() {
  const { t } = useTranslation('schedules');
  const { manifest } = useTenant();
  const { providerId = '' } = useParams();
  usePageTitle(t('screening.title'));
  const summary = useBookingSummary(providerId, 'healthscreening');
  const unitIds = useMemo(() => summary.data?.appointmentUnits.map((u) => u.unitId) ?? [], [summary.data]);
  const locations = summary.data?.appointmentUnits.map((u) => u.locationName).join(', ') ?? '';
  const [date, setDate] = useState<string | null>(null);
  const today = todayInZone(manifest.timeZone);
  useEffect(() => {
    if (summary.data && date === null) setDate(initialDate(summary.data.calendarSummary, today));
  }, [summary.data, date, today]);
  const statuses = useMemo(() => displayStatuses(summary.data?.calendarSummary ?? [], false), [summary.data]);
  const combine = useMemo(() => ({ title: t('screening.resource'), subtitle: locations }), [t, locations]);

  return (
    <ScheduleFrame aria-labelledby="screening-heading">
      <Side>
        <BackLink to={paths.root.getHref()}>{t('back')}</BackLink>
        <PageHeading id="screening-heading">{t('screening.title')}</PageHeading>
        {date ? (
          <MiniCalendar
            label={t('miniCalendar')}
            value={date}
            onChange={setDate}
            statuses={statuses}
            timeZone={manifest.timeZone}
          />
        ) : null}
        {/* The spec gives this board Available and Confirmed only, but it draws requests' open preferred sessions
            in the Patient's Choice colour too: every colour shown is explained
            (docs/decisions/0084-proposals-the-patients-reschedule-page.md). */}
        <ScheduleLegend items={['available', 'confirmed', 'choice']} />
      </Side>
      <Main>
        {summary.isPending ? <Spinner /> : null}
        {summary.isError ? (
          <QueryErrorAlert error={summary.error} message={t('errors.display')} onRetry={() => void summary.refetch()} />
        ) : null}
        {summary.data && unitIds.length === 0 ? <Hint>{t('screening.none')}</Hint> : null}
        {unitIds.length > 0 ? (
          <ShowingFor>
            {t('showingFor')} <strong>{t('screening.resource')}</strong> · {locations}
          </ShowingFor>
        ) : null}
        {date && unitIds.length > 0 ? (
          <ScheduleBoard unitIds={unitIds} date={date} onDateChange={setDate} combine={combine} initialMode="day" />
        ) : null}
        {summary.data ? <WaitingListPanel providerId={providerId} kind="healthscreening" /> : null}
      </Main>
    </ScheduleFrame>
  );
}
