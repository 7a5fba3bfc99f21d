import type { facilities } from '../../schema/domain';
import type { SeedCountry, SeedTenant } from './context';
import { placesOf, type Place } from './locations';
import { panelIconUrl } from '../../../modules/doctor-search';
import type { PayorRow } from './payors';
import { pickSome, rngFor, type Rng } from './random';

export type FacilityRow = typeof facilities.$inferInsert;
type Kind = FacilityRow['kind'];

export const facilityNaming: Record<SeedCountry, Record<Kind, string[]>> = {
  singapore: {
    hospital: ['{city} Specialist Hospital', '{city} Medical Centre', '{region} General Hospital'],
    clinic: ['{city} Family Clinic', '{city} Specialist Clinic', 'Heartland Medical Clinic ({city})'],
    screening: ['{city} Health Screening Centre', 'WellCheck Screening ({city})'],
  },
  malaysia: {
    hospital: ['Hospital Pakar {city}', '{city} Specialist Medical Centre', 'Pusat Perubatan {city}'],
    clinic: ['Klinik Keluarga {city}', '{city} Specialist Clinic', 'Poliklinik {city}'],
    screening: ['{city} Health Screening Centre', 'Pusat Saringan Kesihatan {city}'],
  },
  indonesia: {
    hospital: ['Rumah Sakit {city} Medika', 'RS Siloam {city}', 'Rumah Sakit Umum {city} Sehat'],
    clinic: ['Klinik Pratama {city}', 'Klinik Utama {city} Husada', 'Klinik Keluarga {city}'],
    screening: ['Pusat Medical Check Up {city}', 'Klinik MCU {city} Prima'],
  },
  'hong kong': {
    hospital: ['{city} Adventist Hospital', '{city} Sanatorium', '{region} Union Hospital'],
    clinic: ['{city} Medical Centre', '{city} Specialist Clinic', 'Harbourview Clinic ({city})'],
    screening: ['{city} Health Check Centre', 'Vital Screening ({city})'],
  },
};

const counts: Record<Kind, number> = { hospital: 3, clinic: 7, screening: 3 };

const streetBy: Record<SeedCountry, string[]> = {
  singapore: ['Avenue 3', 'Street 21', 'Central', 'Road'],
  malaysia: ['Jalan Utama', 'Jalan Tun Razak', 'Persiaran Bukit', 'Jalan Ampang'],
  indonesia: ['Jl. Sudirman', 'Jl. Gatot Subroto', 'Jl. Diponegoro', 'Jl. Thamrin'],
  'hong kong': ['Queen’s Road', 'Nathan Road', 'Hennessy Road', 'Castle Peak Road'],
};

function nameFor(rng: Rng, template: string[], place: Place, used: Set<string>): string {
  for (const option of pickSome(rng, template, template.length)) {
    const name = option.replace('{city}', place.city).replace('{region}', place.region);
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
  const fallback = `${place.city} Care Centre ${used.size + 1}`;
  used.add(fallback);
  return fallback;
}

/** Hospitals, clinics and screening centres spread over the country's cities. */
export function buildFacilities(tenant: SeedTenant, payorRows: PayorRow[]): FacilityRow[] {
  const rng = rngFor('facilities', tenant.id);
  const places = pickSome(rng, placesOf(tenant.country), 13);
  const used = new Set<string>();
  const rows: FacilityRow[] = [];
  let placeIndex = 0;
  for (const kind of ['hospital', 'clinic', 'screening'] as const) {
    for (let n = 0; n < counts[kind]; n += 1) {
      const place = places[placeIndex % places.length] as Place;
      placeIndex += 1;
      const panelPayors = pickSome(rng, payorRows, 1 + Math.floor(rng() * payorRows.length));
      const street = streetBy[tenant.country][rows.length % 4] as string;
      rows.push({
        id: `fac-${tenant.id}-${String(rows.length + 1).padStart(2, '0')}`,
        tenantId: tenant.id,
        facilityName: nameFor(rng, facilityNaming[tenant.country][kind], place, used),
        kind,
        country: tenant.country,
        regionState: place.region,
        city: place.city,
        address:
          tenant.country === 'singapore'
            ? `${10 + rows.length * 7} ${place.city} ${street}, Singapore`
            : `${10 + rows.length * 7} ${street}, ${place.city}`,
        panels: panelPayors.map((p) => ({ name: p.name, iconUrl: panelIconUrl(p.name) })),
      });
    }
  }
  return rows;
}
