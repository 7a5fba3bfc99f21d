/** Parts of a duration for "2 days 3 hours"-style display (largest two non-zero units). */
export type DurationUnit = 'day' | 'hour' | 'minute' | 'second';

const units: Array<[DurationUnit, number]> = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
];

/** Splits milliseconds into at most two units, largest first; under a second gives 0 seconds. */
export function durationParts(ms: number): Array<{ unit: DurationUnit; count: number }> {
  let rest = Math.max(0, Math.floor(Math.abs(ms)));
  const parts: Array<{ unit: DurationUnit; count: number }> = [];
  for (const [unit, size] of units) {
    const count = Math.floor(rest / size);
    rest -= count * size;
    if (count > 0 && parts.length < 2) parts.push({ unit, count });
    else if (parts.length > 0) break;
  }
  return parts.length > 0 ? parts : [{ unit: 'second', count: 0 }];
}
