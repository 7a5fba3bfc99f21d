import { readFileSync } from 'node:fs';
import type { Problem } from './problem';

export type JsonRead = { ok: true; data: unknown } | { ok: false; problem: Problem };

/** Line and column (1-based) of a character offset, so an editor can jump there. */
function lineColumn(text: string, offset: number): string {
  const before = text.slice(0, offset).split('\n');
  return `line ${before.length} column ${before.at(-1)!.length + 1}`;
}

/**
 * Parses a JSON file, turning a syntax error into a problem line. V8 words the
 * error differently across Node versions, so we keep only its first clause and
 * compute the location ourselves when it gives an offset.
 */
export function readJson(absolute: string, file: string): JsonRead {
  const text = readFileSync(absolute, 'utf8');
  try {
    return { ok: true, data: JSON.parse(text) as unknown };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const offset = /at position (\d+)/.exec(message)?.[1];
    const reason = message
      .replace(/ in JSON at position \d+.*$/s, '')
      .replace(/, ".*" is not valid JSON$/s, '')
      .replace(/ \(line \d+ column \d+\)$/, '');
    const where =
      offset !== undefined
        ? lineColumn(text, Number(offset))
        : /Unexpected end/.test(message)
          ? lineColumn(text, text.length)
          : undefined;
    return {
      ok: false,
      problem: {
        file,
        ...(where ? { where } : {}),
        expected: 'valid JSON',
        got: `a syntax error: ${reason.charAt(0).toLowerCase()}${reason.slice(1)}`,
      },
    };
  }
}
