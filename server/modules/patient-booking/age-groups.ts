/**
 * Age groups for the health-screening filter. Packages carry their own bands
 * ('18-39', '30-59', '40+', …), which overlap; the filter offers instead the
 * ascending, non-overlapping groups cut wherever a band starts or ends, so each
 * group lies wholly inside or wholly outside every package's band.
 */
interface AgeRange {
  from: number;
  /** Inclusive; null when open-ended ('60+'). */
  to: number | null;
}

/** '18-39' (or '18–39') → 18..39, '40+' → 40..; anything else → null. */
export function parseAgeRange(text: string): AgeRange | null {
  const closed = /^(\d{1,3})\s*[-–]\s*(\d{1,3})$/.exec(text.trim());
  if (closed) {
    const range = { from: Number(closed[1]), to: Number(closed[2]) };
    return range.from <= range.to ? range : null;
  }
  const open = /^(\d{1,3})\s*\+$/.exec(text.trim());
  return open ? { from: Number(open[1]), to: null } : null;
}

const label = (r: AgeRange) => (r.to === null ? `${r.from}+` : `${r.from}-${r.to}`);
const covers = (band: AgeRange, group: AgeRange) =>
  band.from <= group.from && (band.to === null || (group.to !== null && group.to <= band.to));

/** The filter's groups for these package bands: ascending, non-overlapping, none that no package covers. */
export function ageGroupsFor(bands: readonly string[]): string[] {
  const ranges = bands.map(parseAgeRange).filter((r): r is AgeRange => r !== null);
  const cuts = [...new Set(ranges.flatMap((r) => (r.to === null ? [r.from] : [r.from, r.to + 1])))].sort(
    (a, b) => a - b,
  );
  const groups = cuts.map((from, i) => ({ from, to: i + 1 < cuts.length ? (cuts[i + 1] as number) - 1 : null }));
  return groups.filter((g) => ranges.some((r) => covers(r, g))).map(label);
}

/** Whether a package's band takes everyone in the chosen group; an unparsable value must match exactly. */
export function bandCoversGroup(band: string, group: string): boolean {
  const b = parseAgeRange(band);
  const g = parseAgeRange(group);
  return b && g ? covers(b, g) : band === group;
}
