import { describe, expect, it } from 'vitest';
import { formatInTenantZone } from './dates';

describe('formatInTenantZone', () => {
  const instant = '2026-03-02T02:30:00Z';
  it('shows the same instant in each tenant zone', () => {
    expect(formatInTenantZone(instant, 'Asia/Singapore', 'dateTime')).toBe('02 Mar 2026 10:30 AM');
    expect(formatInTenantZone(instant, 'Asia/Jakarta', 'dateTime')).toBe('02 Mar 2026 09:30 AM');
    expect(formatInTenantZone(instant, 'Asia/Jakarta', 'slotAxis')).toBe('0930');
  });
  it('sends dates as YYYY-MM-DD in the tenant zone', () => {
    expect(formatInTenantZone('2026-03-01T17:30:00Z', 'Asia/Singapore', 'api')).toBe('2026-03-02');
    expect(formatInTenantZone('2026-03-01T16:30:00Z', 'Asia/Jakarta', 'api')).toBe('2026-03-01');
  });
});
