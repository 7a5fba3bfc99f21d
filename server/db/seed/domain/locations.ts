import type { locations } from '../../schema/domain';
import type { SeedCountry } from './context';

export type LocationRow = typeof locations.$inferInsert;

/** country → region/state/province → towns, cities or districts. */
export const locationTree: Record<SeedCountry, Record<string, string[]>> = {
  singapore: {
    Central: [
      'Bishan',
      'Bukit Merah',
      'Bukit Timah',
      'Geylang',
      'Kallang',
      'Marine Parade',
      'Novena',
      'Orchard',
      'Outram',
      'Queenstown',
      'Toa Payoh',
    ],
    East: ['Bedok', 'Changi', 'Pasir Ris', 'Tampines'],
    North: ['Mandai', 'Sembawang', 'Woodlands', 'Yishun'],
    'North-East': ['Ang Mo Kio', 'Hougang', 'Punggol', 'Sengkang', 'Serangoon'],
    West: ['Bukit Batok', 'Bukit Panjang', 'Choa Chu Kang', 'Clementi', 'Jurong East', 'Jurong West'],
  },
  malaysia: {
    'Kuala Lumpur': ['Bangsar', 'Cheras', 'Kepong', 'Kuala Lumpur'],
    Selangor: ['Kajang', 'Klang', 'Petaling Jaya', 'Puchong', 'Shah Alam', 'Subang Jaya'],
    'Pulau Pinang': ['Bayan Lepas', 'Butterworth', 'George Town'],
    Johor: ['Batu Pahat', 'Johor Bahru', 'Kluang', 'Muar'],
    Perak: ['Ipoh', 'Taiping'],
    Sabah: ['Kota Kinabalu', 'Sandakan'],
    Sarawak: ['Kuching', 'Miri'],
    Melaka: ['Melaka'],
    'Negeri Sembilan': ['Seremban'],
    Kedah: ['Alor Setar'],
    Pahang: ['Kuantan'],
    Kelantan: ['Kota Bharu'],
    Terengganu: ['Kuala Terengganu'],
    Putrajaya: ['Putrajaya'],
  },
  indonesia: {
    'DKI Jakarta': ['Jakarta Barat', 'Jakarta Pusat', 'Jakarta Selatan', 'Jakarta Timur', 'Jakarta Utara'],
    'Jawa Barat': ['Bandung', 'Bekasi', 'Bogor', 'Depok'],
    'Jawa Tengah': ['Semarang', 'Surakarta'],
    'Jawa Timur': ['Malang', 'Surabaya'],
    Banten: ['Tangerang', 'Tangerang Selatan'],
    Bali: ['Denpasar'],
    'DI Yogyakarta': ['Yogyakarta'],
    'Sumatera Utara': ['Medan'],
    'Sulawesi Selatan': ['Makassar'],
    'Kepulauan Riau': ['Batam'],
  },
  'hong kong': {
    'Hong Kong Island': ['Central and Western', 'Eastern', 'Southern', 'Wan Chai'],
    Kowloon: ['Kowloon City', 'Kwun Tong', 'Sham Shui Po', 'Wong Tai Sin', 'Yau Tsim Mong'],
    'New Territories': [
      'Islands',
      'Kwai Tsing',
      'North',
      'Sai Kung',
      'Sha Tin',
      'Tai Po',
      'Tsuen Wan',
      'Tuen Mun',
      'Yuen Long',
    ],
  },
};

export interface Place {
  country: SeedCountry;
  region: string;
  city: string;
}

export function placesOf(country: SeedCountry): Place[] {
  return Object.entries(locationTree[country]).flatMap(([region, cities]) =>
    cities.map((city) => ({ country, region, city })),
  );
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export function buildLocations(): LocationRow[] {
  const countries = Object.keys(locationTree) as SeedCountry[];
  return countries.flatMap((country) =>
    placesOf(country).map((place, index) => ({
      id: `${slug(country)}:${slug(place.region)}:${slug(place.city)}`,
      ...place,
      sortOrder: index,
    })),
  );
}
