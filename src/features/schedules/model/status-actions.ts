import { z } from 'zod';
import { withFieldRules } from '@/lib/forms/field-rules';
/** What the Appointment dialog can do with an appointment (docs/product/schedules.md#status-actions). */
export type AppointmentAction = 'Reschedule' | 'Cancel' | 'Attended' | 'No Show';

const finalStatuses = new Set(['Attended', 'No Show', 'Cancel']);

/** Future → Reschedule, Cancel; started or past → Attended, No Show; closed cases → nothing. */
export function actionsFor(start: Date, now: Date, status: string | null, canReschedule = true): AppointmentAction[] {
  if (status === null || finalStatuses.has(status)) return [];
  if (start.getTime() > now.getTime()) return canReschedule ? ['Reschedule', 'Cancel'] : ['Cancel'];
  return ['Attended', 'No Show'];
}

/**
 * A walk-in (a booking without a request, so no status of its own): a future
 * one may be rescheduled (where offered) or cancelled like any appointment;
 * once started there is no request to record attendance on.
 */
export function walkInActionsFor(start: Date, now: Date, canReschedule = true): AppointmentAction[] {
  return start.getTime() > now.getTime() ? actionsFor(start, now, 'Scheduled', canReschedule) : [];
}

/** Notes are mandatory for Cancel only; returns the error key or null. */
/** The dialog's notes form for the chosen action: notesError's rule, its message a `schedules` key. */
export const notesSchema = (action: AppointmentAction | null) =>
  withFieldRules(z.object({ notes: z.string() }), ({ notes }) => ({
    notes: action ? (notesError(action, notes) ?? undefined) : undefined,
  }));
export type NotesValues = z.input<ReturnType<typeof notesSchema>>;

export function notesError(action: AppointmentAction, notes: string): 'dialog.notesMandatory' | null {
  return action === 'Cancel' && notes.trim() === '' ? 'dialog.notesMandatory' : null;
}
