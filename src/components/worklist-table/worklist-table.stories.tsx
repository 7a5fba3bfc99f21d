import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import type { WorklistRow } from '@/lib/api/contract/worklists';
import { WorklistTable } from './worklist-table';

const columns = ['Reference No', 'Patient Name', 'Status', 'Waiting Time', 'Actions'];

function rowAt(i: number, status: string): WorklistRow {
  const ref = `OPD1${String(i).padStart(5, '0')}`;
  return {
    created: 1_700_000_000_000 - i * 3_600_000,
    requestId: `req-${i}`,
    referenceNo: ref,
    requestType: 'OPD',
    cells: {
      ReferenceNo: { type: 'url', value: ref, url: `/app/schedule/create/101/${ref}/OPD` },
      PatientName: { type: 'text', value: ['Tan Wei Ming', 'Siti Aminah', 'Budi Santoso'][i % 3] as string },
      Status:
        status === 'Pending Patient Response'
          ? { type: 'url', value: status, url: '/api/v1/booking/case', contentTypeOfCalledURL: 'html' }
          : { type: 'text', value: status },
      WaitingTime: { type: 'milliseconds', value: i * 26 * 3_600_000 },
      Actions: {
        type: 'json.tag',
        value: [
          { label: 'View', type: 'link', attribute: { href: `/app/view/OPD/${ref}` } },
          { label: 'Unsafe (inert)', type: 'link', attribute: { href: 'javascript:alert(1)' } },
        ],
      },
    },
  };
}

const paging = {
  canNewer: false,
  canOlder: true,
  onNewer: () => undefined,
  onOlder: () => undefined,
  rowsPerPage: 5,
  rowsOptions: [5, 10, 25],
  onRowsPerPageChange: () => undefined,
};

const meta = {
  title: 'Components/WorklistTable',
  component: WorklistTable,
  decorators: [(Story) => <MemoryRouter>{Story()}</MemoryRouter>],
  args: {
    caption: 'Worklist',
    columns,
    rows: [rowAt(1, 'Pending Clinic Response'), rowAt(2, 'Pending Patient Response'), rowAt(3, 'Scheduled')],
    paging,
    placeholders: { roleId: 'clinic' },
    onHtmlLink: () => undefined,
  },
} satisfies Meta<typeof WorklistTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = {};
export const Empty: Story = { args: { rows: [] } };
export const Loading: Story = { args: { isLoading: true } };

/** In a phone-wide box (container query, not the window): each row a card of "column: value" lines. */
export const Phone: Story = {
  decorators: [(Story) => <div style={{ maxWidth: '360px' }}>{Story()}</div>],
};
