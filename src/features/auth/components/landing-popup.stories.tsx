import type { Meta, StoryObj } from '@storybook/react-vite';
import { LandingPopup } from './landing-popup';

const meta = {
  title: 'Auth/LandingPopup',
  component: LandingPopup,
  args: { onAcknowledge: () => undefined },
} satisfies Meta<typeof LandingPopup>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The greeting a client with login.landingPopup shows before sign-in; the copy follows the tenant's variant. */
export const Greeting: Story = {};
