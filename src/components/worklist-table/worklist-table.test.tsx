// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { styledTheme } from '../../../themes/styled-theme';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { WorklistRow } from '@/lib/api/contract/worklists';
import { createTestI18n } from '@/testing/render-ui';
import enCommon from '../../../locales/en/common.json';
import enWorklist from '../../../locales/en/worklists.json';
import zhCommon from '../../../locales/zh-HK/common.json';
import zhWorklist from '../../../locales/zh-HK/worklists.json';
import { WorklistTable, type WorklistPaging } from './worklist-table';

const paging: WorklistPaging = {
  canNewer: false,
  canOlder: true,
  onNewer: vi.fn(),
  onOlder: vi.fn(),
  rowsPerPage: 5,
  rowsOptions: [5, 10, 25],
  onRowsPerPageChange: vi.fn(),
};

function row(cells: WorklistRow['cells'], requestId = 'r1'): WorklistRow {
  return { created: 1, requestId, referenceNo: 'OPD1', requestType: 'OPD', cells };
}

function renderTable(rows: WorklistRow[], extra: Partial<Parameters<typeof WorklistTable>[0]> = {}, language = 'en') {
  const i18n = createTestI18n();
  i18n.addResourceBundle('en', 'worklists', enWorklist);
  i18n.addResourceBundle('en', 'common', enCommon);
  i18n.addResourceBundle('zh-HK', 'worklists', zhWorklist);
  i18n.addResourceBundle('zh-HK', 'common', zhCommon);
  void i18n.changeLanguage(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={styledTheme}>
        <MemoryRouter>
          <WorklistTable
            caption="Worklist"
            columns={['Reference No', 'Status', 'Waiting Time', 'Actions']}
            rows={rows}
            paging={paging}
            placeholders={{ roleId: 'clinic' }}
            {...extra}
          />
        </MemoryRouter>
      </ThemeProvider>
    </I18nextProvider>,
  );
}

describe('WorklistTable', () => {
  it('labels every cell with its column, which the phone card layout shows beside the value', () => {
    renderTable([
      row({ ReferenceNo: { type: 'text', value: 'OPD100001' }, Status: { type: 'text', value: 'Scheduled' } }),
    ]);
    const cells = screen.getAllByRole('cell');
    expect(cells.map((c) => c.getAttribute('data-label'))).toEqual([
      'Reference No',
      'Status',
      'Waiting Time',
      'Actions',
    ]);
    // The header row stays for assistive technology when the cards hide it visually.
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Reference No',
      'Status',
      'Waiting Time',
      'Actions',
    ]);
  });

  it("shows 'No results found' for an empty list", () => {
    renderTable([]);
    expect(screen.getByText('No results found')).toBeTruthy();
  });

  it('renders text, humanised milliseconds and json.tag links with the roleId filled', () => {
    renderTable([
      row({
        ReferenceNo: { type: 'text', value: 'OPD100001' },
        WaitingTime: { type: 'milliseconds', value: 2 * 86_400_000 + 3_600_000 },
        Actions: {
          type: 'json.tag',
          value: [{ label: 'View', type: 'link', attribute: { href: '/app/view/OPD/OPD100001?role={roleId}' } }],
        },
      }),
    ]);
    expect(screen.getByText('2 days 1 hour')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View' }).getAttribute('href')).toBe('/view/OPD/OPD100001?role=clinic');
  });

  it("shows the stored status 'Cancel' as 'Cancelled' in the Status column only", () => {
    renderTable([
      row({ ReferenceNo: { type: 'text', value: 'Cancel' }, Status: { type: 'text', value: 'Cancel' } }),
      row({ Status: { type: 'text', value: 'No Show' } }, 'r2'),
    ]);
    expect(screen.getByText('Cancelled')).toBeTruthy();
    expect(screen.getByText('Cancel')).toBeTruthy();
    expect(screen.getByText('No Show')).toBeTruthy();
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,x',
    '//evil.example',
  ])('renders %j from the server as inert text', (url) => {
    renderTable([
      row({
        Status: { type: 'url', value: 'Evil', url },
        Actions: { type: 'json.tag', value: [{ label: 'Tag', type: 'link', attribute: { href: url } }] },
      }),
    ]);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Evil' })).toBeNull();
    expect(screen.getByText('Evil').closest('a')).toBeNull();
    expect(screen.getByText('Tag').closest('a')).toBeNull();
  });

  it('hands an html link (Pending Patient Response) to the page instead of navigating', () => {
    const onHtmlLink = vi.fn();
    renderTable(
      [
        row({
          Status: {
            type: 'url',
            value: 'Pending Patient Response',
            url: '/api/v1/case/{roleId}',
            contentTypeOfCalledURL: 'html',
          },
        }),
      ],
      { onHtmlLink },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pending Patient Response' }));
    expect(onHtmlLink).toHaveBeenCalledWith('/api/v1/case/clinic', expect.objectContaining({ requestId: 'r1' }));
  });

  it('words headers, statuses, coded actions and dated cells in the UI language (zh-HK)', () => {
    const formatDate = vi.fn((at: string, format: string) => `${format}@${at}`);
    renderTable(
      [
        row({
          ReferenceNo: {
            type: 'text',
            value: '24 Nov 2026 09:00 AM',
            at: '2026-11-24T01:00:00.000Z',
            dateFormat: 'dateTime',
          },
          Status: { type: 'text', value: 'Pending Clinic Response' },
          Actions: {
            type: 'json.tag',
            value: [{ label: 'View', code: 'view', type: 'link', attribute: { href: '/app/view/OPD/1' } }],
          },
        }),
      ],
      { formatDate },
      'zh-HK',
    );
    expect(screen.getByRole('columnheader', { name: '參考編號' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '等候時間' })).toBeTruthy();
    expect(screen.getByText('等待診所回覆')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看' })).toBeTruthy();
    expect(screen.getByText('dateTime@2026-11-24T01:00:00.000Z')).toBeTruthy();
    expect(screen.queryByText(/View|Pending|Nov/)).toBeNull();
  });

  it('shows an uncoded action and an unknown column as the server sent them', () => {
    renderTable(
      [row({ Actions: { type: 'json.tag', value: [{ label: 'Open', type: 'link', attribute: { href: '/app/x' } }] } })],
      {
        columns: ['Triage Score', 'Actions'],
      },
    );
    expect(screen.getByRole('columnheader', { name: 'Triage Score' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open' })).toBeTruthy();
  });

  it('enables Older and disables Newer as told', () => {
    renderTable([row({ ReferenceNo: { type: 'text', value: 'x' } })]);
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(paging.onOlder).toHaveBeenCalled();
    expect(
      screen.getByRole('button', { name: 'Newer' }).hasAttribute('disabled') ||
        screen.getByRole('button', { name: 'Newer' }).getAttribute('data-disabled') !== null,
    ).toBe(true);
  });

  it('does not re-render unchanged rows when the page re-renders with fresh handlers, and calls the newest handler', () => {
    const i18n = createTestI18n();
    i18n.addResourceBundle('en', 'worklists', enWorklist);
    i18n.addResourceBundle('en', 'common', enCommon);
    const columns = ['Reference No', 'Created'];
    const rows = [
      row({
        ReferenceNo: { type: 'url', value: 'OPD1', url: '/case/1', contentTypeOfCalledURL: 'html' },
        Created: { type: 'text', value: '1 Jan', at: '2026-01-01T00:00:00Z' },
      }),
    ];
    const formatDate = vi.fn(() => '1 January');
    // The page passes new objects and closures on every render, as a filter tick does.
    const table = (onHtmlLink: () => void) => (
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={styledTheme}>
          <MemoryRouter>
            <WorklistTable
              caption="Worklist"
              columns={columns}
              rows={rows}
              paging={{ ...paging }}
              placeholders={{ roleId: 'clinic' }}
              formatDate={formatDate}
              onHtmlLink={onHtmlLink}
            />
          </MemoryRouter>
        </ThemeProvider>
      </I18nextProvider>
    );
    const first = vi.fn();
    const latest = vi.fn();
    const { rerender } = render(table(first));
    const rendered = formatDate.mock.calls.length;
    expect(rendered).toBeGreaterThan(0);
    rerender(table(latest));
    expect(formatDate).toHaveBeenCalledTimes(rendered);
    fireEvent.click(screen.getByRole('button', { name: 'OPD1' }));
    expect(latest).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
  });
});
