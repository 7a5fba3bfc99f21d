import type { MailAttachment } from '../../types';

/**
 * What a person hears about (docs/decisions/0057-notification-mails-language-content-calendar.md).
 * Each event names the record; the mail is written from the database when the job runs, in the
 * recipient's language, so an event carries ids and the few facts the record does not keep (a
 * cancellation's reason is kept too, but travels for clarity).
 */
export type NotificationEvent =
  | { kind: 'slot-proposed'; requestId: string }
  | { kind: 'appointment-scheduled'; requestId: string }
  | { kind: 'appointment-rescheduled'; requestId: string }
  | { kind: 'appointment-cancelled'; requestId: string; reason: string }
  | { kind: 'appointment-reminder'; requestId: string }
  | { kind: 'waiting-list-offer'; offerId: string }
  | { kind: 'paf-signing-requested'; caseId: string; signerRole: string }
  | { kind: 'paf-completed'; caseId: string };

export type NotificationKind = NotificationEvent['kind'];

/** One mail, ready for the transport: both parts, branded, in the recipient's language. */
export interface RenderedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
}
