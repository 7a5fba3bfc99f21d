import { describe, expect, it } from 'vitest';
import type { ChunkReport } from './bundle-report-plugin';
import { evaluateRoute } from './route-budget';

const chunk = (fileName: string, rest: Partial<ChunkReport> = {}): ChunkReport => ({
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  dynamicImports: [],
  modules: [],
  moduleSizes: {},
  ...rest,
});

const graph: ChunkReport[] = [
  chunk('index.js', { isEntry: true, imports: ['vendor.js'], dynamicImports: ['login.js', 'schedule.js'] }),
  chunk('vendor.js'),
  chunk('login.js', { facadeModuleId: '/repo/src/login-page.tsx', imports: ['form.js'] }),
  chunk('form.js'),
  chunk('schedule.js', { facadeModuleId: '/repo/src/schedule-page.tsx', imports: ['calendar.js'] }),
  chunk('calendar.js', { modules: ['/repo/node_modules/@schedule-x/calendar/dist/index.js'] }),
];
const sizes: Record<string, number> = {
  'index.js': 50,
  'vendor.js': 100,
  'login.js': 10,
  'form.js': 5,
  'schedule.js': 20,
  'calendar.js': 60,
};
const gzip = (f: string) => (sizes[f] ?? 0) * 1024;

describe('route budgets', () => {
  it('counts the entry and the page with their static imports, not other routes', () => {
    const result = evaluateRoute(graph, { label: 'login', modules: ['src/login-page.tsx'], budgetKB: 175 }, gzip);
    expect(result.files.sort()).toEqual(['form.js', 'index.js', 'login.js', 'vendor.js']);
    expect(result.gzipKB).toBe(165);
    expect(result.ok).toBe(true);
  });

  it('fails a route over its budget (deliberate break)', () => {
    const result = evaluateRoute(graph, { label: 'login', modules: ['src/login-page.tsx'], budgetKB: 160 }, gzip);
    expect(result.ok).toBe(false);
  });

  it('fails a route that loads forbidden code', () => {
    const forbidden = [/@schedule-x/];
    expect(
      evaluateRoute(graph, { label: 'login', modules: ['src/login-page.tsx'], budgetKB: 999, forbidden }, gzip).ok,
    ).toBe(true);
    const schedule = evaluateRoute(
      graph,
      { label: 'schedule', modules: ['src/schedule-page.tsx'], budgetKB: 999, forbidden },
      gzip,
    );
    expect(schedule.ok).toBe(false);
    expect(schedule.forbiddenFound).toEqual(['calendar.js: /repo/node_modules/@schedule-x/calendar/dist/index.js']);
  });

  it('fails when a route module is not in the bundle (a renamed page must not pass silently)', () => {
    const result = evaluateRoute(graph, { label: 'gone', modules: ['src/gone.tsx'], budgetKB: 999 }, gzip);
    expect(result.missing).toEqual(['src/gone.tsx']);
    expect(result.ok).toBe(false);
  });
});
