import { describe, expect, it } from 'vitest';
import { selfCancelRefusal } from './self-cancel';

const now = new Date('2026-05-01T00:00:00Z');
const hoursFromNow = (h: number) => new Date(now.getTime() + h * 3_600_000);
const base = { status: 'Scheduled', isPatient: true, appointmentStart: hoursFromNow(48), cutoffHours: 24, now };

describe('selfCancelRefusal', () => {
  it('lets the patient cancel up to the cut-off, and not a minute after', () => {
    expect(selfCancelRefusal({ ...base, appointmentStart: hoursFromNow(24) })).toBeNull();
    expect(selfCancelRefusal({ ...base, appointmentStart: new Date(hoursFromNow(24).getTime() - 60_000) })).toBe(
      'tooLate',
    );
  });

  it('has no cut-off while no appointment is booked', () => {
    expect(selfCancelRefusal({ ...base, status: 'Pending Clinic Response', appointmentStart: null })).toBeNull();
  });

  it('refuses other people, closed and unsubmitted requests with their own reason', () => {
    expect(selfCancelRefusal({ ...base, isPatient: false })).toBe('notYours');
    expect(selfCancelRefusal({ ...base, status: 'Cancel' })).toBe('alreadyCancelled');
    expect(selfCancelRefusal({ ...base, status: 'No Show' })).toBe('completed');
    expect(selfCancelRefusal({ ...base, status: 'Incomplete' })).toBe('notSubmitted');
  });
});
