// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '@/testing/render-ui';
import { ViewToggle } from './view-toggle';

describe('ViewToggle', () => {
  it('shows which view is pressed and switches from the keyboard', async () => {
    const onChange = vi.fn();
    renderUi(<ViewToggle value="horizontal" onChange={onChange} />);
    expect(screen.getByRole('radio', { name: 'Card view' }).getAttribute('aria-checked')).toBe('true');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith('vertical');
  });
});
