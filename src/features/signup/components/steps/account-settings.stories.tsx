import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { AccountSettingsStep } from './account-settings';

const meta = {
  title: 'Sign-up/AccountSettingsStep',
  component: AccountSettingsStep,
  decorators: [
    (Story) => (
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/signup/ava-sg/accountsettings']}>
          <div style={{ maxWidth: '40rem' }}>
            <Story />
          </div>
        </MemoryRouter>
      </QueryClientProvider>
    ),
  ],
} satisfies Meta<typeof AccountSettingsStep>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Step 1 with the live password checklist. */
export const Empty: Story = {};
