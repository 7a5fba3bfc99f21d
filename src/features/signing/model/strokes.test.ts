import { describe, expect, it } from 'vitest';
import { hasSignature, inkLength } from './strokes';

describe('drawn signature', () => {
  it('measures ink across strokes', () => {
    expect(
      inkLength([
        [
          { x: 0, y: 0 },
          { x: 3, y: 4 },
        ],
        [
          { x: 10, y: 10 },
          { x: 10, y: 20 },
        ],
      ]),
    ).toBe(15);
  });
  it('needs more than a dot', () => {
    expect(hasSignature([[{ x: 5, y: 5 }]])).toBe(false);
    expect(
      hasSignature([
        [
          { x: 0, y: 0 },
          { x: 50, y: 0 },
        ],
      ]),
    ).toBe(true);
  });
});
