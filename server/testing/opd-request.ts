import {
  doctorSearchPath,
  doctorSearchResponseSchema,
  specialistDetailsPath,
  specialistDetailsResponseSchema,
} from '../../src/lib/api/contract/doctor-search';
import { type Browser, parse } from './test-app';

/**
 * The body of a new OPD request as a Singapore patient makes one: the first dermatologist the doctor search finds, at
 * their first facility. For tests that need a fresh request and nothing more particular about it.
 */
export async function dermatologyRequestBody(b: Browser, tenantId: string) {
  const [doctor] = parse(
    doctorSearchResponseSchema,
    await b.request({
      method: 'POST',
      url: doctorSearchPath,
      payload: { clientName: tenantId, country: 'singapore', specialty: 'Dermatology' },
    }),
  ).data;
  if (!doctor) throw new Error(`no dermatologist in ${tenantId}'s seed`);
  const facility = parse(
    specialistDetailsResponseSchema,
    await b.request({ method: 'POST', url: specialistDetailsPath(doctor.doctorId, tenantId) }),
  ).data.facilities[0];
  if (!facility) throw new Error(`${doctor.doctorId} has no facility`);
  return {
    specialistId: doctor.doctorId,
    specialistSpecialty: 'Dermatology',
    specialistFacilityId: facility.facilityId,
    specialistCountry: 'singapore',
    specialistRegion: facility.regionState,
    specialistCity: facility.city,
  };
}
