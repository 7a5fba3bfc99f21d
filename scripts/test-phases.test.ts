import { describe, expect, it } from 'vitest';
import { clock, missingFiles, phaseTable } from './test-phases.mjs';

describe("npm test's closing table", () => {
  const rows = [
    { label: 'typecheck', passed: 1, failed: 0, seconds: 30 },
    { label: 'browser journeys', passed: 200, failed: 2, seconds: 600 },
    { label: 'lint (not run: missing eslint.config.js)', passed: 0, failed: 1, seconds: 0 },
  ];
  const table = phaseTable(rows, 1200);

  it('gives each phase its seconds and its share of the whole run', () => {
    const journeys = table.find((l) => l.startsWith('browser journeys'))!;
    expect(journeys.split(/\s{2,}/)).toEqual(['browser journeys', 'FAIL', '200', '2', '600.0', '50.0 %']);
    expect(table.find((l) => l.startsWith('typecheck'))!.split(/\s{2,}/)).toEqual([
      'typecheck',
      'ok',
      '1',
      '0',
      '30.0',
      '2.5 %',
    ]);
  });

  it('has a header, a total row with the summed counts, and the clock time', () => {
    expect(table[0]!.split(/\s{2,}/)).toEqual(['phase', 'result', 'passed', 'failed', 'seconds', 'share']);
    expect(table.at(-2)!.split(/\s{2,}/)).toEqual(['total', '201', '3', '1200.0', '100.0 %']);
    expect(table.at(-1)).toBe('total time: 20 min 0 s');
    expect(clock(59.4)).toBe('59 s');
  });

  it('marks the phases that ran side by side, whose seconds overlap', () => {
    const side = phaseTable([{ label: 'lint', passed: 1, failed: 0, seconds: 90, sideBySide: true }, ...rows], 1200);
    expect(side.find((l) => l.startsWith('lint *'))).toBeDefined();
    expect(side).toContain('* ran side by side, one per core: their seconds overlap');
    expect(table.some((l) => l.startsWith('*'))).toBe(false);
  });

  it('lines the columns up', () => {
    expect(new Set(table.slice(0, -1).map((l) => l.length)).size).toBe(1);
  });
});

describe('a gate whose config is missing', () => {
  it('names every missing file, so the gate fails instead of being left out', () => {
    const there = new Set(['eslint.config.js']);
    expect(missingFiles(['eslint.config.js', '.prettierrc.json', '.prettierignore'], (f) => there.has(f))).toEqual([
      '.prettierrc.json',
      '.prettierignore',
    ]);
    expect(missingFiles(['package.json'])).toEqual([]);
  });
});
