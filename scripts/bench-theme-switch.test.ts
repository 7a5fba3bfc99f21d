import { describe, expect, it } from 'vitest';
import { gatesHold } from './lib/bench-figures';
import { themeSwitchFigures } from './lib/theme-bench-gate';
import { buildVariant, distFor, filesWithSeam, runThemeBench } from './bench-theme-switch';

const repeat = (ms: number, n = 12) => Array.from({ length: n }, () => ms);
const failing = (figures: ReturnType<typeof themeSwitchFigures>) => figures.filter((f) => f.gate && !f.pass).map((f) => f.figure);

describe('theme-switch gate', () => {
  it('holds when the CSS switch is under 16 ms and at least 10× cheaper than the provider swap', () => {
    const figures = themeSwitchFigures({ css: repeat(3), provider: repeat(40), seamFilesInNormalBundle: 0 });
    expect(gatesHold(figures)).toBe(true);
    expect(figures.find((f) => f.figure.includes('÷'))?.value).toBeCloseTo(40 / 3, 5);
  });

  it('fails on a slow CSS switch or the seam left in the normal bundle; a small ratio is reported below its goal', () => {
    expect(failing(themeSwitchFigures({ css: repeat(20), provider: repeat(400) }))).toEqual(['CSS variables: switch median']);
    const smallRatio = themeSwitchFigures({ css: repeat(5), provider: repeat(15) });
    expect(failing(smallRatio)).toEqual([]);
    expect(smallRatio.find((f) => f.figure.includes('÷'))).toMatchObject({ value: 3, pass: false, gate: false });
    expect(failing(themeSwitchFigures({ css: repeat(1), provider: repeat(40), seamFilesInNormalBundle: 1 }))).toEqual(['bench seam in the normal bundle']);
  });

  it('a real break: the provider bundle measured against itself misses the ratio goal, and its seam fails the bundle gate', async () => {
    // Reuses dist/bench-theme-provider when npm run bench:theme built it; else builds it (seconds).
    const dist = buildVariant('provider', true);
    expect(dist).toBe(distFor('provider'));
    const { run } = await runThemeBench({ variants: ['provider', 'provider'], ports: [4633, 4634], switches: 6, warmup: 2 });
    const [a, b] = run.samples.map((s) => s.map((x) => x.taskMs));
    const figures = themeSwitchFigures({ css: a!, provider: b!, seamFilesInNormalBundle: filesWithSeam(dist).length });
    const ratio = figures.find((f) => f.figure.includes('÷'))!.value;
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
    expect(figures.find((f) => f.figure.includes('÷'))?.pass).toBe(false);
    expect(failing(figures)).toContain('bench seam in the normal bundle');
    expect(gatesHold(figures)).toBe(false);
  }, 120_000);
});
