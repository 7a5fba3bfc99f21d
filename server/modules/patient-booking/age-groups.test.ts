import { describe, expect, it } from 'vitest';
import { ageGroupsFor, bandCoversGroup, parseAgeRange } from './age-groups';

// The seeded catalogue's bands, in catalogue order.
const seeded = ['18-39', '30-59', '40+', '25+', '40+', '30+', '60+', '18+'];

describe('age groups', () => {
  it('reads closed and open bands', () => {
    expect(parseAgeRange('18-39')).toEqual({ from: 18, to: 39 });
    expect(parseAgeRange('18–39')).toEqual({ from: 18, to: 39 });
    expect(parseAgeRange('60+')).toEqual({ from: 60, to: null });
    expect(parseAgeRange('adults')).toBeNull();
    expect(parseAgeRange('40-18')).toBeNull();
  });

  it('turns overlapping, unordered bands into ascending, non-overlapping groups', () => {
    const groups = ageGroupsFor(seeded);
    expect(groups).toEqual(['18-24', '25-29', '30-39', '40-59', '60+']);
    const ranges = groups.map((g) => parseAgeRange(g)!);
    for (let i = 1; i < ranges.length; i += 1) expect(ranges[i]!.from).toBe(ranges[i - 1]!.to! + 1);
  });

  it('leaves out gaps no package covers and ends closed when no band is open-ended', () => {
    expect(ageGroupsFor(['0-17', '40-59'])).toEqual(['0-17', '40-59']);
    expect(ageGroupsFor([])).toEqual([]);
  });

  it('matches a package when its band takes the whole group', () => {
    expect(bandCoversGroup('18-39', '30-39')).toBe(true);
    expect(bandCoversGroup('25+', '60+')).toBe(true);
    expect(bandCoversGroup('18-39', '40-59')).toBe(false);
    expect(bandCoversGroup('30-59', '60+')).toBe(false);
    expect(bandCoversGroup('25+', '18-24')).toBe(false);
  });
});
