/**
 * npm run bench:interactions — how fast the portal answers a tap
 * (docs/decisions/0076-the-interactions-bench.md):
 * the main interactions on staff and patient pages at 1280 and 390 px, in
 * Debian's Chromium with the CPU slowed down as the Lighthouse bench
 * calibrates it to the host, each repeated five times; its latency is the
 * Event Timing API's, as Chrome's INP counts it (interaction-measure.ts).
 * Fails when an interaction's median is over 200 ms; ≤ 100 ms is the goal.
 *   --dist <dir>        bundle to serve (default dist/runtime, what `vite build` makes)
 *   --only <text,...>   journeys whose name contains one of these, e.g. --only worklist
 *   --runs <n>          repetitions per interaction (default 5)
 *   --cpu-rate <x>      a fixed CPU slowdown instead of the calibrated one (before/after comparisons)
 */
import { pathToFileURL } from 'node:url';
import { busyFigure, HostTooBusyError } from './lib/bench-calibration';
import { gatesHold, reportFigures } from './lib/bench-figures';
import { interactionFigures, interactionGoals, medianAndWorst, type InteractionSamples } from './lib/interaction-gate';
import { journeys } from './lib/interaction-journeys';
import { startBenchSession } from './lib/interaction-session';

const flag = (args: string[], name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};

async function main(args: string[]): Promise<void> {
  const only = (flag(args, '--only') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const repetitions = Number(flag(args, '--runs') ?? interactionGoals.repetitions);
  const fixedRate = flag(args, '--cpu-rate');
  // A typo must not quietly measure at no slowdown at all.
  if (fixedRate !== undefined && !(Number(fixedRate) >= 1)) {
    throw new Error(`--cpu-rate takes a slowdown of at least 1, not "${fixedRate}"`);
  }
  let session;
  try {
    session = await startBenchSession(
      flag(args, '--dist') ?? 'dist/runtime',
      fixedRate ? Number(fixedRate) : undefined,
    );
  } catch (e) {
    // Fails as the host, with the readings, rather than as interactions that were never measured.
    if (!(e instanceof HostTooBusyError)) throw e;
    console.log(`interactions: ${e.message}`);
    reportFigures([busyFigure('interactions', 'CPU calibration')]);
    process.exitCode = 1;
    return;
  }
  const { cpuIndex, wallIndex } = session.index;
  console.log(
    `interactions: CPU index ${Math.round(cpuIndex)} (${Math.round(wallIndex)} by the clock) → slowdown ×${session.cpuRate}` +
      (fixedRate ? ' (fixed by --cpu-rate)' : ''),
  );
  const results: InteractionSamples[] = [];
  try {
    for (const journey of journeys.filter((j) => only.length === 0 || only.some((o) => j.name.includes(o)))) {
      const started = Date.now();
      await journey.run({
        session,
        repetitions,
        onInteraction: (r) => {
          results.push(r);
          const { median, worst } = medianAndWorst(r.samples);
          const detail = r.error ? ` — ${r.error}` : '';
          console.log(
            `interactions: ${r.name}: median ${median} ms, worst ${worst} ms (${r.samples.join(', ')})${detail}`,
          );
        },
      });
      console.log(`interactions: ${journey.name} done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
  } finally {
    await session.stop();
  }
  const figures = interactionFigures(results, session.cpuRate);
  reportFigures(figures);
  process.exitCode = gatesHold(figures) && results.length > 0 ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // Exiting runs the 'exit' handlers that stop the server and Chromium this script started.
  process.once('SIGTERM', () => process.exit(143));
  process.once('SIGINT', () => process.exit(130));
  const started = Date.now();
  main(process.argv.slice(2))
    .catch((e: unknown) => {
      console.error(e);
      process.exitCode = 1;
    })
    .finally(() => console.log(`interactions: done in ${((Date.now() - started) / 1000).toFixed(0)} s`));
}
