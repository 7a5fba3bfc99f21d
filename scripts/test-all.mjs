// The one test command (npm test): every suite and gate, then a table of each
// phase's time and share of the whole, and one closing line `N passed, N failed`
// summing them all. A gate (type check, lint, tenant and locale validation,
// builds) counts as one test. Every gate runs on every checkout: a gate whose
// config or script is missing fails, it is never left out.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { missingFiles, phaseTable } from './test-phases.mjs';

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

/** A phase that could not run counts as one failure, named in the table and under the summary. */
function notRun(label, reason) {
  console.log(`\n=== ${label}: not run (${reason})`);
  results.push({ label: `${label} (not run: ${reason})`, passed: 0, failed: 1, seconds: 0 });
  failures.push(`${label}: not run (${reason})`);
  return false;
}

/**
 * True when every file a phase reads is there; otherwise the phase fails by name.
 * A gate whose config went missing would otherwise pass by checking nothing.
 */
function present(label, files) {
  const missing = missingFiles(files);
  return missing.length === 0 || notRun(label, `missing ${missing.join(', ')}`);
}

/**
 * Runs gates that are one single-threaded process each (tsc, ESLint, Prettier, dpdm) side by side, one per
 * core, longest first as listed. Each one's output is held and printed whole when it ends, so the log reads
 * as if they ran in turn; the table keeps their own seconds, which overlap.
 */
async function gatesSideBySide(list) {
  const queue = [...list];
  const done = new Map();
  const runOne = ({ label, command, args }) =>
    new Promise((resolve) => {
      const started = Date.now();
      const output = [];
      const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      let finished = false;
      // A command that cannot start emits 'error' and then 'close': report it once.
      const finish = (status, error) => {
        if (finished) return;
        finished = true;
        const seconds = (Date.now() - started) / 1000;
        console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
        process.stdout.write(Buffer.concat(output));
        if (error) console.log(String(error));
        console.log(`=== ${label}: exit ${status} in ${seconds.toFixed(1)} s (side by side)`);
        resolve({ label, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1, seconds, sideBySide: true });
      };
      child.on('error', (error) => finish(null, error));
      child.on('close', (status) => finish(status));
    });
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) done.set(next.label, await runOne(next));
  };
  await Promise.all(Array.from({ length: Math.max(1, os.availableParallelism()) }, lane));
  for (const { label } of list) results.push(done.get(label));
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

/** Starts the throwaway PostgreSQL cluster (a timed phase); its DATABASE_URL, or undefined when it did not start. */
function startPostgres() {
  const label = 'PostgreSQL (start)';
  if (!present(label, ['scripts/ensure-postgres.sh'])) return undefined;
  const started = Date.now();
  console.log(`\n=== ${label}: bash scripts/ensure-postgres.sh`);
  const pg = spawnSync('bash', ['scripts/ensure-postgres.sh'], { encoding: 'utf8', env });
  process.stdout.write(pg.stdout ?? '');
  process.stderr.write(pg.stderr ?? '');
  const url = pg.status === 0 ? /DATABASE_URL=(\S+)\s*$/.exec(pg.stdout ?? '')?.[1] : undefined;
  results.push({ label, passed: url ? 1 : 0, failed: url ? 0 : 1, seconds: (Date.now() - started) / 1000 });
  return url;
}

/** An npm script the run needs: missing from package.json, its gate fails. */
const hasScript = (script) => Boolean(JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts?.[script]);

gate('tenants:validate', 'npm', ['run', '--silent', 'tenants:validate']);
if (!hasScript('locales:check')) notRun('locales:check', 'no locales:check script in package.json');
else if (present('locales:check', ['scripts/check-locales.ts'])) {
  gate('locales:check', 'npm', ['run', '--silent', 'locales:check']);
}
// Checks that only read the source, one process each: side by side (gatesSideBySide), the longest first.
const circularJson = path.join(tmp, 'circular-imports.json');
const staticChecks = [
  { label: 'lint', needs: ['eslint.config.js'], command: 'npx', args: ['eslint', '.', '--max-warnings=0'] },
  { label: 'typecheck', needs: ['tsconfig.json'], command: 'npx', args: ['tsc', '-p', '.', '--noEmit'] },
  {
    label: 'typecheck (Storybook preview)',
    needs: ['.storybook/tsconfig.json'],
    command: 'npx',
    args: ['tsc', '-p', '.storybook', '--noEmit'],
  },
  {
    label: 'format',
    needs: ['.prettierrc.json', '.prettierignore'],
    command: 'npx',
    args: ['prettier', '--check', '.'],
  },
  // Import circles through every entry point: the client, the server and the scripts.
  // -T leaves type-only imports out: they vanish at runtime and order nothing.
  {
    label: 'circular imports',
    needs: [],
    command: 'npx',
    args: [
      'dpdm',
      ...['--no-warning', '--no-tree', '-T', '--exit-code', 'circular:1', '--output', circularJson],
      ...['src/main.tsx', 'server/main.ts', 'scripts/*.ts'],
    ],
  },
  // The OpenAPI document written from the route table: redocly's rules, and the client generated from it compiles.
  {
    label: 'API description (redocly lint, generated client compiles)',
    needs: ['scripts/openapi-check.ts'],
    command: 'npx',
    args: ['tsx', 'scripts/openapi-check.ts'],
  },
];
await gatesSideBySide(staticChecks.filter((c) => present(c.label, c.needs)));
console.log(`=== circular imports: ${readJson(circularJson)?.circulars?.length ?? 'unknown (no report)'}`);

// Before the server tests too: the PAF document's Chinese faces come from its fonts-noto-cjk.
gate('chromium (Debian package)', 'bash', ['scripts/ensure-chromium.sh']);
if (present('unit + server on PGlite', ['vitest.config.ts'])) vitest('unit + server on PGlite', []);

const databaseUrl = startPostgres();
if (databaseUrl && present('server on PostgreSQL', ['vitest.config.ts'])) {
  vitest('server on PostgreSQL', ['--project', 'server', '--project', 'server-isolated'], {
    DATABASE_URL: databaseUrl,
  });
} else if (!databaseUrl) notRun('server on PostgreSQL', 'PostgreSQL did not start');
// Two instances on one database behind Debian's nginx (deploy/nginx.conf).
if (!databaseUrl) notRun('two instances behind nginx', 'PostgreSQL did not start');
else if (
  present('two instances behind nginx', ['tests/deploy/vitest.config.ts', 'deploy/nginx.conf']) &&
  gate('nginx (Debian package)', 'bash', ['scripts/ensure-nginx.sh'])
) {
  vitest('two instances behind nginx', ['--config', 'tests/deploy/vitest.config.ts'], { DATABASE_URL: databaseUrl });
}

const built =
  gate('build (runtime bundle)', 'npx', ['vite', 'build']) &&
  gate('build:tenants', 'npm', ['run', '--silent', 'build:tenants']);
if (!built) notRun('browser journeys', 'build failed');
else if (present('browser journeys', ['playwright.config.ts'])) playwright('browser journeys', []);

// Benchmarks need the builds above; each starts and stops its own servers. --gated: the gates only, each
// benchmark in its gated form; `npm run bench` reports the full set (scripts/lib/bench-plan.ts).
if (!built) notRun('bench (quality gates)', 'build failed');
else if (present('bench (quality gates)', ['scripts/bench.ts'])) {
  counted('bench (quality gates)', 'npx', ['tsx', 'scripts/bench.ts', '--gated'], /bench: (\d+) passed, (\d+) failed/);
}

if (present('visual', ['scripts/visual-test.ts'])) {
  counted('visual', 'npx', ['tsx', 'scripts/visual-test.ts'], /visual: (\d+) passed, (\d+) failed/);
}

console.log('\n=== Summary');
for (const line of phaseTable(results, (Date.now() - startedAll) / 1000)) console.log(line);
if (failures.length) {
  console.log('\n=== Failed tests');
  for (const f of failures) console.log(`  ${stripVTControlCharacters(f).slice(0, 400)}`);
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
