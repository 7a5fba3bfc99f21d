/**
 * Embedded PGlite in its own worker thread (docs/decisions/0071-the-embedded-database-in-a-worker-thread.md):
 * the server's thread only posts a message per statement and awaits the answer, so request handling is never
 * blocked by a query. `PGliteRemote` is what drizzle-orm's pglite driver and pg-boss's `fromPglite` adapter
 * call on a PGlite instance: query, exec, transaction (pinned to one transaction in the worker, as PGlite's
 * own is), waitReady and close. The worker is pglite-worker.mjs.
 */
import { Worker } from 'node:worker_threads';

/** What a PGlite statement answers, as plain data. */
export interface RemoteResults {
  rows: unknown[];
  fields: Array<{ name: string; dataTypeID: number }>;
  affectedRows?: number;
}

/** The subset of PGlite's query options drizzle passes: row mode, and parsers that keep a type's text. */
interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
}

/** The statements a transaction runs, pinned to it in the worker. */
export interface RemoteTransaction {
  query: (sql: string, params?: unknown[], options?: QueryOptions) => Promise<RemoteResults>;
  exec: (sql: string) => Promise<RemoteResults[]>;
  rollback: () => Promise<void>;
  closed: boolean;
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (err: Error) => void;
}

/** Thrown by `tx.rollback()` to leave the transaction's callback; the transaction answers undefined. */
class RolledBack extends Error {}

const closedMessage = 'PGlite is closed';

/** A PGlite error rebuilt from the worker's data: message, name and fields (code, constraint...). */
function rebuild(data: Record<string, unknown>): Error {
  const err = new Error(String(data.message));
  Object.assign(err, data);
  return err;
}

/**
 * Drizzle's pglite driver passes parsers that return a type's text as it is (timestamps, dates,
 * intervals and their arrays); only their type ids cross to the worker, which builds the same ones.
 */
const rawTypesOf = (options?: QueryOptions) => ({
  ...(options?.rowMode ? { rowMode: options.rowMode } : {}),
  rawTypes: Object.keys(options?.parsers ?? {}).map(Number),
});

export class PGliteRemote {
  readonly waitReady: Promise<void>;
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private exited = false;

  constructor(dataDir: string) {
    this.worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: { dataDir } });
    this.worker.on('message', (m: { id: number; ok: boolean; result?: unknown; error?: Record<string, unknown> }) => {
      const p = this.pending.get(m.id);
      if (!p) return;
      this.pending.delete(m.id);
      if (m.ok) p.resolve(m.result);
      else p.reject(rebuild(m.error ?? {}));
    });
    const fail = (err: Error) => {
      this.exited = true;
      for (const p of this.pending.values()) p.reject(err);
      this.pending.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', () => fail(new Error(closedMessage)));
    this.waitReady = this.call<void>({ op: 'ready' });
  }

  private call<T>(message: Record<string, unknown>): Promise<T> {
    if (this.exited) return Promise.reject(new Error(closedMessage));
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  query(sql: string, params?: unknown[], options?: QueryOptions, tx?: number): Promise<RemoteResults> {
    return this.call({ op: 'query', sql, params, options: rawTypesOf(options), tx });
  }

  exec(sql: string, _options?: unknown, tx?: number): Promise<RemoteResults[]> {
    return this.call({ op: 'exec', sql, tx });
  }

  /** Runs `fn` in one transaction of the worker's PGlite: commits when it returns, rolls back when it throws. */
  async transaction<T>(fn: (tx: RemoteTransaction) => Promise<T>): Promise<T | undefined> {
    const id = await this.call<number>({ op: 'begin' });
    const tx: RemoteTransaction = {
      query: (sql, params, options) => this.query(sql, params, options, id),
      exec: (sql) => this.exec(sql, undefined, id),
      rollback: () => Promise.reject(new RolledBack()),
      closed: false,
    };
    try {
      const result = await fn(tx);
      await this.call({ op: 'commit', tx: id });
      return result;
    } catch (err) {
      await this.call({ op: 'rollback', tx: id }).catch(() => undefined);
      if (err instanceof RolledBack) return undefined;
      throw err;
    } finally {
      tx.closed = true;
    }
  }

  /** Closes the database and ends the worker; later calls fail as PGlite's do after close. */
  async close(): Promise<void> {
    if (this.exited) return;
    await this.call({ op: 'close' });
    await this.worker.terminate();
  }
}
