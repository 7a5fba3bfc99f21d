/**
 * Which databases and sizes `npm run bench:scale` runs (pure, tested).
 *   --size small|large|both   default small (what `npm run bench` runs in CI)
 *   --db postgres|pglite|postgres,pglite
 *                             default: PostgreSQL at every size, PGlite at the small one
 *   --mixed                   the 200 requests/s mixed load at the small size too
 *                             (it always runs on PostgreSQL at the large size)
 */
import type { ScaleSize } from '../../server/db/scale/fixture';
import type { DbKind } from './load-server';

export interface PlannedRun {
  db: DbKind;
  size: Extract<ScaleSize, 'small' | 'large'>;
  mixed: boolean;
}

const valueOf = (args: string[], flag: string): string | undefined => {
  const at = args.indexOf(flag);
  const inline = args.find((a) => a.startsWith(`${flag}=`));
  return at >= 0 ? args[at + 1] : inline?.slice(flag.length + 1);
};

export function planScaleRuns(args: string[]): PlannedRun[] {
  const size = valueOf(args, '--size') ?? 'small';
  if (!['small', 'large', 'both'].includes(size)) throw new Error(`--size ${size}: small, large or both`);
  const sizes: PlannedRun['size'][] = size === 'both' ? ['small', 'large'] : [size as PlannedRun['size']];
  const dbArg = valueOf(args, '--db');
  const dbs = dbArg?.split(',').map((d) => d.trim());
  for (const d of dbs ?? []) if (d !== 'postgres' && d !== 'pglite') throw new Error(`--db ${d}: postgres or pglite`);
  const mixedSmall = args.includes('--mixed');
  const runs: PlannedRun[] = [];
  for (const s of sizes) {
    // Without --db, PGlite runs at the small size only: the embedded default is measured where it is meant to serve.
    const here: DbKind[] = dbs ? (dbs as DbKind[]) : s === 'small' ? ['postgres', 'pglite'] : ['postgres'];
    for (const db of here) runs.push({ db, size: s, mixed: db === 'postgres' && (s === 'large' || mixedSmall) });
  }
  // PostgreSQL first at each size, then PGlite: the gated figures are taken on the quieter machine.
  return runs.sort((a, b) => Number(a.db === 'pglite') - Number(b.db === 'pglite'));
}
