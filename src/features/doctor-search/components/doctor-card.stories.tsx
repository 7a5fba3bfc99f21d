import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Doctor } from '@/lib/api/contract/discovery';
import { DoctorCard } from './doctor-card';

/** A doctor built from defaults; stories override what they show. */
function doctorFactory(over: Partial<Doctor> = {}): Doctor {
  return {
    doctorId: 'doc-1',
    fullname: 'Dr. Jun Jie Ong',
    consultFee: 1234.5,
    practiceLocations: [
      { facilityId: 'f1', name: 'West General Hospital', panels: [{ name: 'Great Eastern', iconUrl: '/api/v1/assets/panel/great-eastern.svg' }] },
      { facilityId: 'f2', name: 'Bukit Merah Specialist Clinic', panels: [] },
    ],
    languages: ['English', 'Mandarin'],
    profileImageUrlSession: null,
    subSpecialties: ['Heart Failure'],
    qualifications: ['MBBS'],
    workExperiences: [],
    background: '',
    specialties: ['Cardiology'],
    ...over,
  };
}

const meta = {
  title: 'Doctor search/DoctorCard',
  component: DoctorCard,
  args: { doctor: doctorFactory(), onSelect: () => undefined },
} satisfies Meta<typeof DoctorCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Fee in the tenant's currency, marked as an estimate. */
export const Default: Story = {};
/** Long names are cut with an ellipsis; the full name is the tooltip. */
export const LongName: Story = { args: { doctor: doctorFactory({ fullname: 'Dr. Anantharaman Venkatasubramanian Krishnamoorthy' }) } };
