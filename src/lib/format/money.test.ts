import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney, roundTo2 } from './money';

describe('money', () => {
  it('shows two decimals with comma thousands', () => {
    expect(formatAmount(1234567.5)).toBe('1,234,567.50');
    expect(formatAmount(0)).toBe('0.00');
    expect(formatMoney(80, 'SGD')).toBe('SGD 80.00');
    expect(formatMoney(1500000, 'Rp')).toBe('Rp 1,500,000.00');
  });
  it('rounds to two decimals without floating-point drift', () => {
    expect(roundTo2(1.005)).toBe(1.01);
    expect(roundTo2(7.2 * 0.09)).toBe(0.65);
    expect(roundTo2(-2.675)).toBe(-2.68);
  });
});
