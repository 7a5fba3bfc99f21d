import {
  preferredOptionsSchema,
  type PreferredOption,
} from '../../../src/lib/api/contract/patient-booking/session-booking';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { insertPreferredSlots, unitSlotsStartingAt } from './queries';

/** English texts of a 400, keyed by the form's part name like the other field problems. */
export const preferredMessages = {
  missing: 'Please choose two preferred date/time options.',
  same: 'Preferred options must be two different times.',
  gone: 'A chosen time is no longer available. Please choose again.',
} as const;

const refuse = (message: string) => new HttpError(400, message, { preferredOptions: message });

/** A proposed slot, checked against the unit's schedule. */
export interface CheckedOption {
  option: PreferredOption;
  start: Date;
  end: Date;
  /** Proposed while the slot is full: the clinic sees it as a waiting-list choice. */
  isWaitingList: boolean;
}

/**
 * Reads the OPD preferred options: exactly two, priorities 1 and 2, two
 * different future slots of the request's unit. The slots are proposals, not
 * holds: the clinic books the appointment, so no count changes here.
 */
export async function checkPreferredOptions(db: Db, unitId: number, raw: string, now: Date): Promise<CheckedOption[]> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw || 'null');
  } catch {
    throw refuse(preferredMessages.missing);
  }
  const result = preferredOptionsSchema.safeParse(parsed);
  if (!result.success) throw refuse(preferredMessages.missing);
  const options = [...result.data].sort((a, b) => a.priority - b.priority);
  if (options.some((o, k) => o.priority !== k + 1)) throw refuse(preferredMessages.missing);
  const starts = options.map((o) => new Date(o.start));
  if (new Set(starts.map((s) => s.getTime())).size !== options.length) throw refuse(preferredMessages.same);
  const slots = await unitSlotsStartingAt(db, unitId, starts);
  return options.map((option) => {
    const slot = slots.find(
      (s) =>
        s.start.getTime() === new Date(option.start).getTime() && s.end.getTime() === new Date(option.end).getTime(),
    );
    if (!slot || slot.start <= now) throw refuse(preferredMessages.gone);
    return { option, start: slot.start, end: slot.end, isWaitingList: slot.bookedCount >= slot.capacity };
  });
}

/** Stores the checked options with the submission (same transaction). */
export async function storePreferredOptions(tx: Db, requestId: string, options: CheckedOption[]): Promise<void> {
  if (options.length === 0) return;
  await insertPreferredSlots(
    tx,
    options.map((o) => ({
      id: `${requestId}-pref-${o.option.priority}`,
      requestId,
      start: o.start,
      end: o.end,
      expireAt: null,
      priority: o.option.priority,
      isWaitingList: o.isWaitingList,
    })),
  );
}
