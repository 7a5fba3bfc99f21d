import {
  maxPreferredSessions,
  minPreferredSessions,
  type BookedScheduleItem,
  type CalendarDay,
  type ClientCaseData,
  type ScheduleSlot,
} from '@/lib/api/contract/patient-booking/session-booking';

/**
 * How a calendar day shows in the picker (docs/product/patient-booking.md#calendar-days). 'limit' is ours: a
 * day that could be chosen, but the patient already holds the most sessions allowed.
 */
export type PickerDayStatus = 'free' | 'selected' | 'busy' | 'waiting-list' | 'force-booking' | 'closed' | 'limit';

/** A session the patient picked; waitingList when its slot was full and they said Yes. */
export interface PickedSession {
  slotId: string;
  day: string;
  start: string;
  end: string;
  waitingList: boolean;
}

export const isFull = (slot: ScheduleSlot) => slot.bookedCount >= slot.capacity;

/** The patient holds the most sessions allowed: choosing further dates stops (docs/product/patient-booking.md#picking-sessions). */
export const isLimitReached = (selected: readonly PickedSession[]) => selected.length >= maxPreferredSessions;

type DayInfo = { status: PickerDayStatus | null; disabled: boolean };

/**
 * A day's status and whether it can be chosen. Past days and days without an
 * entry are disabled; busy and closed are disabled; a day whose every slot is
 * already picked turns busy; a day with a picked session shows as selected.
 * At the limit every day is disabled: open ones show 'limit', picked ones stay
 * 'selected' (the reducer would ignore a click on either).
 */
export function pickerDay(
  day: CalendarDay | undefined,
  picked: readonly PickedSession[],
  today: string,
  limitReached = false,
): DayInfo {
  const info = dayInfo(day, picked, today);
  if (!limitReached || info.disabled) return info;
  return { status: info.status === 'selected' ? 'selected' : 'limit', disabled: true };
}

function dayInfo(day: CalendarDay | undefined, picked: readonly PickedSession[], today: string): DayInfo {
  if (!day) return { status: null, disabled: true };
  const past = day.calendarDate < today;
  const base: PickerDayStatus =
    day.dayStatus === 'closed'
      ? 'closed'
      : day.dayStatus === 'busy'
        ? 'busy'
        : day.dayStatus === 'force-booking'
          ? 'force-booking'
          : day.dayStatus === 'busy-tentative' || day.dayStatus === 'waiting-list'
            ? 'waiting-list'
            : 'free';
  if (base === 'closed' || base === 'busy') return { status: base, disabled: true };
  const onDay = picked.filter((p) => p.day === day.calendarDate);
  if (day.schedules.length > 0 && day.schedules.every((s) => onDay.some((p) => p.slotId === s.id))) {
    return { status: 'busy', disabled: true };
  }
  if (onDay.length > 0) return { status: 'selected', disabled: past };
  return { status: base, disabled: past || day.schedules.length === 0 };
}

/** The first day that can be chosen (closed days are skipped), for the calendar's starting month. */
export function firstOpenDay(days: readonly CalendarDay[], today: string): string | null {
  return days.find((d) => !pickerDay(d, [], today).disabled)?.calendarDate ?? null;
}

export interface PickerState {
  /** 0 choose a date; 1 choose time slots of that day; 2 slots chosen, Next offered. */
  step: 0 | 1 | 2;
  date: string | null;
  /** Slots ticked on the open day, not yet moved to the list. */
  pending: PickedSession[];
  /** The chosen sessions, in the order chosen (their priority). */
  selected: PickedSession[];
  /** A full slot waiting for the Yes/No answer. */
  askWaitingFor: PickedSession | null;
}

export const initialPickerState: PickerState = { step: 0, date: null, pending: [], selected: [], askWaitingFor: null };

export type PickerAction =
  | { type: 'chooseDate'; date: string }
  | { type: 'toggleSlot'; slot: ScheduleSlot; day: string }
  | { type: 'answerWaitingList'; yes: boolean }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'edit'; slotId: string }
  | { type: 'remove'; slotId: string };

const withStep = (s: PickerState): PickerState => ({ ...s, step: s.date === null ? 0 : s.pending.length > 0 ? 2 : 1 });

/** The picker's rules as a reducer (docs/product/patient-booking.md#picking-sessions). */
export function pickerReducer(state: PickerState, action: PickerAction): PickerState {
  switch (action.type) {
    case 'chooseDate':
      // Once the maximum is reached, choosing further dates stops.
      if (isLimitReached(state.selected)) return state;
      return withStep({ ...state, date: action.date, pending: [], askWaitingFor: null });
    case 'toggleSlot': {
      if (state.pending.some((p) => p.slotId === action.slot.id)) {
        return withStep({ ...state, pending: state.pending.filter((p) => p.slotId !== action.slot.id) });
      }
      if (state.selected.some((p) => p.slotId === action.slot.id)) return state;
      if (state.selected.length + state.pending.length >= maxPreferredSessions) return state;
      const session: PickedSession = {
        slotId: action.slot.id,
        day: action.day,
        start: action.slot.start,
        end: action.slot.end,
        waitingList: false,
      };
      if (isFull(action.slot)) return { ...state, askWaitingFor: { ...session, waitingList: true } };
      return withStep({ ...state, pending: [...state.pending, session] });
    }
    case 'answerWaitingList':
      if (!state.askWaitingFor) return state;
      // Yes adds the full slot to the waiting list; No undoes the click.
      return withStep({
        ...state,
        pending: action.yes ? [...state.pending, state.askWaitingFor] : state.pending,
        askWaitingFor: null,
      });
    case 'next':
      if (state.pending.length === 0) return state;
      return withStep({ ...state, selected: [...state.selected, ...state.pending], pending: [], date: null });
    case 'back':
      return withStep({ ...state, date: null, pending: [], askWaitingFor: null });
    case 'edit': {
      const session = state.selected.find((p) => p.slotId === action.slotId);
      if (!session) return state;
      return withStep({
        ...state,
        selected: state.selected.filter((p) => p.slotId !== action.slotId),
        date: session.day,
        pending: [],
        askWaitingFor: null,
      });
    }
    case 'remove':
      return withStep({ ...state, selected: state.selected.filter((p) => p.slotId !== action.slotId) });
  }
}

/** Submit shows only when the chosen count is between the minimum and the maximum. */
export const canSubmit = (selected: readonly PickedSession[]) =>
  selected.length >= minPreferredSessions && selected.length <= maxPreferredSessions;

/** The submission's bookedSchedule: priority is the order chosen; a hold expires when its session starts. */
export function toBookedSchedule(selected: readonly PickedSession[]): BookedScheduleItem[] {
  return selected.map((p, index) => ({ start: p.start, end: p.end, expireAt: p.start, priority: index + 1 }));
}

/** clientCaseData; an agent acting for a patient sends no display name and personId 1 (docs/product/patient-booking.md#submitting-sessions). */
export function toClientCaseData(input: {
  isAgent: boolean;
  displayName: string;
  userId: string;
  serviceType: string;
  referenceId: string;
}): ClientCaseData {
  return input.isAgent
    ? { displayName: '', personId: 1, serviceType: input.serviceType, referenceId: input.referenceId }
    : {
        displayName: input.displayName,
        personId: input.userId,
        serviceType: input.serviceType,
        referenceId: input.referenceId,
      };
}
