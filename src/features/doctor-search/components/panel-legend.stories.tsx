import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Panel } from '@/lib/api/contract/doctor-search';
import { PanelLegend } from './panel-legend';

/** Storybook has no API server: badges are inline, drawn as the server draws them (letters on a dark disc). */
const badge = (code: string, fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="${fill}"/><text x="16" y="21" text-anchor="middle" font-family="sans-serif" font-size="13" font-weight="700" fill="#fff">${code}</text></svg>`)}`;

const panel = (name: string, code: string, fill: string): Panel => ({ name, code, iconUrl: badge(code, fill) });

const meta = {
  title: 'Doctor search/PanelLegend',
  component: PanelLegend,
  args: {
    panels: [
      panel('Lion City Assurance', 'LC', '#7a3b2e'),
      panel('Merlion Health Insurance', 'MH', '#2e5a7a'),
      panel('Straits Mutual', 'SM', '#2e6b4f'),
      panel('Temasek Care Benefits', 'TC', '#5b2e7a'),
    ],
  },
} satisfies Meta<typeof PanelLegend>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every badge of the results, each as its icon and the payor's name. */
export const Default: Story = {};
/** A panel sent without a code still gets its entry: icon and name. */
export const WithoutCode: Story = { args: { panels: [{ name: 'Kowloon Life', iconUrl: badge('KL', '#2e5a7a') }] } };
