import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { HospitalChargesForm } from './hospital-charges-form';

const meta = {
  title: 'Pre-authorisation/HospitalChargesForm',
  component: HospitalChargesForm,
  decorators: [
    (Story) => (
      <QueryClientProvider client={new QueryClient()}>
        <Story />
      </QueryClientProvider>
    ),
  ],
  args: { caseId: 'PAF-AVA-SG-0001', roleId: 'hospital', onSubmitted: () => undefined },
} satisfies Meta<typeof HospitalChargesForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Empty, as a hospital user first sees it on Case Details. */
export const Empty: Story = {};
