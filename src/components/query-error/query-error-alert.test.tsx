// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { createTestI18n } from '@/testing/render-ui';
import enCommon from '../../../locales/en/common.json';
import { styledTheme } from '../../../themes/styled-theme';
import { QueryErrorAlert } from './query-error-alert';

function renderUi(ui: ReactElement) {
  const i18n = createTestI18n();
  i18n.addResourceBundle('en', 'common', enCommon);
  return render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={styledTheme}>{ui}</ThemeProvider>
    </I18nextProvider>,
  );
}

describe('QueryErrorAlert', () => {
  it("shows the page's message, the timeout cause and Try again", () => {
    const onRetry = vi.fn();
    renderUi(
      <QueryErrorAlert
        error={new ApiError('network', 0, '', {}, 'timeout')}
        message="Failed to load."
        onRetry={onRetry}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Failed to load.');
    expect(alert.textContent).toContain('The server is taking too long to answer. Please try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says the service is unavailable on a 503', () => {
    renderUi(<QueryErrorAlert error={new ApiError('http', 503, '')} message="Failed to load." />);
    expect(screen.getByRole('alert').textContent).toContain(
      'The service is temporarily unavailable. Please try again in a few minutes.',
    );
  });

  it('offers no retry for a 4xx, which would fail the same way', () => {
    renderUi(
      <QueryErrorAlert error={new ApiError('http', 404, 'Not found.')} message="Failed to load." onRetry={() => {}} />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('alert').textContent).not.toContain('Not found.');
  });
});
