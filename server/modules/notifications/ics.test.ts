import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildInvite, type CalendarInvite } from './ics';

const injection = 'Eve\r\nATTENDEE;CN=Mallory:mailto:mallory@evil.example';

const invite = (over: Partial<CalendarInvite> = {}): CalendarInvite => ({
  method: 'REQUEST',
  uid: 'req-1@portal.example',
  sequence: 2,
  start: new Date('2026-12-01T02:00:00Z'),
  end: new Date('2026-12-01T02:30:00Z'),
  timeZone: 'Asia/Singapore',
  stamp: new Date('2026-11-27T08:00:00Z'),
  summary: 'Appointment with Dr Tan',
  description: 'At Clinic; ref A-1',
  location: 'Clinic, Orchard Road',
  url: 'https://portal.example/app/view/opd/A-1?client=ava-sg',
  organizer: { name: 'Clinic', email: 'no-reply@portal.example' },
  attendee: { name: 'Eve Tan', email: 'eve@example.com' },
  ...over,
});

const eventOf = (content: string) =>
  new ICAL.Component(ICAL.parse(content) as unknown[]).getFirstSubcomponent('vevent')!;

describe('calendar invite writer', () => {
  it('keeps a name with CR/LF (a row stored before names refused them) inside its one ATTENDEE', () => {
    const content = buildInvite(
      invite({
        attendee: { name: injection, email: 'eve@example.com\r\nATTENDEE:mailto:x@evil.example' },
        organizer: { name: 'Clinic "Main"\nORGANIZER:mailto:o@evil.example', email: 'no-reply@portal.example' },
        summary: `Appointment with ${injection}`,
        description: 'Line one\r\nATTENDEE:mailto:d@evil.example\rDTSTART:20200101T000000Z',
        location: 'A\u0085B\u0000C',
      }),
    );
    const event = eventOf(content);
    const attendees = event.getAllProperties('attendee');
    expect(attendees).toHaveLength(1);
    expect(event.getAllProperties('organizer')).toHaveLength(1);
    expect(event.getAllProperties('dtstart')).toHaveLength(1);
    expect(attendees[0]!.getParameter('cn')).toBe('Eve  ATTENDEE;CN=Mallory:mailto:mallory@evil.example');
    expect(attendees[0]!.getFirstValue()).toBe('mailto:eve@example.comATTENDEE:mailto:x@evil.example');
    // Text values keep their words, with the line breaks as escaped newlines.
    expect(event.getFirstPropertyValue('summary')).toBe(
      `Appointment with Eve\nATTENDEE;CN=Mallory:mailto:mallory@evil.example`,
    );
    expect(event.getFirstPropertyValue('description')).toBe(
      'Line one\nATTENDEE:mailto:d@evil.example\nDTSTART:20200101T000000Z',
    );
    expect(event.getFirstPropertyValue('location')).toBe('A B C');
    // Every physical line is a property or a fold; no other control character in the file.
    for (const line of content.split('\r\n').slice(0, -1)) {
      // eslint-disable-next-line no-control-regex
      expect(line).not.toMatch(/[\u0000-\u0008\u000a-\u001f\u007f-\u009f]/);
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
  });

  it('escapes backslash, semicolon and comma in text, and folds long lines at 75 octets without splitting a character', () => {
    const long = '陳大文'.repeat(30);
    const content = buildInvite(
      invite({ summary: 'a\\b;c,d', location: long, attendee: { name: long, email: 'chan@example.com' } }),
    );
    expect(content).toContain('SUMMARY:a\\\\b\\;c\\,d');
    const event = eventOf(content);
    expect(event.getFirstPropertyValue('summary')).toBe('a\\b;c,d');
    expect(event.getFirstPropertyValue('location')).toBe(long);
    expect(event.getFirstProperty('attendee')!.getParameter('cn')).toBe(long);
    for (const line of content.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });
});
