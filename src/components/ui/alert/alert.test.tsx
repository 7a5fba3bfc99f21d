// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '@/testing/render-ui';
import { Alert } from './alert';

describe('Alert', () => {
  it('heads an error with "Error" and numbers its messages', () => {
    renderUi(<Alert variant="error" messages={['Name is required', 'Date is required']} />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Error')).toBeTruthy();
    const list = within(alert).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Name is required', 'Date is required']);
  });

  it('uses a polite status for information', () => {
    renderUi(<Alert title="Saved">Your profile was updated.</Alert>);
    expect(screen.getByRole('status').textContent).toContain('Your profile was updated.');
  });
});
