import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BenchFigure } from './bench-figures';
import { gatesHold } from './bench-figures';
import {
  missingFigure,
  parseFigureLines,
  qualityEnd,
  qualityPage,
  qualityStart,
  renderMarkdown,
  spliceQuality,
  summarise,
} from './bench-report';

const figure = (over: Partial<BenchFigure>): BenchFigure => ({
  bench: 'load',
  figure: 'PostgreSQL p95',
  value: 42,
  unit: 'ms',
  goal: '≤ 100 ms',
  pass: true,
  gate: true,
  ...over,
});

describe('bench report', () => {
  it('fails the run when one gate breaks, but not for a reported figure below its goal', () => {
    expect(gatesHold([figure({}), figure({ gate: false, pass: false })])).toBe(true);
    const broken = [figure({}), figure({ value: 180, pass: false })];
    expect(gatesHold(broken)).toBe(false);
    expect(summarise(broken)).toEqual({ gatesPassed: 1, gatesFailed: 1, belowGoal: 0 });
  });

  it('turns a benchmark that reported nothing into a failed gate', () => {
    expect(gatesHold([missingFigure('lighthouse', 'exit 1')])).toBe(false);
  });

  it('skips a torn JSON line instead of crashing', () => {
    const text = `${JSON.stringify(figure({}))}\n{"bench":"lo\n`;
    expect(parseFigureLines(text)).toHaveLength(1);
  });

  it('writes every figure beside its goal into the quality section, keeping the rest', () => {
    const table = renderMarkdown(
      [figure({}), figure({ figure: 'PGlite p95', value: 180.25, pass: false, gate: false })],
      new Date('2026-11-22T10:00:00Z'),
      'test machine',
    );
    expect(table).toContain('Measured 2026-11-22 10:00 UTC on test machine');
    expect(table).toContain('| load | PostgreSQL p95 | 42 ms | ≤ 100 ms | ok |');
    expect(table).toContain('| load | PGlite p95 | 180.3 ms | ≤ 100 ms | below goal (reported) |');
    const page = `# Title\n## Quality\n${qualityStart}\nold\n${qualityEnd}\n## Next\n`;
    const next = spliceQuality(page, table);
    expect(next).not.toContain('old');
    expect(next).toContain('## Next');
    expect(next.indexOf(table)).toBeGreaterThan(next.indexOf(qualityStart));
    expect(() => spliceQuality('# no markers', table)).toThrow(/quality:start/);
  });

  it('rewrites docs/quality.md, which holds the markers, and leaves README to the newcomer', () => {
    expect(qualityPage).toBe('docs/quality.md');
    const page = fs.readFileSync(qualityPage, 'utf8');
    expect(spliceQuality(page, 'new table')).toContain(`${qualityStart}\nnew table\n${qualityEnd}`);
    expect(fs.readFileSync('README.md', 'utf8')).not.toContain(qualityStart);
  });
});
