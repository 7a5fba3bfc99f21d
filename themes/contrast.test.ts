import { describe, expect, it } from 'vitest';
import { contrastRatio, isHexColour } from './contrast';

describe('contrastRatio', () => {
  it('gives the WCAG extremes: 21 for black on white, 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1558b0', '#1558b0')).toBe(1);
  });

  it('matches published values around the AA line', () => {
    // #777 on white is the classic "looks fine, fails AA" grey: 4.48:1.
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ff0000', '#ffffff')).toBeCloseTo(4.0, 2);
  });

  it('does not depend on which colour is the foreground', () => {
    expect(contrastRatio('#ffffff', '#777777')).toBe(contrastRatio('#777777', '#ffffff'));
  });

  it('reads #rgb the same as #rrggbb, in either case', () => {
    expect(contrastRatio('#777', '#FFF')).toBe(contrastRatio('#777777', '#ffffff'));
  });
});

describe('isHexColour', () => {
  it.each(['#fff', '#FFFFFF', '#1558b0'])('accepts %s', (value) => {
    expect(isHexColour(value)).toBe(true);
  });

  it.each(['fff', '#ffff', '#12345g', 'blue', 'rgb(0,0,0)'])('rejects %s', (value) => {
    expect(isHexColour(value)).toBe(false);
  });
});
