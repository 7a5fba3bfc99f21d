import type { WorklistRow, WorklistTag } from '@/lib/api/contract/worklists';

/** The action word of a row tag: the last segment of its action URL ('…/action/accept' → 'accept'). */
export function actionName(tag: WorklistTag): string {
  const path = (tag.attribute.action ?? tag.attribute.href ?? '').split('?')[0] ?? '';
  const last = path.split('/').filter(Boolean).pop();
  return (last ?? tag.label).toLowerCase();
}

/** English past tense for the spec's 'Successfully {action}ed' (accept → accepted, decline → declined). */
export function pastTense(action: string): string {
  return action.endsWith('e') ? `${action}d` : `${action}ed`;
}

/** How long the success message stays before the list reloads (docs/product/patient-inbox.md#inbox-actions). */
export const statusMessageMs = 5000;

/** The instant a row's Appointment cell holds (the proposed time of a row awaiting an answer), or null. */
export function proposedTimeOf(row: WorklistRow): string | null {
  const cell = row.cells.Appointment;
  return cell?.type === 'text' && cell.at ? cell.at : null;
}
