/** A drawn signature as strokes of points in canvas pixels. */
export type Point = { x: number; y: number };
export type Stroke = Point[];

/** A signature counts once the ink covers some distance: a tap or a dot is not a signature. */
export function inkLength(strokes: readonly Stroke[]): number {
  let total = 0;
  for (const stroke of strokes) {
    for (let i = 1; i < stroke.length; i += 1) {
      const a = stroke[i - 1]!;
      const b = stroke[i]!;
      total += Math.hypot(b.x - a.x, b.y - a.y);
    }
  }
  return total;
}

export const minimumInk = 40;
export const hasSignature = (strokes: readonly Stroke[]) => inkLength(strokes) >= minimumInk;
