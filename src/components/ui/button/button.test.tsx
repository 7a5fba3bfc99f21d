// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '@/testing/render-ui';
import { Button } from './button';

describe('Button', () => {
  it('is pressed from the keyboard with Enter and Space', async () => {
    const onPress = vi.fn();
    renderUi(<Button onPress={onPress}>Save</Button>);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('announces loading and ignores presses while loading', async () => {
    const onPress = vi.fn();
    renderUi(
      <Button onPress={onPress} isLoading>
        Submit
      </Button>,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Submit/ }));
    expect(onPress).not.toHaveBeenCalled();
  });
});
