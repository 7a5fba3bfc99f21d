// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '@/testing/render-ui';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('toggles with Space and with a click on its label', async () => {
    const onChange = vi.fn();
    renderUi(<Checkbox onChange={onChange}>I agree to the terms</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'I agree to the terms' });
    await userEvent.tab();
    expect(document.activeElement).toBe(box);
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(screen.getByText('I agree to the terms'));
    expect(onChange).toHaveBeenLastCalledWith(false);
  });
});
