/** A doctor with the locations (units) they work at, from the provider summary. */
export interface ResourceNode {
  resourceId: string;
  resourceName: string;
  locations: ReadonlyArray<{ unitId: number; locationName: string }>;
}

/**
 * Case-insensitive filter on doctor or location names (docs/product/schedules.md#schedule-search): a doctor
 * match keeps all their locations, a location match keeps just those.
 */
export function filterTree(resources: readonly ResourceNode[], query: string): ResourceNode[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...resources];
  return resources.flatMap((r) => {
    if (r.resourceName.toLowerCase().includes(q)) return [r];
    const locations = r.locations.filter((l) => l.locationName.toLowerCase().includes(q));
    return locations.length ? [{ ...r, locations }] : [];
  });
}

/** The one unit to select automatically when one doctor with one location remains. */
export function autoSelection(filtered: readonly ResourceNode[]): number | null {
  const [only] = filtered;
  return filtered.length === 1 && only?.locations.length === 1 ? (only.locations[0]?.unitId ?? null) : null;
}
