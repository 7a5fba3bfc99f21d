import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { nativeFocusRing } from '@/components/ui/shared/metrics';
import { pageWindow } from '../model/result-paging';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]};
`;

const PageButton = styled.button`
  min-width: ${({ theme }) => theme.space[6]};
  min-height: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => `0 ${theme.space[2]}`};
  border: ${({ theme }) => `calc(${theme.space[1]} / 4) solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primary};
  font: inherit;
  cursor: pointer;
  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.primary};
    border-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }
  &:disabled {
    color: ${({ theme }) => theme.color.textMuted};
    cursor: not-allowed;
  }
  ${nativeFocusRing}
`;

/** Props of the result page links (carousel slides or list pages). */
export interface ResultPagerProps {
  /** Zero-based current page. */
  page: number;
  count: number;
  onChange: (page: number) => void;
  /** Accessible name of the navigation. */
  label: string;
}

/** Previous, up to 7 numbered links, next. */
export function ResultPager({ page, count, onChange, label }: ResultPagerProps) {
  const { t } = useTranslation('doctor-search');
  if (count <= 1) return null;
  return (
    <Nav aria-label={label}>
      <PageButton
        type="button"
        disabled={page === 0}
        onClick={() => onChange(page - 1)}
        aria-label={t('results.previous')}
      >
        ‹
      </PageButton>
      {pageWindow(page, count).map((p) => (
        <PageButton
          key={p}
          type="button"
          aria-current={p === page ? 'page' : undefined}
          aria-label={t('results.page', { page: p + 1 })}
          onClick={() => onChange(p)}
        >
          {p + 1}
        </PageButton>
      ))}
      <PageButton
        type="button"
        disabled={page >= count - 1}
        onClick={() => onChange(page + 1)}
        aria-label={t('results.next')}
      >
        ›
      </PageButton>
    </Nav>
  );
}
