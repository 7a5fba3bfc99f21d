import type { StorybookConfig } from '@storybook/react-vite';

/**
 * Storybook reuses the app's vite.config.ts (aliases, the tenant registry
 * plugin), so stories load tenants exactly as the portal does.
 */
const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
};

export default config;
