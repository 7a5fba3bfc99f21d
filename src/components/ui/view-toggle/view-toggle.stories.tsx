import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ViewToggle, type ViewMode } from './view-toggle';

function Demo({ initial }: { initial: ViewMode }) {
  const [value, setValue] = useState(initial);
  return <ViewToggle value={value} onChange={setValue} />;
}

const meta = {
  title: 'UI/ViewToggle',
  component: Demo,
  args: { initial: 'horizontal' },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CardView: Story = {};

export const ListView: Story = { args: { initial: 'vertical' } };
