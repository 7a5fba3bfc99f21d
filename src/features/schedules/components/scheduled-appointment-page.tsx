import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { MultiSelect } from '@/components/filters/multi-select/multi-select';
import { Spinner } from '@/components/ui/spinner/spinner';
import { QueryErrorAlert } from '@/components/query-error/query-error-alert';
import { paths } from '@/config/paths';
import { useTenant } from '@/lib/tenant/tenant-context';
import { usePageTitle } from '@/lib/tenant/use-page-title';
import { useBookingSummary } from '../api/get-booking-summary';
import { todayInZone } from '@/lib/format/dates';
import { ScheduleBoard } from './schedule-board';
import { BackLink, Hint, Main, PageHeading, ScheduleFrame, Side } from './schedule-layout';
import { ScheduleLegend } from './schedule-legend';

/**
 * The spec's Scheduled Appointment prototype wired to real data: pick doctors,
 * see one day calendar per doctor-location; bookings open the status dialog and
 * patients' choices open Appointment Management (the real "add").
 */
export function ScheduledAppointmentPage() {
  const { t } = useTranslation('schedules');
  const { manifest } = useTenant();
  const { providerId = '' } = useParams();
  usePageTitle(t('scheduled.title'));
  const summary = useBookingSummary(providerId, 'clinic');
  const labels = useMemo(
    () =>
      new Map<string, number>(
        (summary.data?.appointmentUnits ?? []).map((u) => [`${u.resourceName} · ${u.locationName}`, u.unitId]),
      ),
    [summary.data],
  );
  const [chosen, setChosen] = useState<string[]>([]);
  const [date, setDate] = useState(todayInZone(manifest.timeZone));
  // The prototype preselects the first doctor after a short delay (docs/product/schedules.md#scheduled-appointments: 500 ms).
  useEffect(() => {
    const first = [...labels.keys()][0];
    if (!first) return undefined;
    const timer = setTimeout(() => setChosen((c) => (c.length ? c : [first])), 500);
    return () => clearTimeout(timer);
  }, [labels]);
  const unitIds = chosen.map((c) => labels.get(c)).filter((id): id is number => id !== undefined);

  return (
    <ScheduleFrame aria-labelledby="scheduled-heading">
      <Side>
        <BackLink to={paths.root.getHref()}>{t('back')}</BackLink>
        <PageHeading id="scheduled-heading">{t('scheduled.title')}</PageHeading>
        <MultiSelect
          label={t('scheduled.selectDoctors')}
          options={[...labels.keys()]}
          value={chosen}
          onChange={setChosen}
        />
        <ScheduleLegend items={['selected', 'available', 'full', 'scheduled', 'attended']} />
      </Side>
      <Main>
        {summary.isPending ? <Spinner /> : null}
        {summary.isError ? (
          <QueryErrorAlert error={summary.error} message={t('errors.display')} onRetry={() => void summary.refetch()} />
        ) : null}
        {summary.data && unitIds.length === 0 ? <Hint>{t('tree.prompt')}</Hint> : null}
        {unitIds.length > 0 ? (
          <ScheduleBoard unitIds={unitIds} date={date} onDateChange={setDate} initialMode="day" />
        ) : null}
      </Main>
    </ScheduleFrame>
  );
}
