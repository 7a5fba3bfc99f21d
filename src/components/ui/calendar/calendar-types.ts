/**
 * How a day looks beside its number. One vocabulary for every calendar:
 * outlined = available, filled = chosen, grey = waiting list only, outlined in
 * the accent = bookable over capacity, struck through = closed (still openable).
 * A day that cannot be opened at all is struck through too (`unavailable`).
 */
export type CalendarDayState = 'available' | 'chosen' | 'waiting' | 'warning' | 'closed';

/** What a calendar knows about one local day. */
export interface CalendarDayInfo {
  state?: CalendarDayState | null;
  /** The day cannot be opened (keyboard focus still reaches it, as react-aria does). */
  unavailable?: boolean;
  /** Key into `descriptions`: words a screen reader hears after the date. */
  description?: string | null;
}

/** Cell size: `sm` beside a schedule, `md` in a popover, `lg` filling its panel. */
export type CalendarSize = 'sm' | 'md' | 'lg';
