// The one test command (npm test): every suite and gate, then one closing line
// `N passed, N failed` summing them all. A gate (type check, lint, tenant and
// locale validation, builds) counts as one test.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ava-tests-'));
const results = [];
// Names of what failed, repeated under the summary: CI shows the tail of the log.
const failures = [];
const env = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' };
const startedAll = Date.now();
// Seconds the last phase took; each result keeps its own for the summary.
let lastSeconds = 0;

function run(label, command, args, extraEnv = {}) {
  const started = Date.now();
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const res = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  lastSeconds = (Date.now() - started) / 1000;
  console.log(`=== ${label}: exit ${res.status} in ${lastSeconds.toFixed(1)} s`);
  return res.status === 0;
}

function gate(label, command, args, extraEnv) {
  const ok = run(label, command, args, extraEnv);
  results.push({ label, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds: lastSeconds });
  return ok;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function vitest(label, args, extraEnv = {}) {
  const out = path.join(tmp, `${label.replace(/\W+/g, '-')}.json`);
  const ok = run(
    label,
    'npx',
    ['vitest', 'run', ...args, '--reporter=dot', '--reporter=json', `--outputFile.json=${out}`],
    extraEnv,
  );
  const report = readJson(out);
  const passed = report?.numPassedTests ?? 0;
  for (const file of report?.testResults ?? []) {
    for (const t of file.assertionResults ?? []) {
      if (t.status === 'failed') failures.push(`${label}: ${path.relative(process.cwd(), file.name)} › ${t.fullName}`);
    }
  }
  // A crash before any report counts as one failure, never as zero tests.
  const failed = report ? report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1) : 1;
  results.push({ label, passed, failed, seconds: lastSeconds });
}

function playwright(label, args, extraEnv = {}) {
  const out = path.join(tmp, `${label.replace(/\W+/g, '-')}.json`);
  const ok = run(label, 'npx', ['playwright', 'test', ...args, '--reporter=line,json'], {
    ...extraEnv,
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  });
  const report = readJson(out);
  const stats = report?.stats;
  collectPlaywrightFailures(label, report?.suites ?? [], []);
  const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  const failed = stats ? stats.unexpected + (ok || stats.unexpected > 0 ? 0 : 1) : 1;
  results.push({ label, passed, failed, seconds: lastSeconds });
}

function collectPlaywrightFailures(label, suites, titles) {
  for (const suite of suites) {
    const here = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected') continue;
        const error = t.results?.at(-1)?.error?.message?.split('\n')[0] ?? '';
        failures.push(
          `${label}: ${spec.file}:${spec.line} › ${[...here, spec.title].join(' › ')}${error ? ` — ${error}` : ''}`,
        );
      }
    }
    collectPlaywrightFailures(label, suite.suites ?? [], here);
  }
}

function counted(label, command, args, pattern) {
  const started = Date.now();
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const res = spawnSync(command, args, { env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  process.stdout.write(res.stdout ?? '');
  process.stderr.write(res.stderr ?? '');
  const match = pattern.exec(res.stdout ?? '');
  const passed = match ? Number(match[1]) : 0;
  const failed = match ? Number(match[2]) + (res.status === 0 || Number(match[2]) > 0 ? 0 : 1) : 1;
  results.push({ label, passed, failed, seconds: (Date.now() - started) / 1000 });
}

/** 1234.5 s → "20 min 34 s". */
function clock(seconds) {
  const whole = Math.round(seconds);
  return whole >= 60 ? `${Math.floor(whole / 60)} min ${whole % 60} s` : `${whole} s`;
}

const has = (script) => Boolean(JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts?.[script]);

gate('tenants:validate', 'npm', ['run', '--silent', 'tenants:validate']);
if (has('locales:check') && fs.existsSync('scripts/check-locales.ts')) {
  gate('locales:check', 'npm', ['run', '--silent', 'locales:check']);
}
gate('typecheck', 'npx', ['tsc', '-p', '.', '--noEmit']);
if (fs.existsSync('.storybook/tsconfig.json')) {
  gate('typecheck (Storybook preview)', 'npx', ['tsc', '-p', '.storybook', '--noEmit']);
}
if (fs.existsSync('eslint.config.js')) gate('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
if (fs.existsSync('.prettierrc.json')) gate('format', 'npx', ['prettier', '--check', '.']);
gate('API description (redocly lint, generated client compiles)', 'npx', ['tsx', 'scripts/openapi-check.ts']);

// Import circles through every entry point: the client, the server and the scripts.
// -T leaves type-only imports out: they vanish at runtime and order nothing.
const circularJson = path.join(tmp, 'circular-imports.json');
gate('circular imports', 'npx', [
  'dpdm',
  ...['--no-warning', '--no-tree', '-T', '--exit-code', 'circular:1', '--output', circularJson],
  ...['src/main.tsx', 'server/main.ts', 'scripts/*.ts'],
]);
console.log(`=== circular imports: ${readJson(circularJson)?.circulars?.length ?? 'unknown (no report)'}`);

// Before the server tests too: the PAF document's Chinese faces come from its fonts-noto-cjk.
gate('chromium (Debian package)', 'bash', ['scripts/ensure-chromium.sh']);
vitest('unit + server on PGlite', []);

if (fs.existsSync('scripts/ensure-postgres.sh')) {
  const pg = spawnSync('bash', ['scripts/ensure-postgres.sh'], { encoding: 'utf8', env });
  process.stdout.write(pg.stdout ?? '');
  process.stderr.write(pg.stderr ?? '');
  const url = /DATABASE_URL=(\S+)\s*$/.exec(pg.stdout ?? '')?.[1];
  if (pg.status === 0 && url) vitest('server on PostgreSQL', ['--project', 'server'], { DATABASE_URL: url });
  else results.push({ label: 'server on PostgreSQL (start)', passed: 0, failed: 1 });
  // Two instances on one database behind Debian's nginx (deploy/nginx.conf).
  if (
    fs.existsSync('tests/deploy/vitest.config.ts') &&
    url &&
    gate('nginx (Debian package)', 'bash', ['scripts/ensure-nginx.sh'])
  ) {
    vitest('two instances behind nginx', ['--config', 'tests/deploy/vitest.config.ts'], { DATABASE_URL: url });
  }
}

const built =
  gate('build (runtime bundle)', 'npx', ['vite', 'build']) &&
  gate('build:tenants', 'npm', ['run', '--silent', 'build:tenants']);
if (built) playwright('browser journeys', []);
else results.push({ label: 'browser journeys (not run: build failed)', passed: 0, failed: 1 });

// Benchmarks need the builds above; each starts and stops its own servers.
if (built && fs.existsSync('scripts/bench.ts')) {
  counted('bench (quality gates)', 'npx', ['tsx', 'scripts/bench.ts'], /bench: (\d+) passed, (\d+) failed/);
} else results.push({ label: 'bench (not run: build failed)', passed: 0, failed: 1 });

if (fs.existsSync('scripts/visual-test.ts')) {
  counted('visual', 'npx', ['tsx', 'scripts/visual-test.ts'], /visual: (\d+) passed, (\d+) failed/);
}

console.log('\n=== Summary');
for (const r of results) {
  const time = r.seconds === undefined ? '' : ` (${clock(r.seconds)})`;
  console.log(`${r.failed ? 'FAIL' : 'ok  '} ${r.label}: ${r.passed} passed, ${r.failed} failed${time}`);
}
console.log(`total time: ${clock((Date.now() - startedAll) / 1000)}`);
if (failures.length) {
  console.log('\n=== Failed tests');
  for (const f of failures) console.log(`  ${stripVTControlCharacters(f).slice(0, 400)}`);
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
