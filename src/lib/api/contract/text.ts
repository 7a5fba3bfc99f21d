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
