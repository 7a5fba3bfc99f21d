import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { budgetRoutes, heavyOnLogin } from './budget-routes';
import { gatesHold } from './lib/bench-figures';
import { budgetFigures, type ModeRouteResult } from './lib/route-budget';
import { buildWithReport, measureBundle } from './lib/route-budget-measure';

const result = (over: Partial<ModeRouteResult> = {}): ModeRouteResult => ({
  mode: 'runtime',
  label: 'login',
  files: [],
  gzipKB: 170,
  budgetKB: 175,
  forbiddenFound: [],
  missing: [],
  ok: true,
  ...over,
});

describe('budget figures', () => {
  it('one gate per route × mode, holding when every route is within budget', () => {
    const figures = budgetFigures([result(), result({ mode: 'per-tenant' })]);
    expect(figures).toHaveLength(2);
    expect(figures[0]).toMatchObject({
      bench: 'budgets',
      figure: 'runtime login',
      value: 170,
      unit: 'KB gzip',
      goal: '≤ 175 KB',
      pass: true,
      gate: true,
    });
    expect(gatesHold(figures)).toBe(true);
  });

  it('fails when a route is over, loads forbidden code or lost its module', () => {
    expect(gatesHold(budgetFigures([result({ gzipKB: 176, ok: false })]))).toBe(false);
    const forbidden = budgetFigures([
      result({ forbiddenFound: ['a.js: node_modules/libphonenumber-js/x.js'], ok: false }),
    ]);
    expect(forbidden[0]!.figure).toContain('FORBIDDEN');
    expect(gatesHold(forbidden)).toBe(false);
    expect(gatesHold(budgetFigures([result({ missing: ['src/gone.tsx'], ok: false })]))).toBe(false);
  });
});

describe('budgets on the real bundle', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ava-budgets-test-'));
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));
  // One build for every test here: it takes most of a minute on a shared host.
  let built: ReturnType<typeof buildWithReport> | undefined;
  const bundle = () => (built ??= buildWithReport('production', work));

  it('a real break: login that statically imported the phone input fails the gate; the real login holds', () => {
    const login = budgetRoutes.find((r) => r.label === 'login')!;
    // The phone input is its own lazy chunk; counting it as a static import of login is what a careless import would do.
    const broken = {
      ...login,
      label: 'login + phone input',
      modules: [...login.modules, 'src/components/ui/phone-input/phone-input.tsx'],
    };
    const [real, bad] = measureBundle(bundle(), 'production', [login, broken]);
    expect(real, JSON.stringify({ kb: real!.gzipKB, f: real!.forbiddenFound, m: real!.missing })).toMatchObject({
      ok: true,
    });
    expect(gatesHold(budgetFigures([real!]))).toBe(true);
    expect(bad!.gzipKB).toBeGreaterThan(login.budgetKB);
    expect(bad!.forbiddenFound.some((f) => heavyOnLogin[1]!.test(f))).toBe(true);
    expect(gatesHold(budgetFigures([real!, bad!]))).toBe(false);
  }, 120_000);

  it('the account language every signed-in page saves after first paint loads no phone library', () => {
    const spec = budgetRoutes.find((r) => r.label === 'account language (after first paint)')!;
    const [measured] = measureBundle(bundle(), 'production', [spec]);
    expect(measured!.missing).toEqual([]);
    expect(measured!.forbiddenFound).toEqual([]);
  }, 120_000);
});
