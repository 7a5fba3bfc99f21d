import { describe, expect, it } from 'vitest';
import { phoneProblem, toE164 } from './phone-validation';

describe('phoneProblem', () => {
  it('accepts valid numbers in the tenant region and in E.164', () => {
    expect(phoneProblem('9123 4567', 'SG')).toBeNull();
    expect(phoneProblem('+60123456789', 'SG')).toBeNull();
  });

  it('refuses numbers that are not valid for the region', () => {
    expect(phoneProblem('1234', 'SG')).toBe('invalid');
    expect(phoneProblem('+65 1234', 'MY')).toBe('invalid');
  });

  it('reports an empty value only when required', () => {
    expect(phoneProblem('', 'HK')).toBeNull();
    expect(phoneProblem('  ', 'HK', { required: true })).toBe('required');
  });
});

describe('toE164', () => {
  it('normalises national input for the API', () => {
    expect(toE164('9123 4567', 'SG')).toBe('+6591234567');
    expect(toE164('nope', 'SG')).toBeNull();
  });
});
