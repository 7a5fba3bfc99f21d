import { historyNotes } from '../../../src/lib/api/contract/history-notes';
import type { Deps } from '../../types';
import { hasHistoryNote, type RequestRow } from './queries';

/**
 * The answers of a form saved without submitting, by the patient forms'
 * inputNames, so continuing it starts from them (and not from My Account,
 * which may have changed since). Nothing for a request that was only opened.
 */
export async function savedAnswers(deps: Deps, row: RequestRow): Promise<Record<string, string> | undefined> {
  if (row.status !== 'Incomplete') return undefined;
  if (!(await hasHistoryNote(deps.db, row.id, historyNotes.formSaved))) return undefined;
  const p = row.patient;
  const answers: Record<string, string> = {
    fullName: p.name,
    gender: p.gender,
    dateOfBirth: p.dob,
    email: p.email,
    phoneNumber: p.sms,
    medicalConditions: p.medicalCondition,
    reason: p.otherReason,
  };
  return Object.fromEntries(Object.entries(answers).filter(([, value]) => value !== ''));
}
