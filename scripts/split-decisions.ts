/**
 * npx tsx scripts/split-decisions.ts — turns the `## ` sections of docs/decisions.md into numbered records in
 * docs/decisions/ (Context, Decision, Consequences, Status), leaves docs/decisions.md as the pointer page, and
 * rewrites docs/decisions/README.md, the index, from every record's own heading and status.
 *
 * Run once to split the old log; since then, branches append a section below the pointer's marker and whoever
 * lands them runs this again. `--index` only rewrites the index (after a record was edited by hand).
 */
import fs from 'node:fs';
import path from 'node:path';
import { indexRow, parseLog, pointerText, recordFile, renderIndex, renderRecord, toRecord } from './lib/decision-log';

const logPath = 'docs/decisions.md';
const dir = 'docs/decisions';
const marker = '<!-- decisions:new -->';

fs.mkdirSync(dir, { recursive: true });
const existing = () =>
  fs
    .readdirSync(dir)
    .filter((f) => /^\d{4}-.+\.md$/.test(f))
    .sort();

if (!process.argv.includes('--index')) {
  const log = fs.readFileSync(logPath, 'utf8');
  const pending = log.includes(marker) ? log.slice(log.indexOf(marker) + marker.length) : log;
  const entries = parseLog(pending);
  let next = existing().reduce((n, f) => Math.max(n, Number(f.slice(0, 4))), 0) + 1;
  for (const entry of entries) {
    const record = toRecord(entry, next++);
    fs.writeFileSync(path.join(dir, recordFile(record)), renderRecord(record));
    console.log(`${dir}/${recordFile(record)}`);
  }
  fs.writeFileSync(logPath, pointerText);
  console.log(`${entries.length} record(s) written; ${logPath} is the pointer page`);
}

const rows = existing().map((f) => indexRow(f, fs.readFileSync(path.join(dir, f), 'utf8')));
fs.writeFileSync(path.join(dir, 'README.md'), renderIndex(rows));
console.log(`${dir}/README.md: ${rows.length} record(s)`);
