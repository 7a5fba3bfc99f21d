import { describe, expect, it } from 'vitest';
import { rescheduleRefusal, type RescheduleCheck } from './reschedule';

const now = new Date('2026-01-05T02:00:00Z');
const future = new Date('2026-01-06T02:00:00Z');
const check = (over: Partial<RescheduleCheck>): RescheduleCheck => ({
  offered: true,
  status: 'Scheduled',
  appointmentStart: future,
  now,
  by: 'patient',
  ...over,
});

describe('rescheduleRefusal', () => {
  it('allows a future Scheduled appointment on a tenant that offers reschedule', () => {
    expect(rescheduleRefusal(check({}))).toBeNull();
    expect(rescheduleRefusal(check({ by: 'staff' }))).toBeNull();
  });

  it('refuses on a tenant that does not offer it, whatever the appointment', () => {
    expect(rescheduleRefusal(check({ offered: false }))).toBe('notOffered');
    expect(rescheduleRefusal(check({ offered: false, by: 'staff' }))).toBe('notOffered');
  });

  it.each(['Cancel', 'Attended', 'No Show'])('refuses a closed appointment (%s)', (status) => {
    expect(rescheduleRefusal(check({ status }))).toBe('closed');
    expect(rescheduleRefusal(check({ status, by: 'staff' }))).toBe('closed');
  });

  it('refuses a request with nothing booked yet (Pending Clinic Response)', () => {
    expect(rescheduleRefusal(check({ status: 'Pending Clinic Response', appointmentStart: null }))).toBe('notBooked');
  });

  it('refuses a started or past appointment', () => {
    expect(rescheduleRefusal(check({ appointmentStart: now }))).toBe('started');
    expect(rescheduleRefusal(check({ appointmentStart: new Date('2026-01-01T02:00:00Z'), by: 'staff' }))).toBe(
      'started',
    );
  });

  it('lets staff, not the patient, move a proposal the patient has not answered', () => {
    expect(rescheduleRefusal(check({ status: 'Pending Patient Response', by: 'staff' }))).toBeNull();
    expect(rescheduleRefusal(check({ status: 'Pending Patient Response' }))).toBe('notScheduled');
  });
});
