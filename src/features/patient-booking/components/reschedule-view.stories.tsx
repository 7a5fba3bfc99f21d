import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { CalendarDay } from '@/lib/api/contract/patient-booking/session-booking';
import { RescheduleView } from './reschedule-view';

/** Two weeks from tomorrow: half-hour slots 09:00–12:00 Singapore time, some full, Sundays closed. */
function fixtureDays(): CalendarDay[] {
  const days: CalendarDay[] = [];
  for (let i = 1; i <= 14; i += 1) {
    const date = new Date(Date.now() + i * 864e5).toISOString().slice(0, 10);
    const closed = new Date(`${date}T00:00:00Z`).getUTCDay() === 0;
    const schedules = closed
      ? []
      : ['01:00', '01:30', '02:00', '02:30', '03:00', '03:30'].map((hm, k, all) => ({
          id: `${date}-${hm}`,
          start: `${date}T${hm}:00.000Z`,
          end: `${date}T${all[k + 1] ?? '04:00'}:00.000Z`,
          capacity: 1,
          bookedCount: (i + k) % 3 === 0 ? 1 : 0,
        }));
    days.push({ calendarDate: date, dayStatus: closed ? 'closed' : 'free', start: `${date}T01:00:00.000Z`, schedules });
  }
  return days;
}

const held = { slotStartAt: new Date(Date.now() + 3 * 864e5).toISOString(), slotEndAt: '' };
held.slotEndAt = new Date(Date.parse(held.slotStartAt) + 30 * 60_000).toISOString();

const meta = {
  title: 'Patient booking/RescheduleView',
  component: RescheduleView,
  decorators: [
    (Story) => (
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <Story />
        </MemoryRouter>
      </QueryClientProvider>
    ),
  ],
  args: {
    held,
    serviceType: 'OPD',
    requesterId: 'OPD100014',
    schedule: {
      unitId: 7,
      resourceName: 'Dr. Tan Wei Ming',
      locationName: 'Orchard Medical Centre',
      timeZone: 'Asia/Singapore',
      defaultDurationInMinute: 30,
      calendar: fixtureDays(),
    },
    kase: {
      caseData: {
        person: {
          name: 'Ana Lim',
          gender: 'Female',
          age: 40,
          dob: '1986-01-01',
          medicalCondition: '',
          otherReason: '',
          email: 'ana@example.com',
          sms: '',
          documentLinks: [],
        },
        bookingResourceTitle: 'Dr. Tan Wei Ming',
        bookingLocation: 'Orchard Medical Centre',
      },
      bookedSchedule: [],
      assignedSlot: held,
      unitId: 7,
      referenceNo: 'OPD100014',
      serviceType: 'OPD',
      status: 'Scheduled',
      bookingRefusal: null,
    },
  },
} satisfies Meta<typeof RescheduleView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Choose a day with free times, then a time; Confirm names the new time. */
export const Default: Story = {};
