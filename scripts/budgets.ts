/**
 * npm run budgets — builds both modes with a chunk report and prints, per
 * route, the gzip JavaScript a browser loads first; fails over budget or when
 * heavy code (calendar, phone metadata, date pickers, QR, PDF) reaches login.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { budgetRoutes } from './budget-routes';
import type { ChunkReport } from './lib/bundle-report-plugin';
import { evaluateRoute, type RouteResult } from './lib/route-budget';

process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ava-budgets-'));

async function buildWithReport(mode: 'production' | 'tenant-shell'): Promise<{ outDir: string; chunks: ChunkReport[] }> {
  const outDir = path.join(work, mode);
  const report = path.join(work, `${mode}.json`);
  process.env.AVA_OUT_DIR = outDir;
  process.env.AVA_BUNDLE_REPORT = report;
  try {
    await build({ mode, logLevel: 'silent' });
  } finally {
    delete process.env.AVA_OUT_DIR;
    delete process.env.AVA_BUNDLE_REPORT;
  }
  return { outDir, chunks: JSON.parse(fs.readFileSync(report, 'utf8')) as ChunkReport[] };
}

const results: Array<RouteResult & { mode: string }> = [];
for (const mode of ['production', 'tenant-shell'] as const) {
  const { outDir, chunks } = await buildWithReport(mode);
  const gzip = (file: string) => gzipSync(fs.readFileSync(path.join(outDir, file)), { level: 9 }).length;
  for (const spec of budgetRoutes) results.push({ ...evaluateRoute(chunks, spec, gzip), mode: mode === 'production' ? 'runtime' : 'per-tenant' });
}

console.log('mode        route                 gzip JS    budget   result');
for (const r of results) {
  const verdict = r.ok ? 'ok' : r.missing.length ? `MISSING ${r.missing.join(', ')}` : r.forbiddenFound.length ? 'FORBIDDEN CODE' : 'OVER';
  console.log(`${r.mode.padEnd(11)} ${r.label.padEnd(21)} ${r.gzipKB.toFixed(1).padStart(7)} KB ${String(r.budgetKB).padStart(5)} KB   ${verdict}`);
  for (const f of r.forbiddenFound.slice(0, 5)) console.log(`    forbidden: ${f}`);
}
const failed = results.filter((r) => !r.ok).length;
console.log(failed ? `${failed} route budget(s) broken` : 'all route budgets hold');
process.exit(failed ? 1 : 0);
