export { codeMail } from './code-mail';
export { notificationJob, type NotificationRenderer } from './delivery';
export type { NotificationEvent } from './events';
export { notify } from './notify';
export { countWithoutSending, limitPerRecipient } from './recipient-limit';
export { reminderJob } from './reminders';
export { renderNotification } from './render';
