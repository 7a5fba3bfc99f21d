import type { TenantManifest } from '../../../src/lib/tenant/manifest-schema';
import type { Db } from '../client';
import { profileItems, type StoredAddress } from '../schema/account';
import type { SeededUser } from './seeded-user';

type Country = TenantManifest['country'];

/** A plausible street and place per country; numbers vary by user so rows differ. */
const places: Record<Country, Omit<StoredAddress, 'block' | 'level' | 'number' | 'country'>> = {
  singapore: {
    street: 'Toa Payoh Lorong 1',
    buildingName: 'Toa Payoh Court',
    postalCode: '310123',
    region: 'Central',
    city: 'Toa Payoh',
  },
  malaysia: {
    street: 'Jalan SS 2/24',
    buildingName: 'Menara SS2',
    postalCode: '47300',
    region: 'Selangor',
    city: 'Petaling Jaya',
  },
  indonesia: {
    street: 'Jalan Kemang Raya',
    buildingName: 'Wisma Kemang',
    postalCode: '12730',
    region: 'DKI Jakarta',
    city: 'Jakarta Selatan',
  },
  'hong kong': {
    street: 'Nathan Road',
    buildingName: 'Mirador Mansion',
    postalCode: '000000',
    region: 'Kowloon',
    city: 'Yau Tsim Mong',
  },
};

/**
 * My Account items for every demo user: the login e-mail, the account's
 * mobile number and one address, each preferred (ids are deterministic: `pi-<user>-<kind>`).
 */
export async function seedProfileItems(db: Db, seeded: SeededUser[], manifests: TenantManifest[]): Promise<void> {
  const countryOf = new Map(manifests.map((m) => [m.id, m.country]));
  const rows = seeded.flatMap((u, i) => {
    const country = countryOf.get(u.tenantId) ?? 'singapore';
    const address: StoredAddress = {
      ...places[country],
      block: String(100 + i),
      level: String(2 + (i % 20)).padStart(2, '0'),
      number: String(10 + i),
      country,
    };
    return [
      { id: `pi-${u.id}-email`, userId: u.id, kind: 'email', value: u.email, preferred: true },
      { id: `pi-${u.id}-contact`, userId: u.id, kind: 'contact_number', value: u.mobile, preferred: true },
      { id: `pi-${u.id}-address`, userId: u.id, kind: 'address', address, preferred: true },
    ];
  });
  await db.insert(profileItems).values(rows);
}
