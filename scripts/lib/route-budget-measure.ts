import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { ChunkReport } from './bundle-report-plugin';
import { evaluateRoute, type ModeRouteResult, type RouteSpec } from './route-budget';

/** The two bundles a tenant can be served: runtime switching, and the tenant-free shell behind per-tenant builds. */
export const buildModes = ['production', 'tenant-shell'] as const;
export type BuildMode = (typeof buildModes)[number];

export interface BuiltBundle {
  outDir: string;
  chunks: ChunkReport[];
}

const viteBin = path.resolve('node_modules/vite/bin/vite.js');

/**
 * Builds one mode into `work` with the chunk report on. A child process, so
 * the build's env switches never leak into the caller (or a test runner).
 */
export function buildWithReport(mode: BuildMode, work: string): BuiltBundle {
  const outDir = path.join(work, mode);
  const report = path.join(work, `${mode}.json`);
  const res = spawnSync(process.execPath, [viteBin, 'build', '--mode', mode, '--logLevel', 'error'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    // NODE_ENV pinned: under a test runner it is 'test', which would bundle React's development build.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      AVA_OUT_DIR: outDir,
      AVA_BUNDLE_REPORT: report,
      VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
    },
  });
  if (res.status !== 0) throw new Error(`vite build --mode ${mode} failed (exit ${res.status})`);
  return { outDir, chunks: JSON.parse(fs.readFileSync(report, 'utf8')) as ChunkReport[] };
}

/** Evaluates every route against one built bundle, gzip level 9 as a server would send it. */
export function measureBundle(bundle: BuiltBundle, mode: BuildMode, routes: RouteSpec[]): ModeRouteResult[] {
  const gzip = (file: string) => gzipSync(fs.readFileSync(path.join(bundle.outDir, file)), { level: 9 }).length;
  return routes.map((spec) => ({
    ...evaluateRoute(bundle.chunks, spec, gzip),
    mode: mode === 'production' ? 'runtime' : 'per-tenant',
  }));
}

/** Builds each mode and measures every route's first-load JavaScript in it. */
export function measureBudgets(routes: RouteSpec[], modes: readonly BuildMode[] = buildModes): ModeRouteResult[] {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ava-budgets-'));
  try {
    return modes.flatMap((mode) => measureBundle(buildWithReport(mode, work), mode, routes));
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
