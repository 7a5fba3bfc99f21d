import type { AddressItem } from '@/lib/api/contract/account';

/** One-line address as on an envelope: block and street, #unit, building, city and region, country, postal code. */
export function addressLabel(a: AddressItem, countryName: (country: string) => string): string {
  return [
    [a.block, a.street].filter(Boolean).join(' '),
    a.unit ? `#${a.unit}` : '',
    a.buildingName,
    [a.city, a.region].filter(Boolean).join(', '),
    a.country ? countryName(a.country) : '',
    a.postalCode,
  ]
    .filter(Boolean)
    .join(', ');
}
