import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { DraftActions } from './draft-actions';

const meta = {
  title: 'Pre-authorisation/DraftActions',
  component: DraftActions,
  decorators: [
    (Story) => (
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <Story />
        </MemoryRouter>
      </QueryClientProvider>
    ),
  ],
  args: { caseId: 'PAF-AVA-SG-0001' },
} satisfies Meta<typeof DraftActions>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Continue and Discard, as a specialist sees them on an unsigned case. */
export const Draft: Story = {};
