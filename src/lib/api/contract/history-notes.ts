/**
 * The notes the portal itself writes into a request's status history. They are
 * stored as this English text (staff notes are free text in the same column),
 * and a response names the note by its code so the client can word it in the
 * reader's language; a note without a code is shown as written.
 */
export const historyNotes = {
  requestCreated: 'Appointment request created',
  packageLocationChosen: 'Package location chosen',
  formSaved: 'Form saved without submitting',
  requestSubmitted: 'Request submitted',
  sessionsSubmitted: 'Preferred sessions submitted',
  patientAccepted: 'Patient accepted the proposed slot',
  patientDeclined: 'Patient declined the proposed slot',
  bookedByPatient: 'Booked by the patient',
  rescheduledByPatient: 'Rescheduled by the patient',
  bookedOnPreferred: 'Booked on preferred session',
  rescheduledOnPreferred: 'Rescheduled on preferred session',
  bookedAlternativeProposed: 'Booked; alternative slot proposed',
  rescheduledAlternativeProposed: 'Rescheduled; alternative slot proposed',
  preferredUnavailable: 'Preferred sessions unavailable; alternative slot proposed',
  bookedOnAlternative: 'Booked on alternative slot',
  noShow: 'Patient did not turn up',
} as const;

export type HistoryNoteCode = keyof typeof historyNotes;

export const historyNoteCodes = Object.keys(historyNotes) as [HistoryNoteCode, ...HistoryNoteCode[]];

const codeByText = new Map<string, HistoryNoteCode>(
  Object.entries(historyNotes).map(([code, text]) => [text, code as HistoryNoteCode]),
);

/** The code of a note the portal wrote, or null for a person's own words. */
export const historyNoteCode = (notes: string | null): HistoryNoteCode | null =>
  notes === null ? null : (codeByText.get(notes) ?? null);
