import { describe, expect, it } from 'vitest';
import { isCalendarDate } from './calendar-date';
import { invisibleCharactersMessage, isPlainText, plainText } from './text';

describe('plain text', () => {
  it('keeps real names in any script, ZWNJ/ZWJ and line breaks', () => {
    for (const name of [
      'José Müller',
      '陳大文',
      'สมชาย ใจดี',
      'Nguyễn Thị Ánh',
      'می\u200cخواهم',
      '👨\u200d👩\u200d👧',
      'line one\nline two\ttab',
    ]) {
      expect(isPlainText(name), name).toBe(true);
    }
  });

  it('refuses bidi controls, zero-width and other format characters, controls and lone surrogates', () => {
    const bad = [
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u202e',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200b',
      '\u200e',
      '\u200f',
      '\u2060',
      '\u2064',
      '\ufeff',
      '\u00ad',
      '\u0000',
      '\u0007',
      '\u007f',
      '\ud800',
    ];
    for (const ch of bad) expect(isPlainText(`Mei${ch}Tan`), ch.codePointAt(0)!.toString(16)).toBe(false);
  });

  it('answers with the plain message', () => {
    const result = plainText(50).safeParse('Mei\u202eTan');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(invisibleCharactersMessage);
  });
});

describe('calendar dates', () => {
  it('accepts real days from 1900 to 2200 only', () => {
    for (const ok of ['1900-01-01', '2024-02-29', '2200-12-31']) expect(isCalendarDate(ok), ok).toBe(true);
    for (const bad of [
      '2026-13-45',
      '2026-02-30',
      '0000-01-01',
      '1899-12-31',
      '2201-01-01',
      '2023-02-29',
      '2026-1-5',
      '',
    ]) {
      expect(isCalendarDate(bad), bad).toBe(false);
    }
  });
});

describe('names', () => {
  it('refuse CR, LF, TAB and the other C0/C1 controls with the per-field message, and keep real names', async () => {
    const { nameText, nameControlCharactersMessage } = await import('./text');
    const { personalInfoSchema } = await import('./account');
    const { patientSchema } = await import('./pre-authorisation/paf');
    for (const bad of ['Eve\r\nATTENDEE;CN=Mallory:mailto:mallory@evil.example', 'Eve\tTan', 'Eve\rTan', 'Eve\nTan']) {
      const issues = nameText(100).safeParse(bad).error?.issues ?? [];
      expect(
        issues.map((i) => i.message),
        JSON.stringify(bad),
      ).toEqual([nameControlCharactersMessage]);
      const profile = personalInfoSchema.safeParse({ firstname: bad, lastname: 'Tan' });
      expect(profile.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['firstname', nameControlCharactersMessage],
      ]);
      const paf = patientSchema.shape.lastName.safeParse(bad);
      expect(paf.error?.issues.map((i) => i.message)).toEqual([nameControlCharactersMessage]);
    }
    for (const bad of ['Eve\u0085Tan', 'Eve\u0007Tan', 'Eve\u007fTan']) {
      expect(nameText(100).safeParse(bad).success).toBe(false);
    }
    for (const good of ['José Müller', '陳大文', "O'Brien-Smith", 'Siti binti Ahmad']) {
      expect(nameText(100).safeParse(good).success, good).toBe(true);
    }
  });
});
