import type { Key } from 'react-aria-components';
import { Button as AriaButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { focusRing, hairline } from '../shared/metrics';
import { Select } from '../select/select';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { pageCountFor, paginationRange } from './pagination-range';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  font-family: ${({ theme }) => theme.fonts.body};
  color: ${({ theme }) => theme.color.text};
`;

const Pages = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PageButton = styled(AriaButton)`
  min-width: ${({ theme }) => theme.space[6]};
  min-height: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => `0 ${theme.space[2]}`};
  border: ${({ theme }) => `${hairline(theme)} solid transparent`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.primary};
  font: inherit;
  cursor: pointer;
  ${focusRing}

  &[data-hovered]:not([data-disabled]) {
    border-color: ${({ theme }) => theme.color.border};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.color.textMuted};
    cursor: not-allowed;
  }
`;

const Gap = styled.li`
  min-width: ${({ theme }) => theme.space[6]};
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Summary = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Side = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
`;

/** Props of the pagination bar. */
export interface PaginationBarProps {
  /** Current page, 1-based. */
  page: number;
  /** Total rows across all pages. */
  totalItems: number;
  /** True when more rows exist than totalItems (a capped count): the summary reads "of 1000+". */
  totalCapped?: boolean;
  /** Rows per page. */
  pageSize: number;
  /** Rows-per-page choices (spec: 25, 50, 100). */
  pageSizeOptions: readonly number[];
  /** Most page links shown around the current page; the caller decides. */
  maxSpread: number;
  /** Called with the page the user chose. */
  onPageChange: (page: number) => void;
  /** Called with the new page size; the caller usually returns to page 1. */
  onPageSizeChange: (pageSize: number) => void;
  /** Accessible name of the navigation landmark. */
  label?: string;
}

/** Page links with ellipses between groups, Previous/Next and a "Rows:" choice. */
export function PaginationBar({
  page,
  totalItems,
  totalCapped = false,
  pageSize,
  pageSizeOptions,
  maxSpread,
  onPageChange,
  onPageSizeChange,
  label,
}: PaginationBarProps) {
  const { t } = useTranslation('ui');
  const pageCount = pageCountFor(totalItems, pageSize);
  const items = paginationRange({ page, pageCount, spread: maxSpread });
  const from = totalItems === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(totalItems, page * pageSize);

  return (
    <Bar>
      <nav aria-label={label ?? t('pagination.label')}>
        <Pages>
          <li>
            <PageButton isDisabled={page <= 1} onPress={() => onPageChange(page - 1)}>
              {t('pagination.previous')}
            </PageButton>
          </li>
          {items.map((item) =>
            typeof item === 'number' ? (
              <li key={item}>
                <PageButton
                  aria-label={t('pagination.page', { page: item })}
                  aria-current={item === page ? 'page' : undefined}
                  onPress={() => onPageChange(item)}
                >
                  {item}
                </PageButton>
              </li>
            ) : (
              <Gap key={item}>
                <span aria-hidden="true">…</span>
                <VisuallyHidden>{t('pagination.morePages')}</VisuallyHidden>
              </Gap>
            ),
          )}
          <li>
            <PageButton isDisabled={page >= pageCount} onPress={() => onPageChange(page + 1)}>
              {t('pagination.next')}
            </PageButton>
          </li>
        </Pages>
      </nav>
      <Side>
        <Summary>
          {t(totalCapped ? 'pagination.rangeCapped' : 'pagination.range', { from, to, total: totalItems })}
        </Summary>
        <Select
          label={t('pagination.rows')}
          labelBeside
          options={pageSizeOptions.map((size) => ({ id: size, label: String(size) }))}
          selectedKey={pageSize}
          onSelectionChange={(key: Key | null) => {
            if (key !== null) onPageSizeChange(Number(key));
          }}
        />
      </Side>
    </Bar>
  );
}
