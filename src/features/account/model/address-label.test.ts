import { describe, expect, it } from 'vitest';
import type { AddressItem } from '@/lib/api/contract/account';
import { addressLabel } from './address-label';

const base: AddressItem = {
  id: 'a',
  type: 'Personal',
  unit: '05-12',
  level: '05',
  number: '12',
  block: '123',
  street: 'Toa Payoh Lorong 1',
  buildingName: 'Court',
  postalCode: '310123',
  locality: 'Toa Payoh',
  city: 'Toa Payoh',
  country: 'singapore',
  region: 'Central',
  location: '',
  preferred: 'true',
};

describe('addressLabel', () => {
  it('joins the parts with the translated country and skips empty ones', () => {
    expect(addressLabel(base, () => 'Singapore')).toBe(
      '123 Toa Payoh Lorong 1, #05-12, Court, Toa Payoh, Central, Singapore, 310123',
    );
    expect(addressLabel({ ...base, unit: '', buildingName: '', city: '', region: '' }, () => 'SG')).toBe(
      '123 Toa Payoh Lorong 1, SG, 310123',
    );
  });
});
