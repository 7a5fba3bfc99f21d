import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './select';

const options = [
  { id: 'opd', label: 'Outpatient consultation' },
  { id: 'mcu', label: 'Medical check-up' },
  { id: 'hs', label: 'Health screening' },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  args: { label: 'Service type', options },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Selected: Story = { args: { defaultSelectedKey: 'mcu', description: 'You can change this later.' } };

export const WithError: Story = { args: { errorMessage: 'Please choose a service type.' } };

export const Open: Story = { args: { defaultOpen: true, defaultSelectedKey: 'opd' } };
