import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** Either driver: handlers only use the query builder both share. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the drizzle-kit migrations in server/db/migrations. */
  migrate: () => Promise<void>;
  /**
   * Runs `fn` while holding the startup lock, so server instances sharing one
   * PostgreSQL database migrate and seed one after another. PGlite belongs
   * to one process and runs `fn` straight away.
   */
  exclusively: <T>(fn: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
}

/** Key of the session-level advisory lock held around migrate + seed (any fixed bigint; "ava1"). */
const startupLockKey = 0x61766131;

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface OpenDbOptions {
  url?: string | undefined;
  dir?: string | undefined;
  /** Called with the SQL of every statement sent (tests count queries per request with it). */
  onQuery?: ((sql: string) => void) | undefined;
  /**
   * PGlite only: start from this data directory image (a `dumpDataDir()` of another
   * database) instead of an empty one; tests copy one migrated, seeded image per file.
   */
  image?: Blob | undefined;
  /**
   * PGlite only: run it in a worker thread (pglite-remote.ts), so no query blocks the thread that
   * handles requests. The running server does (openDbFromEnv); tests and one-off scripts keep it in
   * their own thread, where a worker would only add its start-up
   * (docs/decisions/0071-the-embedded-database-in-a-worker-thread.md).
   */
  worker?: boolean | undefined;
}

/**
 * Opens the database: node-postgres when a URL is given (DATABASE_URL),
 * else embedded PGlite in `dir` (`memory://` for tests). Drivers load lazily so
 * a PostgreSQL deployment never loads the WASM build.
 */
export async function openDb(opts: OpenDbOptions): Promise<DbHandle> {
  // Drizzle's logger sees every statement either driver runs, prepared ones included.
  const onQuery = opts.onQuery;
  const logger: Logger | undefined = onQuery ? { logQuery: (query) => onQuery(query) } : undefined;
  if (opts.url) {
    const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    // An idle client dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (err) =>
      console.warn(`postgres pool: idle client error (${(err as { code?: string }).code ?? err.name})`),
    );
    const db = drizzle(pool, { logger });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migrate(db, { migrationsFolder }),
      exclusively: async (fn) => {
        // A dedicated connection: a session lock belongs to the connection that took it.
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [startupLockKey]);
          try {
            return await fn();
          } finally {
            await client.query('select pg_advisory_unlock($1)', [startupLockKey]);
          }
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const dir = opts.dir ?? '.data/pglite';
  if (!dir.includes('://')) mkdirSync(dir, { recursive: true });
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  if (opts.worker && opts.image) throw new Error('openDb: a worker opens a data directory, not an image');
  const client = opts.worker
    ? new (await import('./pglite-remote')).PGliteRemote(dir)
    : opts.image
      ? new PGlite({ dataDir: dir, loadDataDir: opts.image })
      : new PGlite(dir);
  await client.waitReady;
  // The remote has every method the driver calls (query, exec, transaction) with PGlite's shapes.
  const db = drizzle(client as unknown as InstanceType<typeof PGlite>, { logger });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migrate(db, { migrationsFolder }),
    exclusively: (fn) => fn(),
    close: () => client.close(),
  };
}

/**
 * Database from the environment: DATABASE_URL, else PGLITE_DIR, else .data/pglite. PGlite runs in
 * a worker thread unless PGLITE_WORKER=0.
 */
export function openDbFromEnv(): Promise<DbHandle> {
  return openDb({
    url: process.env.DATABASE_URL,
    dir: process.env.PGLITE_DIR,
    worker: process.env.PGLITE_WORKER !== '0',
  });
}
