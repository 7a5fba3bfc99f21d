import { describe, expect, it } from 'vitest';
import { countryName } from './country-name';

describe('countryName', () => {
  it('names the API country values in the UI language', () => {
    expect(countryName('singapore', 'en')).toBe('Singapore');
    expect(countryName('hong kong', 'en')).toBe('Hong Kong');
    expect(countryName('hong kong', 'zh-HK')).toBe('香港');
    expect(countryName('singapore', 'zh-HK')).toBe('新加坡');
    expect(countryName('malaysia', 'zh-HK')).toBe('馬來西亞');
    expect(countryName('singapore', 'id')).toBe('Singapura');
    expect(countryName('singapore', 'ms')).toBe('Singapura');
  });

  it('title-cases a value it does not know', () => {
    expect(countryName('new zealand', 'zh-HK')).toBe('New Zealand');
  });
});
