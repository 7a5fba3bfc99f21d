import type { Db } from '../../db/client';
import type { NotificationEvent } from './events';

/**
 * Queues an event's mails (issue 19). Called inside the transaction that changes the record, so
 * the mail goes exactly when the change commits. The job queue work replaces this body.
 */
export async function notify(db: Db, tenantId: string, event: NotificationEvent): Promise<void> {
  void db;
  void tenantId;
  void event;
  return Promise.resolve();
}
