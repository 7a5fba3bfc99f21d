import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { DateRangeFilter } from '@/components/filters/date-range-filter/date-range-filter';
import { MultiSelect } from '@/components/filters/multi-select/multi-select';
import { Alert } from '@/components/ui/alert/alert';
import { WorklistTable } from '@/components/worklist-table/worklist-table';
import { QueryErrorAlert } from '@/components/query-error/query-error-alert';
import type { WorklistRow } from '@/lib/api/contract/worklists';
import { storeProviderId } from '@/lib/auth/provider-id';
import { readCookie } from '@/lib/auth/session-cookies';
import { useAppointmentStatusLabel } from '@/lib/format/appointment-status';
import { useTenant } from '@/lib/tenant/tenant-context';
import { usePageTitle } from '@/lib/tenant/use-page-title';
import { getLinkedCase } from '../api/get-linked-case';
import { useStaffWorklist, type WorklistMode } from '../api/get-staff-worklist';
import { buildWorklistBody, nextCursor, type Cursor, type WorklistFilters } from '../model/worklist-query';

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Heading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.color.text};
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[4]};
`;

/** Staff rows per page (docs/product/worklists.md#table: default 5; 5, 10, 25). */
const rowsOptions = [5, 10, 25] as const;

/** Staff worklist home (`/provider/{providerId}`, `/agent/home/{providerId}`), title Home. */
export function WorklistPage() {
  const { t } = useTranslation('worklists');
  const statusLabel = useAppointmentStatusLabel();
  const { manifest, date } = useTenant();
  const navigate = useNavigate();
  const { providerId = '' } = useParams();
  usePageTitle(t('home.title'));
  useEffect(() => {
    if (providerId) storeProviderId(providerId);
  }, [providerId]);

  const user = useMemo(
    () => ({
      client: readCookie('client') ?? manifest.id,
      roleId: readCookie('roleId') ?? '',
      userId: readCookie('userId') ?? '',
    }),
    [manifest.id],
  );
  const [filters, setFilters] = useState<WorklistFilters>({
    range: { start: null, end: null },
    status: null,
    requestType: null,
  });
  const [mode, setMode] = useState<WorklistMode>('page');
  const [rows, setRows] = useState<number>(rowsOptions[0]);
  const [cursor, setCursor] = useState<Cursor>({ page: 1 });
  const [caseError, setCaseError] = useState(false);
  const body = buildWorklistBody(filters, rows, cursor, manifest.features.dateRangeMonths);
  const query = useStaffWorklist(user, body, mode);
  // A query's answer renders synchronously; deferred, the table and filters it
  // fills render as a transition, in slices that leave the page responsive.
  const data = useDeferredValue(query.data);
  const catchingUp = query.data !== undefined && data === undefined;

  const applyFilters = (next: WorklistFilters) => {
    setFilters(next);
    setMode('filter');
    setCursor({ page: 1 });
  };
  const page = (direction: 'newer' | 'older') => {
    const next = nextCursor(direction, data?.dataTable.data ?? [], cursor.page);
    if (next) setCursor(next);
  };
  const openCase = (url: string, row: WorklistRow) => {
    setCaseError(false);
    getLinkedCase(url).then(
      () => navigate(`/view/${encodeURIComponent(row.requestType)}/${encodeURIComponent(row.referenceNo)}`),
      () => setCaseError(true),
    );
  };

  return (
    <Page aria-labelledby="worklist-heading">
      <Heading id="worklist-heading">{t('home.title')}</Heading>
      <Filters>
        <DateRangeFilter
          value={filters.range}
          maxMonths={manifest.features.dateRangeMonths}
          timeZone={manifest.timeZone}
          onChange={(range) => applyFilters({ ...filters, range })}
        />
        <MultiSelect
          label={t('filters.status')}
          options={data?.filters.options.status.value ?? []}
          value={filters.status ?? data?.filters.selectedOptions.status.value ?? []}
          onChange={(status) => applyFilters({ ...filters, status })}
          optionLabel={statusLabel}
        />
        <MultiSelect
          label={t('filters.requestType')}
          options={data?.filters.options.requestType.value ?? []}
          value={filters.requestType ?? data?.filters.selectedOptions.requestType.value ?? []}
          onChange={(requestType) => applyFilters({ ...filters, requestType })}
        />
      </Filters>
      {query.isError ? (
        <QueryErrorAlert
          error={query.error}
          message={mode === 'filter' ? t('home.filterFailed') : t('home.loadFailed')}
          onRetry={() => void query.refetch()}
        />
      ) : null}
      {caseError ? <Alert variant="error">{t('home.caseFailed')}</Alert> : null}
      <WorklistTable
        caption={t('home.caption')}
        columns={data?.dataTable.columns ?? []}
        rows={data?.dataTable.data ?? []}
        isLoading={query.isPending || catchingUp}
        placeholders={{ roleId: user.roleId }}
        onHtmlLink={openCase}
        formatDate={date}
        paging={{
          canNewer: data?.hasNewer ?? false,
          canOlder: data?.hasOlder ?? false,
          onNewer: () => page('newer'),
          onOlder: () => page('older'),
          rowsPerPage: rows,
          rowsOptions,
          onRowsPerPageChange: (n) => {
            setRows(n);
            setCursor({ page: 1 });
          },
        }}
      />
    </Page>
  );
}
