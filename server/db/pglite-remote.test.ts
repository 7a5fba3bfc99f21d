import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from './client';

// The embedded database in its worker thread (docs/decisions/0071-the-embedded-database-in-a-worker-thread.md):
// what drizzle, the migrator and the server's error handling rely on behaves as PGlite in the server's own
// thread does.
/** Both drivers answer `execute` with `{ rows }`; the shared Db type leaves it unknown. */
const rowsOf = async (answer: Promise<unknown>) => ((await answer) as { rows: unknown[] }).rows;

describe('PGlite in a worker thread', () => {
  let handle: DbHandle;
  const statements: string[] = [];
  beforeAll(async () => {
    handle = await openDb({ dir: 'memory://', worker: true, onQuery: (q) => statements.push(q) });
    await handle.migrate();
    await handle.db.execute(sql`create table remote_probe (id int primary key, at timestamptz, doc jsonb)`);
  });
  afterAll(() => handle.close());

  it('migrates, and every statement reaches the onQuery logger', () => {
    expect(statements.some((q) => q.includes('__drizzle_migrations'))).toBe(true);
  });

  it('answers queries with the driver types: timestamps as text, json parsed, integers as numbers', async () => {
    const rows = await rowsOf(
      handle.db.execute(sql`select '2026-01-02T03:04:05Z'::timestamptz as at, 7::int as n, '{"a":1}'::jsonb as doc`),
    );
    expect(rows[0]).toEqual({ at: '2026-01-02 03:04:05+00', n: 7, doc: { a: 1 } });
  });

  it('commits a transaction, rolls one back when its callback throws, and keeps each to one session', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into remote_probe (id) values (1)`);
    });
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into remote_probe (id) values (2)`);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    // A statement outside waits for the open transaction instead of seeing its uncommitted row.
    let outside: unknown[] = [];
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into remote_probe (id) values (3)`);
      const reading = rowsOf(handle.db.execute(sql`select id from remote_probe order by id`)).then(
        (rows) => (outside = rows),
      );
      await new Promise((r) => setTimeout(r, 50));
      expect(outside).toEqual([]);
      void reading;
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(outside).toEqual([{ id: 1 }, { id: 3 }]);
  });

  it('leaves this thread free while a query runs', async () => {
    let last = performance.now();
    let longestGap = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 5);
    const start = performance.now();
    await handle.db.execute(sql`select count(*) from generate_series(1, 1000000)`);
    const end = performance.now();
    const took = end - start;
    clearInterval(ticker);
    longestGap = Math.max(longestGap, end - last);
    // In this thread the query would hold the event loop for all of `took`.
    expect(took).toBeGreaterThan(100);
    expect(longestGap).toBeLessThan(took / 2);
  });

  it('passes the database error code through, and the closed database fails as PGlite does', async () => {
    const duplicate = await handle.db.execute(sql`insert into remote_probe (id) values (1)`).catch((e: unknown) => e);
    expect((duplicate as { cause?: { code?: string } }).cause?.code).toBe('23505');
    await handle.close();
    const closed = await handle.db.execute(sql`select 1`).catch((e: unknown) => e);
    expect((closed as { cause?: Error }).cause?.message).toMatch(/^PGlite is closed/);
  });
});
