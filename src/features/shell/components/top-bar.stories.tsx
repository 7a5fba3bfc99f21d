import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { getUserMenuQueryOptions } from '../api/get-user-menu';
import { TopBar } from './top-bar';

/** A client whose cache already holds the server's Settings menu, so the story makes no call. */
function seededClient() {
  const client = new QueryClient();
  client.setQueryData(getUserMenuQueryOptions().queryKey, [
    ['My Account', '/app/user-profile/my-account'],
    ['Security', '/app/user-profile/account-security'],
    ['Log out', '/api/v1/access/logout'],
  ]);
  return client;
}

const meta = {
  title: 'Shell/TopBar',
  component: TopBar,
  args: {
    firstName: 'Wei Ling',
    drawerId: 'drawer',
    drawerOpen: false,
    onToggleDrawer: () => undefined,
    onLogout: () => undefined,
  },
  decorators: [
    (Story) => (
      <QueryClientProvider client={seededClient()}>
        <MemoryRouter>
          <Story />
        </MemoryRouter>
      </QueryClientProvider>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TopBar>;
export default meta;

type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {};

export const SmallScreen: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
