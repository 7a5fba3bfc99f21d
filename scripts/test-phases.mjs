// Pure helpers of npm test (scripts/test-all.mjs), apart so a unit test can hold them.
import fs from 'node:fs';

/** 1234.5 s → "20 min 34 s". */
export function clock(seconds) {
  const whole = Math.round(seconds);
  return whole >= 60 ? `${Math.floor(whole / 60)} min ${whole % 60} s` : `${whole} s`;
}

/** The files of `files` that are not there: a gate that needs one fails rather than being left out. */
export function missingFiles(files, exists = fs.existsSync) {
  return files.filter((file) => !exists(file));
}

/**
 * The closing table: one row per phase with its result, counts, seconds and
 * share of the whole run, then the total. The share is of the wall time: the
 * runner's own time between phases is in no row, and phases run side by side
 * (marked *) each count their whole time.
 */
export function phaseTable(rows, totalSeconds) {
  const name = (r) => (r.sideBySide ? `${r.label} *` : r.label);
  const width = Math.max('phase'.length, 'total'.length, ...rows.map((r) => name(r).length));
  const share = (seconds) => `${((100 * seconds) / (totalSeconds || 1)).toFixed(1).padStart(5)} %`;
  const line = (label, result, passed, failed, seconds) =>
    [
      label.padEnd(width),
      result.padEnd(6),
      String(passed).padStart(6),
      String(failed).padStart(6),
      (typeof seconds === 'number' ? seconds.toFixed(1) : seconds).padStart(7),
      typeof seconds === 'number' ? share(seconds) : '  share',
    ].join('  ');
  return [
    line('phase', 'result', 'passed', 'failed', 'seconds'),
    ...rows.map((r) => line(name(r), r.failed ? 'FAIL' : 'ok', r.passed, r.failed, r.seconds ?? 0)),
    line(
      'total',
      '',
      rows.reduce((n, r) => n + r.passed, 0),
      rows.reduce((n, r) => n + r.failed, 0),
      totalSeconds,
    ),
    ...(rows.some((r) => r.sideBySide) ? ['* ran side by side, one per core: their seconds overlap'] : []),
    `total time: ${clock(totalSeconds)}`,
  ];
}
