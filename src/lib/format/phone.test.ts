import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone';

describe('formatPhone', () => {
  it('shows stored E.164 numbers in the international format of their country', () => {
    expect(formatPhone('+6591234567')).toBe('+65 9123 4567');
    expect(formatPhone('+60123456789')).toBe('+60 12 345 6789');
    expect(formatPhone('+6281234567890')).toBe('+62 812 3456 7890');
    expect(formatPhone('+85291234567')).toBe('+852 9123 4567');
  });

  it('reads a number without a country code as one of the given region', () => {
    expect(formatPhone('91234567', 'SG')).toBe('+65 9123 4567');
    expect(formatPhone('012-345 6789', 'MY')).toBe('+60 12 345 6789');
    expect(formatPhone('0812 3456 7890', 'ID')).toBe('+62 812 3456 7890');
    expect(formatPhone('9123 4567', 'HK')).toBe('+852 9123 4567');
  });

  it('shows what does not parse as a valid number exactly as stored', () => {
    expect(formatPhone('call reception')).toBe('call reception');
    expect(formatPhone('+65 12')).toBe('+65 12');
    expect(formatPhone('91234567')).toBe('91234567');
    expect(formatPhone('')).toBe('');
  });
});
