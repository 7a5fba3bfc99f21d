// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildTenantBundle } from '@/testing/tenant-factory';
import { TenantProvider } from '@/lib/tenant/tenant-provider';
import { PhoneNumber } from './phone-number';

const inTenant = (phoneRegion: 'SG' | 'MY', value: string) =>
  render(
    <TenantProvider bundle={buildTenantBundle({ phoneRegion })}>
      <PhoneNumber value={value} />
    </TenantProvider>,
  );

describe('PhoneNumber', () => {
  it('shows a stored number in the international format once the formatter has loaded', async () => {
    const { container } = inTenant('SG', '+6591234567');
    expect(await screen.findByText('+65 9123 4567')).toBeTruthy();
    expect(container.querySelector('[data-loading-placeholder]')).toBeNull();
  });

  it("reads a number without a country code in the tenant's region", async () => {
    inTenant('MY', '0123456789');
    expect(await screen.findByText('+60 12 345 6789')).toBeTruthy();
  });
});
