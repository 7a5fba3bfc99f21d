import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScheduleLegend } from './schedule-legend';

const meta = {
  title: 'Schedules/ScheduleLegend',
  component: ScheduleLegend,
  args: { items: ['available', 'confirmed', 'choice'] },
} satisfies Meta<typeof ScheduleLegend>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Clinic: Story = {};
export const HealthScreening: Story = { args: { items: ['available', 'confirmed'] } };
export const ScheduledAppointment: Story = {
  args: { items: ['selected', 'available', 'full', 'scheduled', 'attended'] },
};
