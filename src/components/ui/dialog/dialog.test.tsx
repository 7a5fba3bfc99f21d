// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { renderUi } from '@/testing/render-ui';
import { Dialog } from './dialog';

function renderDialog(onOpenChange = vi.fn<(isOpen: boolean) => void>()) {
  renderUi(
    <Dialog
      isOpen
      onOpenChange={onOpenChange}
      title="Waiting list"
      actions={
        <>
          <Button variant="secondary" onPress={() => onOpenChange(false)}>
            No
          </Button>
          <Button onPress={() => onOpenChange(false)}>Yes</Button>
        </>
      }
    >
      The timeslot is FULL.
    </Dialog>,
  );
  return onOpenChange;
}

describe('Dialog', () => {
  it('is named by its title and takes focus', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Waiting list' });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape', async () => {
    const onOpenChange = renderDialog();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('keeps Tab focus inside the dialog', async () => {
    renderDialog();
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });
});
