// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import type { WorklistCell, WorklistRow } from '@/lib/api/contract/worklists';
import { scriptUrlAttempts } from '../../../tests/support/url-attacks';
import { styledTheme } from '../../../themes/styled-theme';
import { createTestI18n } from '@/testing/render-ui';
import { WorklistCellView, type CellContext } from './worklist-cell';

const row: WorklistRow = { created: 1, requestId: 'r1', referenceNo: 'OPD1', requestType: 'OPD', cells: {} };

/** Every way a server URL reaches the DOM in a worklist cell. */
const cellsFor = (url: string): WorklistCell[] => [
  { type: 'url', value: 'Open', url },
  { type: 'url', value: 'Details', url, contentTypeOfCalledURL: 'html' },
  { type: 'json.tag', value: [{ label: 'View', type: 'link', attribute: { href: url } }] },
  { type: 'json.tag', value: [{ label: 'Cancel', type: 'form', attribute: { method: 'POST', action: url } }] },
];

function renderCells(url: string) {
  const ctx: CellContext = { placeholders: { roleId: 'clinic' }, onHtmlLink: vi.fn(), onFormTag: vi.fn() };
  return render(
    <I18nextProvider i18n={createTestI18n()}>
      <ThemeProvider theme={styledTheme}>
        <MemoryRouter>
          {cellsFor(url).map((cell, i) => (
            <WorklistCellView key={i} cell={cell} row={row} ctx={ctx} />
          ))}
        </MemoryRouter>
      </ThemeProvider>
    </I18nextProvider>,
  );
}

describe('worklist cells with hostile server URLs', () => {
  it.each(scriptUrlAttempts.map((url) => [JSON.stringify(url), url]))(
    '%s renders as inert text: no link, no button',
    (_label, url) => {
      const { container } = renderCells(url);
      expect(container.querySelectorAll('a[href]')).toHaveLength(0);
      expect(container.querySelectorAll('button')).toHaveLength(0);
      expect(container.querySelectorAll('[data-inert-url]')).toHaveLength(4);
    },
  );

  it('a same-origin app path still renders as a live link (the table is not refusing everything)', () => {
    const { container } = renderCells('/app/view/OPD/1');
    expect(
      container.querySelectorAll('a[href="/view/OPD/1"]').length +
        container.querySelectorAll('a[href="/app/view/OPD/1"]').length,
    ).toBe(2);
    expect(container.querySelectorAll('button')).toHaveLength(2);
  });
});
