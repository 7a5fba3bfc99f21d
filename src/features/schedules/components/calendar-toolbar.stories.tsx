import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { CalendarMode } from '../model/calendar-layout';
import { CalendarToolbar } from './calendar-toolbar';

function Demo() {
  const [mode, setMode] = useState<CalendarMode>('week');
  const [search, setSearch] = useState('');
  const noop = () => undefined;
  return (
    <CalendarToolbar
      rangeLabel="23 Nov 2026 – 25 Nov 2026"
      mode={mode}
      onModeChange={setMode}
      onPrevious={noop}
      onNext={noop}
      onToday={noop}
      search={search}
      onSearchChange={setSearch}
    />
  );
}

const meta = { title: 'Schedules/CalendarToolbar', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
