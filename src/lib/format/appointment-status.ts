import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Statuses arrive as their stored values, which are the API's status codes (the
 * filters send them back). They are worded here in the UI language; in English
 * they read as sent (docs/product/schedules.md#status-actions), except where the stored word is the staff
 * action rather than the state it leaves: 'Cancel' is what staff press and what
 * the request keeps, but as a status it reads "Cancelled".
 */
const statusKeys: Readonly<Record<string, string>> = {
  'Pending Patient Response': 'appointmentStatus.pendingPatientResponse',
  'Pending Clinic Response': 'appointmentStatus.pendingClinicResponse',
  Scheduled: 'appointmentStatus.scheduled',
  Attended: 'appointmentStatus.attended',
  'No Show': 'appointmentStatus.noShow',
  Cancel: 'appointmentStatus.cancelled',
  Incomplete: 'appointmentStatus.incomplete',
};

/** The common-namespace key that words this status, or null when the server text is shown as is. */
export const appointmentStatusKey = (status: string): string | null => statusKeys[status] ?? null;

/** Words an appointment status value for display, in the current language. */
export function useAppointmentStatusLabel(): (status: string) => string {
  const { t } = useTranslation('common');
  return useCallback(
    (status: string) => {
      const key = appointmentStatusKey(status);
      return key ? t(key) : status;
    },
    [t],
  );
}
