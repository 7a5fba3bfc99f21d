import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ProposalPanel } from './proposal-panel';

const meta = {
  title: 'Patient inbox/ProposalPanel',
  component: ProposalPanel,
  decorators: [
    (Story) => (
      <QueryClientProvider client={new QueryClient()}>
        <Story />
      </QueryClientProvider>
    ),
  ],
  args: {
    proposal: { requestId: 'req-1', slotStartAt: '2026-12-02T08:30:00.000Z', slotEndAt: '2026-12-02T09:00:00.000Z' },
    serviceType: 'OPD',
    referenceNo: 'OPD100020',
    userId: 'u1',
  },
} satisfies Meta<typeof ProposalPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Decline opens its confirmation; nothing is sent until it is confirmed. */
export const Default: Story = {};
