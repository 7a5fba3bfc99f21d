import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MultiSelect } from './multi-select';

const options = ['Pending Clinic Response', 'Pending Patient Response', 'Scheduled', 'Attended', 'No Show', 'Cancel'];

function Demo({ initial }: { initial: string[] }) {
  const [value, setValue] = useState(initial);
  return <MultiSelect label="Status" options={options} value={value} onChange={setValue} />;
}

const meta = { title: 'Components/Filters/MultiSelect', component: Demo, args: { initial: options } } satisfies Meta<
  typeof Demo
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {};
export const None: Story = { args: { initial: [] } };
export const Some: Story = { args: { initial: ['Scheduled', 'Attended', 'Cancel'] } };
