import { memo, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { breakpoints } from '@themes/tokens';
import type { WorklistCell, WorklistRow } from '@/lib/api/contract/worklists';
import { useAppointmentStatusLabel } from '@/lib/format/appointment-status';
import { Button } from '../ui/button/button';
import { Select } from '../ui/select/select';
import { Spinner } from '../ui/spinner/spinner';
import { cardRowsCss } from '../ui/shared/card-rows';
import { hairline } from '../ui/shared/metrics';
import { WorklistCellView, type CellContext } from './worklist-cell';

/** Container widths (px) under which rows become cards: any table on a phone, a wide one on a tablet. */
const cardsBelow = { any: breakpoints.sm, wide: breakpoints.md } as const;
/** More columns than this make a table "wide": it turns into cards on a tablet already. */
const wideFrom = 7;

const Scroll = styled.div`
  container: worklist / inline-size;
  overflow-x: auto;
  border: ${({ theme }) => `${hairline(theme)} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface};
`;

// While loading, the body holds about a page of rows' height (rows measure
// 59–122 px): the paging bar and footer then start below a phone's fold and
// are not pushed down the screen when the rows arrive (layout shift).
const LoadingCell = styled.td<{ $rows: number }>`
  height: ${({ theme, $rows }) => `calc(${$rows} * (${theme.space[8]} + ${theme.space[5]}))`};
  && {
    vertical-align: middle;
    text-align: center;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.color.text};

  /* Dense: ten columns fit a 1280 px window; long cells wrap inside their column. */
  th,
  td {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[2]}`};
    text-align: start;
    vertical-align: top;
    border-bottom: ${({ theme }) => `${hairline(theme)} solid ${theme.color.border}`};
    overflow-wrap: break-word;
  }
  th {
    background: ${({ theme }) => theme.color.surfaceAlt};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  /* A link drawn as a button (case details) reads like the links around it: from the start of its cell. */
  td button {
    text-align: start;
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }

  @container worklist (max-width: ${cardsBelow.any - 1}px) {
    ${cardRowsCss}
  }
  @container worklist (max-width: ${cardsBelow.wide - 1}px) {
    &[data-wide] {
      ${cardRowsCss}
    }
  }
`;

const Caption = styled.caption`
  padding: ${({ theme }) => theme.space[2]};
  text-align: start;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[3]};
`;

/** Server-defined column name → row key (spec: keyed by the name with spaces removed). */
export const columnKey = (column: string) => column.replace(/\s+/g, '');

/** Props of the cursor pager under the table. */
export interface WorklistPaging {
  /** A newer page exists (towards the top of the list). */
  canNewer: boolean;
  /** An older page exists. */
  canOlder: boolean;
  onNewer: () => void;
  onOlder: () => void;
  /** Rows per page (spec: staff default 5). */
  rowsPerPage: number;
  /** Choices for rows per page (spec: staff 5, 10, 25). */
  rowsOptions: readonly number[];
  onRowsPerPageChange: (rows: number) => void;
}

/** Props of the shared worklist table (staff worklist and patient inbox). */
export interface WorklistTableProps extends CellContext {
  /** Table caption, also its accessible name. */
  caption: string;
  /** Column names in display order, as the server sent them. */
  columns: readonly string[];
  rows: readonly WorklistRow[];
  /** Shows a spinner row instead of data. */
  isLoading?: boolean;
  paging: WorklistPaging;
}

/** One body row. Memoised: a filter tick or page press re-renders the page, not rows whose data is unchanged. */
const WorklistRowView = memo(function WorklistRowView({
  row,
  columns,
  labels,
  statusLabel,
  ctx,
}: {
  row: WorklistRow;
  columns: readonly string[];
  labels: readonly string[];
  statusLabel: (status: string) => string;
  ctx: CellContext;
}) {
  // The Status column's text is a status value: worded as every other status display words it.
  const shown = (column: string, cell: WorklistCell): WorklistCell =>
    column === 'Status' && (cell.type === 'text' || cell.type === 'url')
      ? { ...cell, value: statusLabel(cell.value) }
      : cell;
  return (
    <tr role="row" data-request-id={row.requestId}>
      {columns.map((c, i) => {
        const cell = row.cells[columnKey(c)];
        return (
          <td key={c} role="cell" data-label={labels[i]}>
            {cell ? <WorklistCellView cell={shown(c, cell)} row={row} ctx={ctx} /> : null}
          </td>
        );
      })}
    </tr>
  );
});

/**
 * The cell context with a stable identity while its values stay the same: pages pass fresh
 * handlers on every render, and a new context would re-render every memoised row.
 */
function useStableCellContext({ placeholders, onHtmlLink, onFormTag, formatDate }: CellContext): CellContext {
  const latest = useRef({ onHtmlLink, onFormTag });
  useEffect(() => {
    latest.current = { onHtmlLink, onFormTag };
  });
  const placeholdersKey = JSON.stringify(placeholders);
  const hasHtmlLink = onHtmlLink !== undefined;
  const hasFormTag = onFormTag !== undefined;
  return useMemo<CellContext>(
    () => ({
      placeholders: JSON.parse(placeholdersKey) as CellContext['placeholders'],
      formatDate,
      // Handlers run on a click, after the effect above has stored the latest ones.
      onHtmlLink: hasHtmlLink ? (url, row) => latest.current.onHtmlLink?.(url, row) : undefined,
      onFormTag: hasFormTag ? (tag, row) => latest.current.onFormTag?.(tag, row) : undefined,
    }),
    [placeholdersKey, formatDate, hasHtmlLink, hasFormTag],
  );
}

/** A table of server-defined columns with typed cells and newer/older cursor paging. */
export function WorklistTable({ caption, columns, rows, isLoading, paging, ...cellContext }: WorklistTableProps) {
  const { t } = useTranslation('worklists');
  const statusLabel = useAppointmentStatusLabel();
  const ctx = useStableCellContext(cellContext);
  // Columns are keyed by their name without spaces; a column without words of its own shows as sent.
  const labels = useMemo(() => columns.map((c) => t(`columns.${columnKey(c)}`, { defaultValue: c })), [columns, t]);
  return (
    <div>
      <Scroll>
        <Table role="table" aria-busy={isLoading || undefined} data-wide={columns.length >= wideFrom || undefined}>
          <Caption>{caption}</Caption>
          {/* No columns yet (a failed first load): a header row without headers is not a valid row. */}
          {columns.length > 0 ? (
            <thead role="rowgroup">
              <tr role="row">
                {columns.map((c, i) => (
                  <th key={c} scope="col" role="columnheader">
                    {labels[i]}
                  </th>
                ))}
              </tr>
            </thead>
          ) : null}
          <tbody role="rowgroup">
            {isLoading ? (
              <tr role="row">
                <LoadingCell role="cell" colSpan={Math.max(1, columns.length)} $rows={paging.rowsPerPage}>
                  <Spinner size="sm" />
                </LoadingCell>
              </tr>
            ) : rows.length === 0 ? (
              <tr role="row">
                <td role="cell" colSpan={Math.max(1, columns.length)}>
                  {t('table.noResults')}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <WorklistRowView
                  key={row.requestId}
                  row={row}
                  columns={columns}
                  labels={labels}
                  statusLabel={statusLabel}
                  ctx={ctx}
                />
              ))
            )}
          </tbody>
        </Table>
      </Scroll>
      <Footer>
        <Select
          label={t('table.rows')}
          labelBeside
          options={paging.rowsOptions.map((n) => ({ id: n, label: String(n) }))}
          selectedKey={paging.rowsPerPage}
          onSelectionChange={(key) => paging.onRowsPerPageChange(Number(key))}
        />
        <Button variant="secondary" size="sm" isDisabled={!paging.canNewer || isLoading} onPress={paging.onNewer}>
          {t('table.newer')}
        </Button>
        <Button variant="secondary" size="sm" isDisabled={!paging.canOlder || isLoading} onPress={paging.onOlder}>
          {t('table.older')}
        </Button>
      </Footer>
    </div>
  );
}
