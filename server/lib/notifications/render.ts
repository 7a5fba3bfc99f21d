import type { Deps } from '../../types';
import type { NotificationEvent, RenderedMail } from './events';

/**
 * The mails an event sends (none when no recipient has a known address). Written by the
 * notifications work of issue 19; this signature is what the job queue calls.
 */
export async function renderNotification(
  deps: Pick<Deps, 'db' | 'tenants' | 'now'>,
  tenantId: string,
  event: NotificationEvent,
): Promise<RenderedMail[]> {
  void deps;
  void tenantId;
  void event;
  return Promise.reject(new Error('renderNotification: not built yet'));
}
