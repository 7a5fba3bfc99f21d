import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Calendar, type CalendarProps } from './calendar';
import type { CalendarDayInfo } from './calendar-types';

// Fixed days keep screenshots stable whatever day they are taken.
const days: Record<string, CalendarDayInfo> = {
  '2026-11-23': { state: 'available' },
  '2026-11-24': { state: 'chosen' },
  '2026-11-25': { state: 'waiting' },
  '2026-11-26': { state: 'warning' },
  '2026-11-27': { state: 'closed' },
  '2026-11-28': { unavailable: true },
};

function Demo(props: Pick<CalendarProps, 'size' | 'selectionRing'> & { withStates: boolean }) {
  const [value, setValue] = useState<string | null>('2026-11-23');
  return (
    <Calendar
      aria-label="Date"
      timeZone="Asia/Singapore"
      value={value}
      onChange={setValue}
      size={props.size}
      selectionRing={props.selectionRing}
      dayInfo={props.withStates ? (day) => days[day] ?? {} : undefined}
    />
  );
}

const meta = {
  title: 'UI/Calendar',
  component: Demo,
  args: { withStates: true, size: 'md' },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DayStates: Story = {};

export const Compact: Story = { args: { size: 'sm' } };

export const SessionPicker: Story = { args: { size: 'lg', selectionRing: true } };

export const Plain: Story = { args: { withStates: false } };
