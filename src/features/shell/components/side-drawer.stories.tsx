import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { SidebarItem } from '@/lib/api/contract/shell';
import { getSidebarQueryOptions } from '../api/get-sidebar';
import { SideDrawer } from './side-drawer';

const patientItems: SidebarItem[] = [
  { id: 'myInbox', label: 'My Inbox', url: '/app/patient' },
  { id: 'myServices', label: 'My Services', url: '/app/myservices' },
  {
    id: 'myAccount',
    label: 'My Account',
    url: '/app/user-profile/my-account',
    subLinks: [
      { id: 'myAccount', label: 'My Account', url: '/app/user-profile/my-account' },
      { id: 'security', label: 'Security', url: '/app/user-profile/account-security' },
    ],
  },
];

function seededClient() {
  const client = new QueryClient();
  client.setQueryData(getSidebarQueryOptions('ava-sg').queryKey, patientItems);
  return client;
}

const meta = {
  title: 'Shell/SideDrawer',
  component: SideDrawer,
  args: { id: 'drawer', service: 'ava-sg', isOpen: true, onNavigate: () => undefined },
  decorators: [
    (Story) => (
      <QueryClientProvider client={seededClient()}>
        <MemoryRouter initialEntries={['/patient']}>
          <Story />
        </MemoryRouter>
      </QueryClientProvider>
    ),
  ],
} satisfies Meta<typeof SideDrawer>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A patient's drawer with the inbox as the current page. */
export const Patient: Story = {};
