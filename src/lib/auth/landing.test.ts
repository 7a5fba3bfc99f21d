import { describe, expect, it } from 'vitest';
import { landingPathFor } from './landing';

describe('landingPathFor', () => {
  it.each([
    ['patient', null, '/patient'],
    ['agent', 'prov-1', '/agent/home/prov-1'],
    ['clinic', 'prov-1', '/provider/prov-1'],
    ['doctor', 'p 2', '/provider/p%202'],
    ['specialist', 'prov-1', '/preauth'],
    ['hospital', null, '/preauth'],
    ['payor', null, '/preauth'],
  ] as const)('%s starts at %s', (role, providerId, path) => {
    expect(landingPathFor(role, providerId)).toBe(path);
  });
});
