import type { Doctor, Panel } from '@/lib/api/contract/doctor-search';

/** A doctor's panels, once each, though several of their locations list the same payor. */
export function doctorPanels(doctor: Doctor): Panel[] {
  return [...new Map(doctor.practiceLocations.flatMap((l) => l.panels).map((p) => [p.name, p])).values()];
}

/** Every badge the results show, once each and by name: what the legend explains. */
export function resultPanels(doctors: readonly Doctor[]): Panel[] {
  const byName = new Map(doctors.flatMap(doctorPanels).map((p) => [p.name, p]));
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}
