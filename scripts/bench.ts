/**
 * npm run bench — runs every benchmark in turn and prints each figure beside
 * its goal; exits 1 when any gate fails or a benchmark reports nothing.
 *   --gated               only the gates, each benchmark in its gated form (what npm test runs; lib/bench-plan.ts)
 *   --only budgets,load   run some of them
 *   --quality             write the table into docs/quality.md (--readme, its old name, does the same)
 *   BENCH_MARKDOWN=<file>  write the same table to a file instead (e.g. from a CI run)
 * Expects the runtime and per-tenant bundles to be built (npm test builds them first).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { figureLine } from './lib/bench-figures';
import { planBenches } from './lib/bench-plan';
import {
  machineLine,
  missingFigure,
  parseFigureLines,
  renderMarkdown,
  qualityPage,
  spliceQuality,
  summarise,
} from './lib/bench-report';

const plan = planBenches(process.argv.slice(2));
if (plan.gated) console.log('bench: the gated run (npm test); `npm run bench` runs every benchmark in full');

const jsonFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ava-bench-')), 'figures.jsonl');
const figures = [];
for (const bench of plan.runs) {
  console.log(`\n=== bench: ${bench.name} (${[bench.script, ...bench.args].join(' ')})`);
  const before = fs.existsSync(jsonFile) ? fs.readFileSync(jsonFile, 'utf8').length : 0;
  const started = Date.now();
  const res = spawnSync('npx', ['tsx', bench.script, ...bench.args], {
    stdio: 'inherit',
    env: { ...process.env, ...bench.env, BENCH_JSON: jsonFile, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
  console.log(`=== bench: ${bench.name}: exit ${res.status} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const mine = parseFigureLines(fs.existsSync(jsonFile) ? fs.readFileSync(jsonFile, 'utf8').slice(before) : '');
  if (mine.length === 0) figures.push(missingFigure(bench.name, `exit ${res.status}`));
  else if (res.status !== 0 && mine.every((f) => f.pass || !f.gate)) {
    figures.push(...mine, missingFigure(bench.name, `exit ${res.status}`));
  } else figures.push(...mine);
}

console.log('\n=== Quality figures');
for (const f of figures) console.log(figureLine(f));
const { gatesPassed, gatesFailed, belowGoal } = summarise(figures);
// BENCH_MARKDOWN keeps the table of a run that must not touch the checkout (a CI run), for the quality page later.
if (process.env.BENCH_MARKDOWN) {
  fs.writeFileSync(process.env.BENCH_MARKDOWN, renderMarkdown(figures, new Date(), machineLine()));
}
if (plan.quality) {
  fs.writeFileSync(
    qualityPage,
    spliceQuality(fs.readFileSync(qualityPage, 'utf8'), renderMarkdown(figures, new Date(), machineLine())),
  );
  console.log(`${qualityPage}: the full run's table updated`);
}
console.log(`bench: ${gatesPassed} passed, ${gatesFailed} failed (${belowGoal} reported figure(s) below their goal)`);
process.exit(gatesFailed === 0 ? 0 : 1);
