import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ItemList, ProfileItemRow } from './profile-item-row';

const meta = {
  title: 'Account/ProfileItemRow',
  component: ProfileItemRow,
  args: { value: 'wei.ling.tan@example.com', preferred: false, onSetPreferred: fn(), onDelete: fn() },
  decorators: [
    (Story) => (
      <ItemList>
        <Story />
      </ItemList>
    ),
  ],
} satisfies Meta<typeof ProfileItemRow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Preferred: Story = { args: { preferred: true } };
export const Saved: Story = {};
export const Busy: Story = { args: { isBusy: true } };
export const ContactNumber: Story = { args: { value: '+65 9123 4567' } };
export const LongAddress: Story = {
  args: { value: '123 Toa Payoh Lorong 1, #05-12, Toa Payoh Court, Toa Payoh, Central, Singapore, 310123' },
};

/** A list as My Account shows it: the preferred item first. */
export const List: Story = {
  render: (args) => (
    <>
      <ProfileItemRow {...args} value="wei.ling.tan@example.com" preferred />
      <ProfileItemRow {...args} value="wl.tan@work.example.com" />
      <ProfileItemRow {...args} value="tan.family@example.com" />
    </>
  ),
};
