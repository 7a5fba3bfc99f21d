import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTenant } from '@/lib/tenant/tenant-context';
import { DatePicker } from './date-picker';

interface DemoProps {
  label: string;
  initial: string | null;
  min?: string;
  max?: string;
  errorMessage?: string;
  defaultOpen?: boolean;
}

/** Reads the time zone from the tenant, as a page would. */
function Demo({ initial, ...rest }: DemoProps) {
  const { manifest } = useTenant();
  const [value, setValue] = useState(initial);
  return <DatePicker {...rest} value={value} onChange={setValue} timeZone={manifest.timeZone} />;
}

const meta = {
  title: 'UI/DatePicker',
  component: Demo,
  // Fixed dates keep screenshots stable whatever day they are taken.
  args: { label: 'Appointment date', initial: '2025-03-12', min: '2025-03-03', max: '2025-04-30' },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = { args: { initial: null } };

export const OpenCalendar: Story = { args: { defaultOpen: true } };

export const WithError: Story = { args: { initial: null, errorMessage: 'Please choose a date.' } };
