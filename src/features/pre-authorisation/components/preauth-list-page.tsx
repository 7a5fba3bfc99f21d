import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { breakpoints } from '@themes/tokens';
import { Button } from '@/components/ui/button/button';
import { LazyDatePicker as DatePicker } from '@/components/ui/date-picker/lazy-date-picker';
import { cardRowsCss } from '@/components/ui/shared/card-rows';
import { PaginationBar } from '@/components/ui/pagination-bar/pagination-bar';
import { Select } from '@/components/ui/select/select';
import { Spinner } from '@/components/ui/spinner/spinner';
import { TextField } from '@/components/ui/text-field/text-field';
import { QueryErrorAlert } from '@/components/query-error/query-error-alert';
import { paths } from '@/config/paths';
import { caseDetailsHref, pafListStatuses, type PafListStatus } from '@/lib/api/contract/pre-authorisation/paf';
import { useTenant } from '@/lib/tenant/tenant-context';
import { usePageTitle } from '@/lib/tenant/use-page-title';
import { usePafList } from '../api/get-paf-list';
import { defaultListRange, pafListPageSize, validateListRange } from '../model/list-filters';
import { Actions, Card, Page, Title } from './paf-layout';
import { usePafSession } from './use-paf-session';

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;
`;
/* width 0 + min-width 100%: the list never widens the shell's grid; on a phone its rows become cards. */
const Scroll = styled.div`
  container: paf-list / inline-size;
  width: 0;
  min-width: 100%;
  overflow-x: auto;
`;
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.space[2]};
    border-bottom: ${({ theme }) => `calc(${theme.space[1]} / 4) solid ${theme.color.border}`};
    text-align: start;
    vertical-align: top;
    overflow-wrap: break-word;
  }
  a {
    color: ${({ theme }) => theme.color.primary};
  }
  td:nth-child(-n + 2) {
    white-space: nowrap;
  }
  td:last-child {
    min-width: 12rem;
  }
  @container paf-list (max-width: ${breakpoints.sm - 1}px) {
    ${cardRowsCss}
    td:nth-child(-n + 2) {
      white-space: normal;
    }
    td:last-child {
      min-width: 0;
    }
  }
`;

/* Its own line, with a touch target a thumb can hit. */
const ContinueLink = styled(Link)`
  display: flex;
  align-items: center;
  width: fit-content;
  min-height: calc(${({ theme }) => theme.space[6]} + ${({ theme }) => theme.space[3]});
`;

const columns = ['caseId', 'admissionDate', 'admittingHospital', 'fullName', 'identificationDocNum', 'status'] as const;

/** The pre-authorisation list (/preauth, docs/product/pre-authorisation.md#list). */
export function PreauthListPage() {
  const { t } = useTranslation('pre-authorisation');
  usePageTitle(t('list.title'));
  const { manifest, date } = useTenant();
  const session = usePafSession();
  const navigate = useNavigate();
  const isSpecialist = session.roleId === 'specialist';
  const [range, setRange] = useState(() => defaultListRange(session.today));
  const [searchText, setSearchText] = useState('');
  const [status, setStatus] = useState<PafListStatus>('all');
  const [page, setPage] = useState(1);
  const rangeError = validateListRange(range, manifest.features.dateRangeMonths);
  const list = usePafList(
    session.roleId,
    { limit: pafListPageSize, pageNo: page, searchText, ...range, status },
    rangeError === null,
  );
  const rows = list.data?.pageData ?? [];
  const label = (column: (typeof columns)[number]) => t(`list.columns.${column}`);

  return (
    <Page>
      <Actions>
        <Title>{t('list.title')}</Title>
        {/* Only specialists start cases (docs/product/pre-authorisation.md#new-case); New opens the payor selection. */}
        {isSpecialist ? (
          <Button onPress={() => void navigate(paths.pafWizard.getHref())}>{t('list.new')}</Button>
        ) : null}
      </Actions>
      <Card aria-label={t('list.filters')}>
        <Filters>
          <TextField
            label={isSpecialist ? t('list.searchId') : t('list.searchName')}
            type="search"
            value={searchText}
            onChange={(v) => {
              setSearchText(v);
              setPage(1);
            }}
          />
          <DatePicker
            label={t('list.startDate')}
            value={range.startDate}
            timeZone={manifest.timeZone}
            // Changing the start clears the end, which must then be chosen again within the limit.
            onChange={(startDate) => {
              setRange({ startDate: startDate ?? '', endDate: '' });
              setPage(1);
            }}
          />
          <DatePicker
            label={t('list.endDate')}
            value={range.endDate || null}
            min={range.startDate || undefined}
            timeZone={manifest.timeZone}
            onChange={(endDate) => {
              setRange((r) => ({ ...r, endDate: endDate ?? '' }));
              setPage(1);
            }}
            errorMessage={
              rangeError
                ? t(rangeError, { months: manifest.features.dateRangeMonths, label: t('list.endDate') })
                : undefined
            }
          />
          <Select
            label={t('list.status')}
            options={pafListStatuses.map((s) => ({ id: s, label: t(`list.statuses.${s}`) }))}
            selectedKey={status}
            onSelectionChange={(key) => {
              setStatus(key as PafListStatus);
              setPage(1);
            }}
          />
        </Filters>
      </Card>
      {list.isError ? (
        <QueryErrorAlert error={list.error} message={t('errors.list')} onRetry={() => void list.refetch()} />
      ) : null}
      {list.isFetching && !list.data ? <Spinner label={t('loading')} /> : null}
      <Scroll>
        <Table role="table" aria-busy={list.isFetching}>
          <caption>{t('list.caption')}</caption>
          <thead role="rowgroup">
            <tr role="row">
              {columns.map((c) => (
                <th key={c} scope="col" role="columnheader">
                  {label(c)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {rows.map((row) => (
              <tr key={row.caseId} role="row">
                <td role="cell" data-label={label('caseId')}>
                  {row.caseId}
                </td>
                <td role="cell" data-label={label('admissionDate')}>
                  {row.admissionDate ? date(`${row.admissionDate}T12:00:00Z`) : '—'}
                </td>
                <td role="cell" data-label={label('admittingHospital')}>
                  {row.admittingHospital ?? '—'}
                </td>
                <td role="cell" data-label={label('fullName')}>
                  {row.fullName || '—'}
                </td>
                <td role="cell" data-label={label('identificationDocNum')}>
                  {row.identificationDocNum || '—'}
                </td>
                <td role="cell" data-label={label('status')}>
                  <Link to={caseDetailsHref(session.roleId, row.caseId)}>
                    {row.status.codes.length
                      ? row.status.codes.map((c) => t(`status.${c}`)).join(', ')
                      : t('status.pending')}
                  </Link>
                  {/* The specialist's unsigned case resumes where it stopped (docs/decisions/0081-paf-drafts.md). */}
                  {isSpecialist && row.status.codes.includes('actionNeeded') ? (
                    <ContinueLink
                      to={paths.pafWizard.getHref(row.caseId)}
                      aria-label={t('draft.continueCase', { caseId: row.caseId })}
                    >
                      {t('draft.continue')}
                    </ContinueLink>
                  ) : null}
                </td>
              </tr>
            ))}
            {list.data && rows.length === 0 ? (
              <tr role="row">
                <td role="cell" colSpan={6}>
                  {t('list.empty')}
                </td>
              </tr>
            ) : null}
          </tbody>
        </Table>
      </Scroll>
      {list.data && list.data.totalItems > 0 ? (
        <PaginationBar
          page={page}
          totalItems={list.data.totalItems}
          totalCapped={list.data.totalCapped}
          pageSize={pafListPageSize}
          pageSizeOptions={[pafListPageSize]}
          maxSpread={2}
          onPageChange={setPage}
          onPageSizeChange={() => undefined}
          label={t('list.pagination')}
        />
      ) : null}
    </Page>
  );
}
