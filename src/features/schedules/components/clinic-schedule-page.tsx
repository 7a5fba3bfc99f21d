import { lazy, startTransition, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner/spinner';
import { QueryErrorAlert } from '@/components/query-error/query-error-alert';
import { paths } from '@/config/paths';
import { useTenant } from '@/lib/tenant/tenant-context';
import { usePageTitle } from '@/lib/tenant/use-page-title';
import { useBookingSummary } from '../api/get-booking-summary';
import { displayStatuses } from '../model/day-status';
import { todayInZone } from '@/lib/format/dates';
import { initialDate } from '../model/initial-date';
import { DoctorLocationTree } from './doctor-location-tree';
import { BackLink, Hint, Main, PageHeading, ScheduleFrame, ShowingFor, Side } from './schedule-layout';
import { ScheduleLegend } from './schedule-legend';
import { WaitingListPanel } from './waiting-list-panel';

// The calendar (@schedule-x, Temporal polyfill) and the mini calendar render
// only with the booking summary: neither is in the page's first chunk (docs/decisions/0011-bundle-budgets.md).
const loadBoard = () => import('./schedule-board');
const loadMiniCalendar = () => import('./mini-calendar');
const ScheduleBoard = lazy(async () => ({ default: (await loadBoard()).ScheduleBoard }));
type MiniCalendarComponent = Awaited<ReturnType<typeof loadMiniCalendar>>['MiniCalendar'];

/** Clinic Schedule (`/schedule/clinic/provider/{providerId}`): doctors × locations on one calendar. */
export function ClinicSchedulePage() {
  const { t } = useTranslation('schedules');
  const { manifest } = useTenant();
  const { providerId = '' } = useParams();
  usePageTitle(t('clinic.title'));
  const summary = useBookingSummary(providerId, 'clinic');
  // Deferred: the side column the summary fills renders as a transition, in slices.
  const summaryData = useDeferredValue(summary.data);
  // Held in state rather than React.lazy: the side column (mini calendar,
  // legend, doctor tree) and the prompt beside it show together once both the
  // summary and this code are in, so nothing is pushed down as it arrives (a
  // large layout shift on phones, where the column sits above the prompt).
  const [miniCalendar, setMiniCalendar] = useState<{ MiniCalendar: MiniCalendarComponent } | null>(null);
  // The mini calendar (~16 KB) is asked for alongside the summary: the side
  // column needs both, so waiting for one before asking for the other adds a round trip.
  useEffect(() => {
    let live = true;
    // A transition: the side column it completes renders in slices, not as one long task.
    void loadMiniCalendar().then(
      ({ MiniCalendar }) => live && startTransition(() => setMiniCalendar({ MiniCalendar })),
    );
    return () => {
      live = false;
    };
  }, []);
  const resources = useMemo(() => summaryData?.allResources ?? [], [summaryData]);
  const single = resources.length === 1 && resources[0]?.locations.length === 1 ? resources[0] : null;
  // Deep links (?date=YYYY-MM-DD&unit=1&unit=2) open a given day and doctors, e.g. from a worklist row.
  const [search] = useSearchParams();
  const [chosen, setChosen] = useState<number[]>(() => search.getAll('unit').map(Number).filter(Number.isInteger));
  const unitIds = single ? [single.locations[0]!.unitId] : chosen;
  const linkedDate = search.get('date');
  const [pickedDate, setDate] = useState<string | null>(
    linkedDate && /^\d{4}-\d{2}-\d{2}$/.test(linkedDate) ? linkedDate : null,
  );
  const today = todayInZone(manifest.timeZone);
  // Until a day is picked (or linked), the summary's first suitable day: worked
  // out while rendering, not set from an effect, so the side column renders once.
  const date = useMemo(
    () => pickedDate ?? (summaryData ? initialDate(summaryData.calendarSummary, today) : null),
    [pickedDate, summaryData, today],
  );
  const statuses = useMemo(
    () => displayStatuses(summaryData?.calendarSummary ?? [], unitIds.length > 1),
    [summaryData, unitIds.length],
  );
  const onChange = useCallback((ids: number[]) => setChosen(ids), []);
  // The board (@schedule-x, Temporal polyfill: ~62 KB, a long task to
  // evaluate) renders only once doctors are chosen (at once for deep links).
  // Otherwise it loads when the doctor list is pointed at or focused, so it is
  // usually in by the time a doctor is ticked, and a first visit that only
  // looks at the month pays nothing for it.
  const loadBoardNow = useCallback(() => void loadBoard(), []);
  const shown = miniCalendar && summaryData && date !== null ? { ...miniCalendar, date } : null;
  const loading = !shown && !summary.isError;

  return (
    // While loading, the spinner sits under the heading and the frame fills the
    // window, so nothing on screen is pushed down when the side column arrives.
    <ScheduleFrame aria-labelledby="clinic-heading" $fill={loading}>
      <Side>
        <BackLink to={paths.root.getHref()}>{t('back')}</BackLink>
        <PageHeading id="clinic-heading">{t('clinic.title')}</PageHeading>
        {loading && unitIds.length === 0 ? <Spinner /> : null}
        {shown ? (
          <>
            <shown.MiniCalendar
              label={t('miniCalendar')}
              value={shown.date}
              onChange={setDate}
              statuses={statuses}
              timeZone={manifest.timeZone}
            />
            <ScheduleLegend items={['available', 'confirmed', 'choice']} />
            {!single && resources.length > 0 ? (
              <div onPointerEnter={loadBoardNow} onFocus={loadBoardNow}>
                <DoctorLocationTree resources={resources} value={chosen} onChange={onChange} />
              </div>
            ) : null}
          </>
        ) : null}
      </Side>
      <Main>
        {loading && unitIds.length > 0 && !date ? <Spinner /> : null}
        {summary.isError ? (
          <QueryErrorAlert error={summary.error} message={t('errors.display')} onRetry={() => void summary.refetch()} />
        ) : null}
        {single ? (
          <ShowingFor>
            {t('showingFor')} <strong>{single.resourceName}</strong> · {single.locations[0]!.locationName}
          </ShowingFor>
        ) : null}
        {shown && unitIds.length === 0 ? <Hint>{t('tree.prompt')}</Hint> : null}
        {date && unitIds.length > 0 ? (
          <Suspense fallback={<Spinner />}>
            <ScheduleBoard unitIds={unitIds} date={date} onDateChange={setDate} />
          </Suspense>
        ) : null}
        {shown ? <WaitingListPanel providerId={providerId} kind="clinic" unitIds={unitIds} /> : null}
      </Main>
    </ScheduleFrame>
  );
}
