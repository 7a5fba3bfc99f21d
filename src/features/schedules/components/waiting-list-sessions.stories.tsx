import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import type { WaitingSession } from '@/lib/api/contract/waiting-list';
import { WaitingListSessions } from './waiting-list-sessions';

const session = (slotId: string, day: string, entries: WaitingSession['entries']): WaitingSession => ({
  slotId,
  unitId: 12,
  resourceName: 'Health Screening',
  locationName: 'Ava Medical Centre, Orchard',
  session: {
    start: `${day}T01:00:00Z`,
    end: `${day}T04:00:00Z`,
    localDate: day,
    startTime: '09:00',
    endTime: '12:00',
    timeZone: 'Asia/Singapore',
  },
  capacity: 2,
  bookedCount: 2,
  entries,
});

const meta = {
  title: 'Schedules/WaitingListSessions',
  component: WaitingListSessions,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    sessions: [
      session('s1', '2026-12-03', [
        {
          position: 1,
          referenceNo: 'MCU100201',
          requestType: 'MCU',
          displayName: 'Siti Aminah binti Abdullah',
          preferencePriority: 1,
          joinedAt: '2026-11-20T02:00:00Z',
          status: 'offered',
          offeredUntil: '2026-11-26T10:30:00Z',
        },
        {
          position: 2,
          referenceNo: 'MCU100207',
          requestType: 'MCU',
          displayName: 'Tan Wei Ming',
          preferencePriority: 2,
          joinedAt: '2026-11-21T02:00:00Z',
          status: 'waiting',
          offeredUntil: null,
        },
      ]),
      session('s2', '2026-12-05', [
        {
          position: 1,
          referenceNo: 'MCU100188',
          requestType: 'MCU',
          displayName: 'Nur Aisyah',
          preferencePriority: 1,
          joinedAt: '2026-11-18T02:00:00Z',
          status: 'declined',
          offeredUntil: null,
        },
        {
          position: 2,
          referenceNo: 'MCU100190',
          requestType: 'MCU',
          displayName: 'Lim Jia Hui',
          preferencePriority: 1,
          joinedAt: '2026-11-19T02:00:00Z',
          status: 'expired',
          offeredUntil: null,
        },
      ]),
    ],
  },
} satisfies Meta<typeof WaitingListSessions>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
