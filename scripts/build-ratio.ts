/**
 * Prints how long building all per-tenant bundles takes against one runtime
 * build (goal ≤ 1.5). Both are timed in this one process (so Node and tsx
 * start-up count for neither), after a warm-up, best of three.
 */
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { reportFigures } from './lib/bench-figures';
import { buildTenants } from './lib/build-tenants';

process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
const outRoot = path.join(os.tmpdir(), 'ava-build-ratio');

async function runtimeBuild(): Promise<void> {
  process.env.AVA_OUT_DIR = path.join(outRoot, 'runtime');
  await build({ logLevel: 'silent' });
  delete process.env.AVA_OUT_DIR;
}

const tenantsBuild = () =>
  buildTenants({ ids: [], tenantsDir: path.resolve('tenants'), outDir: path.join(outRoot, 'tenants') });

async function best(f: () => Promise<unknown>): Promise<number> {
  await f();
  const times: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    const started = performance.now();
    await f();
    times.push((performance.now() - started) / 1000);
  }
  return Math.min(...times);
}

const runtime = await best(runtimeBuild);
const tenants = await best(tenantsBuild);
const ratio = tenants / runtime;
console.log(`runtime build: ${runtime.toFixed(2)} s`);
console.log(`all per-tenant bundles: ${tenants.toFixed(2)} s`);
// Reported, not gated: a build time on a shared 2-core CI runner swings too far to fail a run on.
reportFigures([
  { bench: 'build', figure: 'runtime build', value: runtime, unit: 's', goal: 'reported', pass: true, gate: false },
  {
    bench: 'build',
    figure: 'per-tenant builds / runtime build',
    value: ratio,
    unit: '×',
    goal: '≤ 1.5',
    pass: ratio <= 1.5,
    gate: false,
  },
]);
