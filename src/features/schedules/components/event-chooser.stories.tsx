import type { Meta, StoryObj } from '@storybook/react-vite';
import type { UnitSchedule } from '@/lib/api/contract/schedules/staff-schedule';
import { unitEvents } from '../model/schedule-events';
import { EventChooser } from './event-chooser';

const place = (displayName: string, referenceId: string, status: string | null) => ({
  slotStartAt: '2026-12-03T01:00:00.000Z',
  slotEndAt: '2026-12-03T01:30:00.000Z',
  bookedCaseData: { displayName, referenceId, serviceType: 'MCU', status, packageName: 'Executive Screening' },
});

/** A full health-screening slot: three places, two booked through requests and one walk-in. */
const fullSlot: UnitSchedule = {
  unitId: 12,
  resourceName: 'Health Screening',
  locationName: 'Ava Medical Centre, Orchard',
  defaultDurationInMinute: 30,
  calendar: [
    {
      date: '2026-12-03',
      dayStatus: 'busy',
      start: '2026-12-02T16:00:00.000Z',
      schedules: [
        {
          start: '2026-12-03T01:00:00.000Z',
          end: '2026-12-03T04:00:00.000Z',
          bookedSlots: [
            place('Siti Aminah binti Abdullah', 'MCU100201', 'Scheduled'),
            place('Tan Wei Ling', 'MCU100207', 'Pending Patient Response'),
            place('Rahman Hakim', 'WALKIN-12-1', null),
          ],
        },
      ],
    },
  ],
  appointments: [],
  preferredSlots: [],
};

const meta = {
  title: 'Schedules/EventChooser',
  component: EventChooser,
  args: {
    event: unitEvents(fullSlot, 'Asia/Singapore').events[0] ?? null,
    onClose: () => undefined,
    onChoose: () => undefined,
  },
} satisfies Meta<typeof EventChooser>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The chooser a full session's event opens: each place by name, reference and status. */
export const FullSession: Story = {};
