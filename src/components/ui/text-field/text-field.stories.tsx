import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './text-field';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Email address', description: 'We send the booking confirmation here.' },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithError: Story = {
  args: { defaultValue: 'jane@', errorMessage: 'Please enter a valid email address.' },
};

export const PasswordReveal: Story = {
  args: { label: 'Password', description: undefined, type: 'password', revealable: true, defaultValue: 'Sup3rSecret!' },
};
