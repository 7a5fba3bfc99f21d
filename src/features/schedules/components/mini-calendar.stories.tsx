import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { DayStatus } from '@/lib/api/contract/schedules/staff-schedule';
import { MiniCalendar } from './mini-calendar';

const statuses = new Map<string, DayStatus>([
  ['2026-11-23', 'free'],
  ['2026-11-24', 'force-booking'],
  ['2026-11-25', 'closed'],
  ['2026-11-26', 'free'],
]);

function Demo() {
  const [value, setValue] = useState('2026-11-23');
  return (
    <MiniCalendar
      label="Choose a date"
      value={value}
      onChange={setValue}
      statuses={statuses}
      timeZone="Asia/Singapore"
    />
  );
}

const meta = { title: 'Schedules/MiniCalendar', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithDayStatuses: Story = {};
