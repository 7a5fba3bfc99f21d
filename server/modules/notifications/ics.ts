/**
 * Calendar invites (RFC 5545) for appointment mails. Built by hand: the format is small, and what matters
 * (stable UID, growing SEQUENCE, the tenant's zone) is exactly what a library would leave to us anyway.
 */
import { controlCharacters } from '../../../src/lib/api/contract/text';
import { calendarStamp, utcOffset } from '../../lib/dates';

export interface CalendarInvite {
  method: 'REQUEST' | 'CANCEL';
  /** Stable for the appointment's whole life, so calendars update the one event instead of adding another. */
  uid: string;
  /** Grows with every change; a calendar ignores an update whose sequence is not higher. */
  sequence: number;
  start: Date;
  end: Date;
  timeZone: string;
  stamp: Date;
  summary: string;
  description: string;
  location: string;
  url: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}

/**
 * No control character may reach a content line: a CR or LF would end the line and start a property of the
 * writer's choosing (a second ATTENDEE). Values come from the database, including rows imported before the
 * contract refused them in names, so every value passes through one of the three writers below.
 *
 * RFC 5545 3.3.11: backslash, semicolon, comma and newline are escaped in TEXT values; other controls become spaces.
 */
export const escapeText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(controlCharacters, (c) => (c === '\t' ? c : ' '));

/**
 * RFC 5545 3.2: a parameter value (CN) is quoted, and a quoted value holds no DQUOTE and no control
 * character (QSAFE-CHAR), with no way to escape them: both become spaces.
 */
export const quoteParam = (value: string) => `"${value.replace(/"/g, ' ').replace(controlCharacters, ' ')}"`;

/** A URI value (mailto:, URL) is not escaped, so anything that could break the line or the value is removed. */
export const uriValue = (value: string) => value.replace(controlCharacters, '').replace(/[\s"<>\\^`{|}]/g, '');

/**
 * RFC 5545 3.1: lines longer than 75 octets are folded with CRLF + space. Cut on UTF-8 octets, never inside a
 * character, so Chinese names survive the fold.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const pad = (n: number) => String(n).padStart(2, '0');
const utcStamp = (at: Date) =>
  `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}T${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}Z`;

/**
 * VTIMEZONE for the tenant's zone. Our markets (Singapore, Kuala Lumpur, Jakarta, Hong Kong) keep one offset all
 * year, so a single STANDARD block at the appointment's offset describes the zone exactly.
 */
function timeZoneBlock(timeZone: string, at: Date): string[] {
  const offset = utcOffset(at, timeZone);
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    `TZNAME:${offset}`,
    'END:STANDARD',
    'END:VTIMEZONE',
  ];
}

export function buildInvite(invite: CalendarInvite): string {
  const cancelled = invite.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//AVA Portal//Appointments//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${invite.method}`,
    ...timeZoneBlock(invite.timeZone, invite.start),
    'BEGIN:VEVENT',
    `UID:${escapeText(invite.uid)}`,
    `SEQUENCE:${invite.sequence}`,
    `DTSTAMP:${utcStamp(invite.stamp)}`,
    `DTSTART;TZID=${invite.timeZone}:${calendarStamp(invite.start, invite.timeZone)}`,
    `DTEND;TZID=${invite.timeZone}:${calendarStamp(invite.end, invite.timeZone)}`,
    `SUMMARY:${escapeText(invite.summary)}`,
    `DESCRIPTION:${escapeText(invite.description)}`,
    `LOCATION:${escapeText(invite.location)}`,
    `URL:${uriValue(invite.url)}`,
    `ORGANIZER;CN=${quoteParam(invite.organizer.name)}:mailto:${uriValue(invite.organizer.email)}`,
    `ATTENDEE;CN=${quoteParam(invite.attendee.name)};ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:${uriValue(invite.attendee.email)}`,
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
