import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../themes/contrast';
import { contrastPairs, minimumContrast, paletteRoles } from '../../themes/palette';
import { generatePalette, hueFromId } from './generate-palette';

// Enough ids to land on every stretch of the colour wheel.
const ids = Array.from({ length: 120 }, (_, i) => `client-${i}`);

describe('generatePalette', () => {
  it.each(['light', 'dark'] as const)('meets every contrast pair in %s mode for any id', (mode) => {
    for (const id of ids) {
      const palette = generatePalette(id, mode);
      expect(Object.keys(palette)).toEqual([...paletteRoles]);
      for (const [fg, bg] of contrastPairs) {
        expect(contrastRatio(palette[fg], palette[bg]), `${id} ${mode} ${fg} on ${bg}`).toBeGreaterThanOrEqual(
          minimumContrast,
        );
      }
    }
  });

  it('is stable for an id and differs between ids', () => {
    expect(generatePalette('acme-sg', 'light')).toEqual(generatePalette('acme-sg', 'light'));
    expect(generatePalette('acme-sg', 'light').primary).not.toBe(generatePalette('bolt-my', 'light').primary);
  });

  it('never starts from a yellow hue', () => {
    for (const id of ids) {
      const hue = hueFromId(id);
      expect(hue < 45 || hue >= 85, `${id}: ${hue}`).toBe(true);
    }
  });
});
