import { controlCharacters } from '../../../src/lib/api/contract/text';

/**
 * What people typed (their names, a cancellation's reason) reaches mails sent in the portal's name. There it
 * must read as data, not as the portal speaking: one short line, no control characters, and never a link.
 */

/** The longest name a greeting shows: a real name fits, a sentence ("URGENT: your claim…") does not. */
export const greetingNameMax = 30;

/** The longest value a fact line shows. */
export const factValueMax = 120;

/** Cuts at `max` characters (code points, so no emoji or CJK character is split), preferring a word boundary. */
function cut(value: string, max: number, ellipsis: string): string {
  const chars = Array.from(value);
  if (chars.length <= max) return value;
  const head = chars.slice(0, max).join('');
  // A head that ends where a word ends keeps that word.
  const space = chars[max] === ' ' ? head.length : head.lastIndexOf(' ');
  return `${(space > max / 2 ? head.slice(0, space) : head).trimEnd()}${ellipsis}`;
}

/**
 * The name a greeting says "Hello" to: letters and marks of any script, spaces, apostrophes and hyphens only
 * (no digits, colons, dots or slashes, so no address or link can be spelt), on one line, at most
 * `greetingNameMax` characters. Empty when nothing of a name is left: the greeting then goes without one.
 */
export function greetingName(name: string): string {
  const letters = name
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\s'’-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return cut(letters, greetingNameMax, '');
}

/** A value typed by someone, as one line without control characters, at most `max` characters (… when cut). */
export function oneLine(value: string, max = factValueMax): string {
  return cut(value.replace(controlCharacters, ' ').replace(/\s+/g, ' ').trim(), max, '…');
}

/**
 * Mail programs turn anything that looks like an address into a link. A word joiner (U+2060, invisible, not a
 * space) after each dot, colon, slash and at sign keeps typed text from looking like one.
 */
export const withoutAutoLinks = (value: string) => value.replace(/([.:/@])/g, '$1\u2060');
