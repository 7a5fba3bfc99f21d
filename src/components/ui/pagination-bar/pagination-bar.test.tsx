// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '@/testing/render-ui';
import { PaginationBar } from './pagination-bar';

function renderBar(page: number, totalCapped?: boolean) {
  const onPageChange = vi.fn();
  const onPageSizeChange = vi.fn();
  renderUi(
    <PaginationBar
      page={page}
      totalItems={500}
      totalCapped={totalCapped}
      pageSize={25}
      pageSizeOptions={[25, 50, 100]}
      maxSpread={3}
      onPageChange={onPageChange}
      onPageSizeChange={onPageSizeChange}
    />,
  );
  return { onPageChange, onPageSizeChange };
}

describe('PaginationBar', () => {
  it('marks the current page and disables Previous on the first page', () => {
    renderBar(1);
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('1–25 of 500')).toBeTruthy();
  });

  it('reads a capped total as "this many or more", and its last page stops at the cap', () => {
    renderBar(20, true);
    expect(screen.getByText('476–500 of 500+')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows ellipses between page groups and moves with Next and page links', async () => {
    const { onPageChange } = renderBar(10);
    expect(screen.getAllByText('More pages')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenLastCalledWith(11);
    await userEvent.click(screen.getByRole('button', { name: 'Page 20' }));
    expect(onPageChange).toHaveBeenLastCalledWith(20);
  });

  it('offers the caller\u2019s page sizes under "Rows:"', async () => {
    const { onPageSizeChange } = renderBar(1);
    await userEvent.click(screen.getByRole('button', { name: /Rows:/ }));
    await userEvent.click(screen.getByRole('option', { name: '50' }));
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
  });
});
