import { describe, expect, it } from 'vitest';
import { parseNumberInput, sanitiseNumberText } from './number-input';

describe('parseNumberInput', () => {
  it.each([
    ['$1,200', 1200],
    ['1,234,567.89', 1234567.89],
    [' 42 ', 42],
    ['0', 0],
    ['.5', 0.5],
    ['$ 3', 3],
  ])('reads %j as %d', (text, value) => {
    expect(parseNumberInput(text)).toEqual({ ok: true, value });
  });
  it('reads blank as null', () => expect(parseNumberInput(' $, ')).toEqual({ ok: true, value: null }));
  it('refuses negatives by default', () => expect(parseNumberInput('-5')).toEqual({ ok: false, problem: 'negative' }));
  it('allows negatives when told', () =>
    expect(parseNumberInput('-$5', { allowNegative: true })).toEqual({ ok: true, value: -5 }));
  it.each(['abc', '1.2.3', '12a', '--1', 'Infinity'])('refuses %j', (text) => {
    expect(parseNumberInput(text)).toEqual({ ok: false, problem: 'notANumber' });
  });
});

describe('sanitiseNumberText', () => {
  it('drops letters and minus by default', () => expect(sanitiseNumberText('-$1,2a0')).toBe('$1,20'));
  it('keeps one leading minus when allowed', () => expect(sanitiseNumberText('-1-2', true)).toBe('-12'));
});
