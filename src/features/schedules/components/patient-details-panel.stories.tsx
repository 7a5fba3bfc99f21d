import type { Meta, StoryObj } from '@storybook/react-vite';
import { PatientDetailsPanel } from './patient-details-panel';

const meta = {
  title: 'Schedules/PatientDetailsPanel',
  component: PatientDetailsPanel,
  args: {
    person: {
      name: 'Siti Aminah binti Abdullah',
      gender: 'Female',
      age: 34,
      dob: '12 Mar 1992',
      medicalCondition: 'Asthma, Hypertension',
      otherReason: 'Persistent cough for two weeks',
      email: 'siti@example.com',
      sms: '+6591234567',
      documentLinks: ['/api/v1/documents/req-1/referral.pdf', 'javascript:alert(1)'],
    },
  },
} satisfies Meta<typeof PatientDetailsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
