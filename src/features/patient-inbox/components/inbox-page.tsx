import { useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { DateRangeFilter } from '@/components/filters/date-range-filter/date-range-filter';
import { isValidRange, type DateRange } from '@/components/filters/date-range-filter/date-range';
import { MultiSelect } from '@/components/filters/multi-select/multi-select';
import { toRouterPath } from '@/components/worklist-table/model/safe-url';
import { WorklistTable } from '@/components/worklist-table/worklist-table';
import { Alert } from '@/components/ui/alert/alert';
import { QueryErrorAlert } from '@/components/query-error/query-error-alert';
import { paths } from '@/config/paths';
import { inboxRowsOptions } from '@/lib/api/contract/patient-inbox/inbox';
import type { WorklistRequest, WorklistRow, WorklistTag } from '@/lib/api/contract/worklists';
import { readCookie } from '@/lib/auth/session-cookies';
import { useAppointmentStatusLabel } from '@/lib/format/appointment-status';
import { useTenant } from '@/lib/tenant/tenant-context';
import { usePageTitle } from '@/lib/tenant/use-page-title';
import { usePatientWorklist, type PatientWorklistMode } from '../api/get-patient-worklist';
import { useMyOffers } from '../api/get-my-offers';
import { usePendingLink } from '../api/get-pending-link';
import { useInboxAction, useReloadInbox } from '../api/run-inbox-action';
import { actionName, pastTense, proposedTimeOf, statusMessageMs } from '../model/inbox-action';
import { DeclineDialog } from './decline-dialog';
import { EmptyInbox } from './empty-inbox';

const Page = styled.div<{ $fill?: boolean }>`
  min-height: ${({ $fill }) => ($fill ? '100vh' : 'auto')};
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[4]};
`;

// The edge row's id keeps rows created in the same instant apart.
type Cursor = Pick<WorklistRequest, 'action' | 'created' | 'requestId'>;

/** /patient (My Inbox): the patient's requests with filters, inline actions and paging. */
export function InboxPage() {
  const { t } = useTranslation('patient-inbox');
  const statusLabel = useAppointmentStatusLabel();
  usePageTitle(t('title'));
  const { manifest, date } = useTenant();
  const userId = readCookie('userId') ?? '';
  const [range, setRange] = useState<DateRange>({ start: null, end: null });
  const [status, setStatus] = useState<string[] | null>(null);
  const [requestType, setRequestType] = useState<string[] | null>(null);
  const [limit, setLimit] = useState<number>(inboxRowsOptions[0]);
  const [cursor, setCursor] = useState<Cursor>({});
  const [mode, setMode] = useState<PatientWorklistMode>('page');
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  // A Decline tapped in a row, waiting for its confirmation.
  const [declining, setDeclining] = useState<{ tag: WorklistTag; row: WorklistRow } | null>(null);
  const rangeOk = isValidRange(range, manifest.features.dateRangeMonths);
  const body: WorklistRequest = {
    limit,
    ...cursor,
    ...(rangeOk ? { startDate: range.start, endDate: range.end } : {}),
    ...(status ? { status } : {}),
    ...(requestType ? { requestType } : {}),
  };
  const list = usePatientWorklist(userId, body, mode);
  // A query's answer renders synchronously; deferred, the filters and list it
  // fills render as a transition, in slices that leave the page responsive.
  const listData = useDeferredValue(list.data);
  const pending = usePendingLink();
  const offers = useMyOffers();
  const action = useInboxAction(userId);
  const reload = useReloadInbox(userId);
  const options = listData?.filters.options;

  // docs/product/patient-inbox.md#inbox-actions: the success message shows for 5 s, then the list reloads.
  useEffect(() => {
    if (message?.kind !== 'success') return undefined;
    const timer = setTimeout(() => {
      setMessage(null);
      void reload();
    }, statusMessageMs);
    return () => clearTimeout(timer);
  }, [message, reload]);

  const refilter = (apply: () => void) => {
    apply();
    setCursor({});
    setMode('filter');
  };

  const runFormTag = (tag: WorklistTag, row: WorklistRow) => {
    const name = actionName(tag);
    setMessage(null);
    action.mutate(
      { url: tag.attribute.action ?? '', method: tag.attribute.method ?? 'POST', requestId: row.requestId },
      {
        onSuccess: () =>
          setMessage({
            kind: 'success',
            text: t('actions.success', { done: t(`actions.done.${name}`, { defaultValue: pastTense(name) }) }),
          }),
        onError: () =>
          setMessage({
            kind: 'error',
            text: t('actions.failure', { action: t(`actions.verb.${name}`, { defaultValue: name }) }),
          }),
        onSettled: () => setDeclining(null),
      },
    );
  };
  // Declining cancels the request: it is asked again first; other actions run at once.
  const onFormTag = (tag: WorklistTag, row: WorklistRow) => {
    if (actionName(tag) === 'decline') setDeclining({ tag, row });
    else runFormTag(tag, row);
  };
  const declineWhen = declining ? proposedTimeOf(declining.row) : null;

  const pendingPath = pending.data?.url ? toRouterPath(pending.data.url) : null;
  const rows = listData?.dataTable.data ?? [];
  // The pending-request banner comes from its own call: holding the filters and
  // list until it has answered keeps the banner from pushing them down as it
  // arrives (a large layout shift on phones). Only until its first answer: a
  // failing call retries in the background while the list shows.
  // The open-offer banner of a waiting-list place is held the same way.
  const held = useDeferredValue(
    (pending.isPending && pending.failureCount === 0) || (offers.isPending && offers.failureCount === 0),
  );
  const offer = offers.data?.offers[0];
  if (held) {
    // The window's height while held, so the footer starts below the fold and is not pushed down the screen.
    return (
      <Page aria-busy="true" $fill>
        <Title>{t('title')}</Title>
      </Page>
    );
  }
  return (
    <Page>
      <Title>{t('title')}</Title>
      {pendingPath ? (
        <Alert variant="info" title={t('banner.title')}>
          {t('banner.text')} <Link to={pendingPath}>{t('banner.link')}</Link>
        </Alert>
      ) : null}
      {offer ? (
        <Alert variant="info" title={t('offer.title')}>
          {t('offer.text', { time: date(offer.heldUntil, 'dateTime') })}{' '}
          <Link to={paths.waitingListOffer.getHref(offer.offerId)}>{t('offer.link')}</Link>
        </Alert>
      ) : null}
      {message ? (
        <Alert variant={message.kind} title={message.kind === 'error' ? undefined : t('actions.successTitle')}>
          {message.text}
        </Alert>
      ) : null}
      <Filters>
        <DateRangeFilter
          value={range}
          onChange={(next) => refilter(() => setRange(next))}
          maxMonths={manifest.features.dateRangeMonths}
          timeZone={manifest.timeZone}
        />
        <MultiSelect
          label={t('filters.status')}
          options={options?.status.value ?? []}
          value={status ?? options?.status.value ?? []}
          onChange={(next) => refilter(() => setStatus(next))}
          optionLabel={statusLabel}
        />
        <MultiSelect
          label={t('filters.requestType')}
          options={options?.requestType.value ?? []}
          value={requestType ?? options?.requestType.value ?? []}
          onChange={(next) => refilter(() => setRequestType(next))}
        />
      </Filters>
      {list.isError ? (
        <QueryErrorAlert
          error={list.error}
          message={t(mode === 'filter' ? 'errors.filter' : 'errors.load')}
          onRetry={() => void list.refetch()}
        />
      ) : null}
      {/* Nothing at all, not nothing for a filter: say how to begin. */}
      {listData && rows.length === 0 && !range.start && status === null && requestType === null && !cursor.action ? (
        <EmptyInbox />
      ) : null}
      <WorklistTable
        caption={t('table.caption')}
        columns={listData?.dataTable.columns ?? []}
        rows={rows}
        isLoading={list.isPending || (list.data !== undefined && listData === undefined)}
        placeholders={{ roleId: readCookie('roleId') }}
        onFormTag={onFormTag}
        formatDate={date}
        paging={{
          canNewer: listData?.hasNewer ?? false,
          canOlder: listData?.hasOlder ?? false,
          onNewer: () => {
            setMode('page');
            setCursor({ action: 'newer', created: rows[0]?.created, requestId: rows[0]?.requestId });
          },
          onOlder: () => {
            setMode('page');
            setCursor({ action: 'older', created: rows.at(-1)?.created, requestId: rows.at(-1)?.requestId });
          },
          rowsPerPage: limit,
          rowsOptions: inboxRowsOptions,
          onRowsPerPageChange: (next) => refilter(() => setLimit(next)),
        }}
      />
      <DeclineDialog
        when={declining ? (declineWhen ? date(declineWhen, 'dateTime') : t('proposal.thisTime')) : null}
        isPending={action.isPending}
        onConfirm={() => (declining ? runFormTag(declining.tag, declining.row) : undefined)}
        onCancel={() => setDeclining(null)}
      />
    </Page>
  );
}
