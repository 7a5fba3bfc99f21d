import { z } from 'zod';

/**
 * Text other people read (names, notes, reasons, free-text answers) must show
 * what it says. Refused: control characters other than tab and line breaks
 * (PostgreSQL cannot even store U+0000), unpaired surrogates, and every format
 * character (general category Cf: bidi overrides and isolates U+202A–202E /
 * U+2066–2069, zero-width space U+200B, marks U+200E/200F, word joiner and
 * invisible operators U+2060–2064, BOM U+FEFF, soft hyphen U+00AD...), which
 * can reorder or hide what a reader sees. Allowed: ZWNJ U+200C and ZWJ U+200D,
 * which Persian, Indic scripts and emoji sequences need to render correctly.
 */
const invisible = /(?![\u200c\u200d])\p{Cf}|(?![\t\n\r])\p{Cc}|\p{Cs}/u;

/** The exact English text the server sends; client forms map it to a translation key. */
export const invisibleCharactersMessage = 'Remove invisible formatting characters.';

/** True when the text holds no invisible control or formatting character (see above). */
export const isPlainText = (value: string) => !invisible.test(value);

/** A trimmed string of at most `max` characters that shows what it says. */
export const plainText = (max: number) => z.string().trim().max(max).refine(isPlainText, invisibleCharactersMessage);

/**
 * Every control character (C0 with tab and line breaks, DEL, C1), for writers that must clean values stored
 * before names refused them (the calendar invite).
 */
// eslint-disable-next-line no-control-regex
export const controlCharacters = /[\u0000-\u001f\u007f-\u009f]/g;

/** The exact English text the server sends for a name with a line break or tab; clients map it to a key. */
export const nameControlCharactersMessage = 'Names cannot contain line breaks or tabs.';

/**
 * True when a name is one line: plain text (above) without tab, CR or LF either. A name is written into
 * one-line formats (a calendar invite's ATTENDEE, a mail's greeting), where a line break starts new content.
 */
export const isSingleLine = (value: string) => isPlainText(value) && !/[\t\n\r]/.test(value);

/** A person's name: trimmed, at most `max` characters, one line of plain text. */
export const nameText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine(isPlainText, invisibleCharactersMessage)
    .refine(isSingleLine, nameControlCharactersMessage);
