import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** A screenshot differs visibly when more than this share of its pixels changed. */
export const maxDiffRatio = 0.001;

export interface CompareResult {
  /** True when the images match within maxDiffRatio. */
  same: boolean;
  /** Pixels that differ beyond pixelmatch's colour threshold. */
  diffPixels: number;
  /** diffPixels / total pixels (1 when the sizes differ). */
  ratio: number;
  /** Red-on-grey diff image, when sizes match and something differs. */
  diffPng?: Buffer;
  /** Why the images cannot be compared pixel by pixel. */
  reason?: string;
}

/** Compares two PNG buffers; anti-aliasing noise is ignored by pixelmatch. */
export function comparePngs(expected: Buffer, actual: Buffer): CompareResult {
  const a = PNG.sync.read(expected);
  const b = PNG.sync.read(actual);
  if (a.width !== b.width || a.height !== b.height) {
    return {
      same: false,
      diffPixels: Math.max(a.width * a.height, b.width * b.height),
      ratio: 1,
      reason: `size ${a.width}×${a.height} became ${b.width}×${b.height}`,
    };
  }
  const diff = new PNG({ width: a.width, height: a.height });
  const diffPixels = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: 0.1 });
  const ratio = diffPixels / (a.width * a.height);
  return {
    same: ratio <= maxDiffRatio,
    diffPixels,
    ratio,
    diffPng: diffPixels > 0 ? PNG.sync.write(diff) : undefined,
  };
}
