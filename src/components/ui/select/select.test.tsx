// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '@/testing/render-ui';
import { Select } from './select';

const options = [
  { id: 'sg', label: 'Singapore' },
  { id: 'my', label: 'Malaysia' },
  { id: 'hk', label: 'Hong Kong' },
];

describe('Select', () => {
  it('opens from the keyboard and picks an option with the arrow keys', async () => {
    const onSelectionChange = vi.fn();
    renderUi(<Select label="Country" options={options} onSelectionChange={onSelectionChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeTruthy();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onSelectionChange).toHaveBeenLastCalledWith('my');
  });

  it('shows the translated placeholder and the error text', () => {
    renderUi(<Select label="Country" options={options} errorMessage="Choose a country" />);
    expect(screen.getByText('Select an option')).toBeTruthy();
    expect(screen.getByText('Choose a country')).toBeTruthy();
  });
});
