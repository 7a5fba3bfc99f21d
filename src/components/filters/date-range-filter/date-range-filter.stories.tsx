import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { DateRange } from './date-range';
import { DateRangeFilter } from './date-range-filter';

function Demo({ initial }: { initial: DateRange }) {
  const [value, setValue] = useState(initial);
  return <DateRangeFilter value={value} onChange={setValue} maxMonths={3} timeZone="Asia/Singapore" />;
}

const meta = {
  title: 'Components/Filters/DateRangeFilter',
  component: Demo,
  args: { initial: { start: null, end: null } },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Chosen: Story = { args: { initial: { start: '2026-01-05', end: '2026-02-05' } } };
