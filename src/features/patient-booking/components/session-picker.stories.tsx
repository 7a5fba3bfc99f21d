import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CalendarDay, UnitSchedule } from '@/lib/api/contract/patient-booking/session-booking';
import { SessionPickerView } from './session-picker';

/** Four weeks from today: weekdays free, every third full (waiting list), Sundays closed. */
function fixtureSchedule(): UnitSchedule {
  const calendar: CalendarDay[] = [];
  const start = new Date();
  for (let i = 0; i < 28; i += 1) {
    const day = new Date(start.getTime() + i * 864e5);
    const date = day.toISOString().slice(0, 10);
    const closed = day.getUTCDay() === 0;
    const full = i % 3 === 2;
    const schedules = closed
      ? []
      : [1, 2, 3, 4].map((h) => ({
          id: `${date}-${h}`,
          start: `${date}T0${h}:00:00.000Z`,
          end: `${date}T0${h}:30:00.000Z`,
          capacity: 3,
          bookedCount: full || h === 4 ? 3 : 1,
        }));
    calendar.push({
      calendarDate: date,
      dayStatus: closed ? 'closed' : full ? 'busy-tentative' : 'free',
      start: `${date}T00:00:00.000Z`,
      schedules,
    });
  }
  return {
    unitId: 1,
    resourceName: 'Klinik MCU',
    locationName: 'Jakarta',
    timeZone: 'Asia/Jakarta',
    defaultDurationInMinute: 30,
    calendar,
  };
}

const meta = {
  title: 'Patient booking/Session picker',
  component: SessionPickerView,
  decorators: [
    (Story) => (
      <QueryClientProvider client={new QueryClient()}>
        <Story />
      </QueryClientProvider>
    ),
  ],
  args: {
    schedule: fixtureSchedule(),
    unitId: 1,
    requesterId: 'req-1',
    referenceNo: 'MCU-1',
    serviceType: 'MCU',
    displayName: 'Siti Rahma',
    onSubmitted: () => undefined,
  },
} satisfies Meta<typeof SessionPickerView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Choose a date, tick a slot (* = full: the waiting-list question), Next, twice; then Submit shows. */
export const Default: Story = {};
