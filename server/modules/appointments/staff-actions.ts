import type { StaffCaseAction } from '../../../src/lib/api/contract/patient-inbox/staff-case-details';

/**
 * What a provider's staff may do next with a request of that status: book a request still waiting
 * for the clinic, or move one that holds an appointment, only where the tenant offers reschedule.
 * The worklist row's Book/Manage and the staff case details share it, so the two never disagree.
 */
export function staffActionFor(status: string, offersReschedule: boolean): StaffCaseAction | null {
  if (status === 'Pending Clinic Response') return 'book';
  if (offersReschedule && (status === 'Pending Patient Response' || status === 'Scheduled')) return 'manage';
  return null;
}
