import type { Meta, StoryObj } from '@storybook/react-vite';
import { MissingSections } from './missing-sections';

const meta = {
  title: 'Pre-authorisation/MissingSections',
  component: MissingSections,
  args: { sections: ['sectionC', 'sectionD', 'referral'] },
} satisfies Meta<typeof MissingSections>;
export default meta;

type Story = StoryObj<typeof meta>;

/** "Proceed to signature" on a draft stopped after Section B. */
export const AfterSectionB: Story = {};
