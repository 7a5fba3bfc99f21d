import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What the crawler journey (tests/e2e/crawler.spec.ts) may press. It activates links and buttons
 * that navigate or open something (a dialog, a menu, a list box), never one that changes data:
 * a submit button, or a button whose label names an action that writes
 * (docs/decisions/0080-what-the-crawler-presses.md). The labels are read from the English catalogue
 * and carried to the page's language by their keys, so the same rule holds in every language.
 */
export const writingAction =
  /\b(accept|decline|cancel|delete|remove|discard|clear|submit|save|send|resend|sign|log ?out|confirm|book|yes|ok|proceed|next|approve|reject|withdraw|upload|mark|pay|create|join|switch|leave|update|change|apply|set|select|verify|register|assign)\b/i;

type Strings = { [key: string]: string | Strings };

function flatten(value: string | Strings, prefix: string, out: Map<string, string>): Map<string, string> {
  if (typeof value === 'string') out.set(prefix, value);
  else for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, out);
  return out;
}

function catalogue(locale: string): Map<string, string> {
  const out = new Map<string, string>();
  const dir = join('locales', locale);
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    flatten(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Strings, file.replace(/\.json$/, ''), out);
  }
  return out;
}

/** The page-language labels of every catalogue string whose English names a writing action. */
export function writingLabels(locale: string): string[] {
  const en = catalogue('en');
  const own = locale === 'en' ? en : catalogue(locale);
  const labels = [...en]
    .filter(([, text]) => text.length <= 40 && writingAction.test(text))
    .map(
      ([key]) =>
        own
          .get(key)
          ?.replace(/\{\{[^}]*\}\}/g, '')
          .trim() ?? '',
    )
    .filter((label) => label.length > 0);
  return [...new Set(labels)];
}

/** Whether a control with this accessible name writes: its label is, or begins with, a writing label. */
export function writes(name: string, labels: readonly string[]): boolean {
  const trimmed = name.trim();
  return writingAction.test(trimmed) || labels.some((label) => trimmed === label || trimmed.startsWith(label));
}

/**
 * A control's identity for "skip repeats of identical rows": digits and reference codes folded, so
 * the View of every worklist row, or every day of a calendar, is pressed once.
 */
export const shapeOf = (text: string) =>
  text
    .replace(/[A-Z]*\d[\w-]*/g, '#')
    .replace(/\s+/g, ' ')
    .trim();
