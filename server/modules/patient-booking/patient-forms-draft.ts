import { and, eq } from 'drizzle-orm';
import { historyNotes } from '../../../src/lib/api/contract/history-notes';
import { appointmentStatusHistory } from '../../db/schema/domain';
import type { Deps } from '../../types';
import type { RequestRow } from './patient-forms-access';

/**
 * The answers of a form saved without submitting, by the patient forms'
 * inputNames, so continuing it starts from them (and not from My Account,
 * which may have changed since). Nothing for a request that was only opened.
 */
export async function savedAnswers(deps: Deps, row: RequestRow): Promise<Record<string, string> | undefined> {
  if (row.status !== 'Incomplete') return undefined;
  const [saved] = await deps.db
    .select({ id: appointmentStatusHistory.id })
    .from(appointmentStatusHistory)
    .where(
      and(eq(appointmentStatusHistory.requestId, row.id), eq(appointmentStatusHistory.notes, historyNotes.formSaved)),
    )
    .limit(1);
  if (!saved) return undefined;
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
