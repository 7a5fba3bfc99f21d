import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultTenantId, loadTenant, tenantIds } from '@/lib/tenant/tenant-registry';
import { TenantGallery, type GalleryTenant } from './tenant-gallery';

const themeOnlyModes = {
  [`${defaultTenantId} light`]: { tenant: defaultTenantId, theme: 'light' },
  [`${defaultTenantId} dark`]: { tenant: defaultTenantId, theme: 'dark' },
};

const meta = {
  title: 'UI/Tenant gallery',
  component: TenantGallery,
  args: { tenants: [] },
  // The gallery shows every tenant itself, so screenshots of it need the theme modes only.
  tags: ['visual-default-tenant'],
  parameters: { chromatic: { modes: themeOnlyModes } },
} satisfies Meta<typeof TenantGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Palettes: Story = {
  loaders: [
    async () => ({
      tenants: (await Promise.all(tenantIds.map(loadTenant))).map(({ manifest }): GalleryTenant => manifest),
    }),
  ],
  render: (_args, { loaded }) => <TenantGallery tenants={(loaded as { tenants: GalleryTenant[] }).tenants} />,
};
