import { describe, expect, it } from 'vitest';
import type { Doctor, Panel } from '@/lib/api/contract/doctor-search';
import { doctorPanels, resultPanels } from './panel-badges';

const panel = (name: string, code?: string): Panel => ({ name, code, iconUrl: `/icons/${name}.svg` });

/** A doctor with one location per list of panels. */
function doctorWith(...locations: Panel[][]): Doctor {
  return {
    doctorId: 'd',
    fullname: 'Dr. A',
    consultFee: 0,
    practiceLocations: locations.map((panels, i) => ({ facilityId: `f${i}`, name: `Clinic ${i}`, panels })),
    languages: [],
    profileImageUrlSession: null,
    subSpecialties: [],
    qualifications: [],
    workExperiences: [],
    background: '',
    specialties: [],
    specialtyLabels: [],
  };
}

describe('panel badges', () => {
  it("lists a doctor's panel once though two locations share it", () => {
    const doctor = doctorWith(
      [panel('Straits Mutual', 'SM')],
      [panel('Straits Mutual', 'SM'), panel('Lion City Assurance', 'LC')],
    );
    expect(doctorPanels(doctor).map((p) => p.code)).toEqual(['SM', 'LC']);
  });

  it('gives the legend every badge of the results once, by name, whatever the server sends', () => {
    const doctors = [
      doctorWith([panel('Temasek Care Benefits', 'TC'), panel('Lion City Assurance', 'LC')]),
      doctorWith([]),
      doctorWith([panel('Lion City Assurance', 'LC')], [panel('Kowloon Life')]),
    ];
    expect(resultPanels(doctors).map((p) => [p.code, p.name])).toEqual([
      [undefined, 'Kowloon Life'],
      ['LC', 'Lion City Assurance'],
      ['TC', 'Temasek Care Benefits'],
    ]);
    expect(resultPanels([doctorWith([])])).toEqual([]);
  });
});
