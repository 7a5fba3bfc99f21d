import type { BenchFigure } from './bench-figures';
import type { ChunkReport } from './bundle-report-plugin';

/** A route's first load: the entry, the layouts it sits in and its page, each with their static imports. */
export interface RouteSpec {
  label: string;
  /** Source files (relative to the repo) of the lazy modules the route loads first: layouts, then the page. */
  modules: string[];
  budgetKB: number;
  /** Module id patterns that must never load on this route. */
  forbidden?: RegExp[];
}

export interface RouteResult {
  label: string;
  files: string[];
  gzipKB: number;
  budgetKB: number;
  forbiddenFound: string[];
  missing: string[];
  ok: boolean;
}

/** The chunk files a chunk needs before it runs: itself and its static imports, transitively. */
export function staticClosure(chunks: ChunkReport[], start: string, seen = new Set<string>()): Set<string> {
  if (seen.has(start)) return seen;
  seen.add(start);
  const chunk = chunks.find((c) => c.fileName === start);
  for (const dep of chunk?.imports ?? []) staticClosure(chunks, dep, seen);
  return seen;
}

const normalise = (id: string) => id.replaceAll('\\', '/');

export function evaluateRoute(
  chunks: ChunkReport[],
  spec: RouteSpec,
  gzipSize: (fileName: string) => number,
): RouteResult {
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('no entry chunk in the bundle report');
  const files = staticClosure(chunks, entry.fileName);
  const missing: string[] = [];
  for (const module of spec.modules) {
    const chunk = chunks.find((c) => c.facadeModuleId && normalise(c.facadeModuleId).endsWith(module));
    if (!chunk) {
      missing.push(module);
      continue;
    }
    staticClosure(chunks, chunk.fileName, files);
  }
  const loaded = chunks.filter((c) => files.has(c.fileName));
  const forbiddenFound = (spec.forbidden ?? []).flatMap((pattern) =>
    loaded.flatMap((c) => c.modules.filter((m) => pattern.test(normalise(m))).map((m) => `${c.fileName}: ${m}`)),
  );
  const gzipKB = [...files].reduce((n, f) => n + gzipSize(f), 0) / 1024;
  return {
    label: spec.label,
    files: [...files],
    gzipKB,
    budgetKB: spec.budgetKB,
    forbiddenFound,
    missing,
    ok: gzipKB <= spec.budgetKB && forbiddenFound.length === 0 && missing.length === 0,
  };
}

/** A route's result in one build mode ('runtime' or 'per-tenant'). */
export type ModeRouteResult = RouteResult & { mode: string };

/** One gate per route × mode: its first-load gzip JS within budget, with no forbidden or missing module. */
export function budgetFigures(results: ModeRouteResult[]): BenchFigure[] {
  return results.map((r) => ({
    bench: 'budgets',
    figure: `${r.mode} ${r.label}${r.forbiddenFound.length ? ' (FORBIDDEN CODE)' : ''}${r.missing.length ? ' (MISSING MODULE)' : ''}`,
    value: Math.round(r.gzipKB * 10) / 10,
    unit: 'KB gzip',
    goal: `≤ ${r.budgetKB} KB`,
    pass: r.ok,
    gate: true,
  }));
}

/** The table budgets prints: one row per route × mode, with what broke. */
export function budgetTable(results: ModeRouteResult[]): string[] {
  const lines = ['mode        route                 gzip JS    budget   result'];
  for (const r of results) {
    const verdict = r.ok
      ? 'ok'
      : r.missing.length
        ? `MISSING ${r.missing.join(', ')}`
        : r.forbiddenFound.length
          ? 'FORBIDDEN CODE'
          : 'OVER';
    lines.push(
      `${r.mode.padEnd(11)} ${r.label.padEnd(21)} ${r.gzipKB.toFixed(1).padStart(7)} KB ${String(r.budgetKB).padStart(5)} KB   ${verdict}`,
    );
    for (const f of r.forbiddenFound.slice(0, 5)) lines.push(`    forbidden: ${f}`);
  }
  return lines;
}
