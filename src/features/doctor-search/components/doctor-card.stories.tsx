import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Doctor } from '@/lib/api/contract/doctor-search';
import { DoctorCard } from './doctor-card';

/** Storybook has no API server: the panel badge is inline (the server generates the same kind). */
const badge = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="#2e6b4f"/><text x="16" y="21" text-anchor="middle" font-family="sans-serif" font-size="13" font-weight="700" fill="#fff">GE</text></svg>')}`;

/** A doctor built from defaults; stories override what they show. */
function doctorFactory(over: Partial<Doctor> = {}): Doctor {
  return {
    doctorId: 'doc-1',
    fullname: 'Dr. Jun Jie Ong',
    consultFee: 1234.5,
    practiceLocations: [
      {
        facilityId: 'f1',
        name: 'West General Hospital',
        panels: [{ name: 'Great Eastern', code: 'GE', iconUrl: badge }],
      },
      { facilityId: 'f2', name: 'Bukit Merah Specialist Clinic', panels: [] },
    ],
    languages: ['English', 'Mandarin'],
    profileImageUrlSession: null,
    subSpecialties: ['Heart Failure'],
    qualifications: ['MBBS'],
    workExperiences: [],
    background: '',
    specialties: ['Cardiology'],
    specialtyLabels: ['Cardiology'],
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
export const LongName: Story = {
  args: { doctor: doctorFactory({ fullname: 'Dr. Anantharaman Venkatasubramanian Krishnamoorthy' }) },
};
