/** A slot of the selected day (from the selected-day call). */
export interface DaySlot {
  slotStartAt: string;
  slotEndAt: string;
  available: boolean;
}

/** Start choices: every slot that can still be booked. */
export function startOptions(slots: readonly DaySlot[]): string[] {
  return slots.filter((s) => s.available).map((s) => s.slotStartAt);
}

/**
 * End choices after a start: the ends of the run of back-to-back free slots
 * that begins there, so only times after the start appear (docs/product/schedules.md#add-appointment).
 */
export function endOptions(slots: readonly DaySlot[], start: string | null): string[] {
  if (!start) return [];
  const sorted = [...slots].sort((a, b) => a.slotStartAt.localeCompare(b.slotStartAt));
  let i = sorted.findIndex((s) => s.slotStartAt === start);
  if (i < 0 || !sorted[i]?.available) return [];
  const ends: string[] = [];
  let previousEnd = start;
  while (i < sorted.length) {
    const slot = sorted[i] as DaySlot;
    if (!slot.available || Date.parse(slot.slotStartAt) !== Date.parse(previousEnd)) break;
    ends.push(slot.slotEndAt);
    previousEnd = slot.slotEndAt;
    i += 1;
  }
  return ends;
}

/** Choosing a start sets the end to the next option (docs/product/schedules.md#add-appointment). */
export const defaultEnd = (slots: readonly DaySlot[], start: string | null): string | null =>
  endOptions(slots, start)[0] ?? null;

/** The slot a clicked time falls in (snapped down), if it can be booked. */
export function slotAt(slots: readonly DaySlot[], instant: number): DaySlot | null {
  return (
    slots.find((s) => s.available && Date.parse(s.slotStartAt) <= instant && instant < Date.parse(s.slotEndAt)) ?? null
  );
}

/** The Start and End Time chosen in Add Appointment, and the one that stopped being free. */
export interface TimeChoice {
  start: string | null;
  end: string | null;
  /** A time that stopped being free, or (`clicked`) the time a click opened the dialog at that was not free. */
  lost: { field: 'start' | 'end' | 'clicked'; time: string } | null;
}

/**
 * The choice after the day's times were fetched again (a lost booking race, a
 * refetch on focus): what the user chose stays while it can still be booked; a
 * start that was taken is cleared with both times, an end that can no longer be
 * reached is cleared alone, and `lost` names it so the dialog can say so.
 */
export function keepChoice(slots: readonly DaySlot[], choice: TimeChoice): TimeChoice {
  if (choice.start === null) return choice;
  if (!startOptions(slots).includes(choice.start)) {
    return { start: null, end: null, lost: { field: 'start', time: choice.start } };
  }
  if (choice.end === null || endOptions(slots, choice.start).includes(choice.end)) return choice;
  return { ...choice, end: null, lost: { field: 'end', time: choice.end } };
}

/**
 * The times Add Appointment opens with for a clicked time: the free slot it falls in, or, when that time is taken
 * or closed, no start and the time named (`lost`), so the dialog says why rather than opening elsewhere
 * (docs/decisions/0084-proposals-the-patients-reschedule-page.md).
 */
export function openingChoice(slots: readonly DaySlot[], clicked: string | null): TimeChoice {
  if (!clicked) return { start: null, end: null, lost: null };
  const start = slotAt(slots, Date.parse(clicked))?.slotStartAt ?? null;
  if (start) return { start, end: defaultEnd(slots, start), lost: null };
  return { start: null, end: null, lost: { field: 'clicked', time: clicked } };
}
