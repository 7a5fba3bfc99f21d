import type { DayStatus } from '@/lib/api/contract/schedules/staff-schedule';

/**
 * How the mini calendar shows each day (docs/product/schedules.md#calendar-days): busy is bookable by
 * staff (force-booking); with several doctors, if every open day is busy
 * they all show as free so the calendar does not look blocked.
 */
export function displayStatuses(
  days: ReadonlyArray<{ date: string; status: DayStatus }>,
  multiDoctor: boolean,
): Map<string, DayStatus> {
  const open = days.filter((d) => d.status !== 'closed');
  const allBusy = open.length > 0 && open.every((d) => d.status === 'busy');
  return new Map(
    days.map((d) => {
      if (d.status !== 'busy') return [d.date, d.status];
      return [d.date, multiDoctor && allBusy ? 'free' : 'force-booking'];
    }),
  );
}

/** Merges per-column days: free if any column is free, closed if all are, else busy. */
export function mergeColumns(
  columns: ReadonlyArray<ReadonlyArray<{ date: string; dayStatus: DayStatus }>>,
): Array<{ date: string; status: DayStatus }> {
  const byDate = new Map<string, DayStatus[]>();
  for (const column of columns) {
    for (const d of column) byDate.set(d.date, [...(byDate.get(d.date) ?? []), d.dayStatus]);
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, s]) => ({
      date,
      status: s.includes('free') ? 'free' : s.every((x) => x === 'closed') ? 'closed' : 'busy',
    }));
}
