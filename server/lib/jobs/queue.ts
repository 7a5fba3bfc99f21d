import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  fromDrizzle,
  fromPglite,
  PgBoss,
  type Db as IDatabase,
  type DrizzleTransactionLike,
  type PGliteLike,
} from 'pg-boss';
import type { Db } from '../../db/client';

/** pg-boss keeps its tables in this schema of the app's own database (it creates and migrates it itself). */
export const jobSchema = 'pgboss';

/**
 * The job a run belongs to and which attempt this is (pg-boss's retryCount: 0 first, one more each
 * time the job is taken up again, after a failure or after its instance was given up on).
 */
export interface JobRun {
  id: string;
  attempt: number;
}

/** A kind of background work: its queue's name, what one job does, and when it is sent on its own. */
export interface JobDefinition<T extends object = object> {
  name: string;
  /** Runs one job. Throwing retries it later with exponential back-off, up to the queue's retry limit. */
  run: (data: T, job: JobRun) => Promise<void>;
  /** A cron expression in UTC: the queue sends one job per occurrence, once across all instances. */
  cron?: string;
}

export interface JobQueueOptions {
  /** How often an idle worker looks for new jobs (pg-boss's minimum is 0.5 s). */
  pollingIntervalSeconds?: number;
  /** The first retry's delay; each later one doubles (with jitter), capped at ten minutes. */
  retryDelaySeconds?: number;
  retryLimit?: number;
  /** false: the queue accepts and counts jobs but runs none (a web-only instance; tests that enqueue first). */
  work?: boolean;
  log?: Pick<FastifyBaseLogger, 'error' | 'warn'>;
}

export interface JobCounts {
  /** Waiting to run: new, or failed once and waiting for the retry. */
  queued: number;
  /** Out of retries: nothing will run them again without someone looking. */
  failed: number;
}

export interface JobQueue {
  start: () => Promise<void>;
  /** Stops polling and waits (a few seconds at most) for the jobs running here to finish. */
  stop: () => Promise<void>;
}

/** pg-boss's minimum heartbeat; see createJobQueue. */
const heartbeatSeconds = 10;
const supervisePassSeconds = 10;

/**
 * The started queue of this process. Only a handle, like a logger: every job lives in the database,
 * so any instance's queue inserts and runs the same jobs. `enqueue` needs it to know each queue's
 * table; it writes through the caller's own connection or transaction.
 */
let active: PgBoss | null = null;

/**
 * pg-boss over the connection the app already has. PGlite: pg-boss's own adapter (one in-process
 * connection; it runs pg-boss's multi-statement scripts through exec). PostgreSQL: the app's pool,
 * each statement on whichever pooled connection is free, which is what pg-boss's own pool does.
 */
function bossDatabase(db: Db): { db: IDatabase; backend: 'pglite' | 'postgres' } {
  const client = (db as unknown as { $client: unknown }).$client;
  if (isPglite(client)) return { db: fromPglite(client), backend: 'pglite' };
  const pool = client as { query: (text: string, values?: unknown[]) => Promise<unknown> };
  return {
    backend: 'postgres',
    db: {
      executeSql: async (text, values) => {
        const result = (await pool.query(text, values)) as { rows: unknown[] } | { rows: unknown[] }[];
        // A parameterless script of several statements answers with one result per statement.
        return Array.isArray(result) ? { rows: result.flatMap((r) => r.rows) } : result;
      },
    },
  };
}

const isPglite = (client: unknown): client is PGliteLike =>
  typeof (client as { exec?: unknown }).exec === 'function' &&
  typeof (client as { waitReady?: unknown }).waitReady !== 'undefined';

/**
 * The durable job queue (pg-boss) on the app's database: jobs are rows, so they survive a restart,
 * retry with back-off, and each runs on one instance at a time (workers claim with SKIP LOCKED).
 */
export function createJobQueue(db: Db, definitions: JobDefinition[], options: JobQueueOptions = {}): JobQueue {
  const { db: adapter, backend } = bossDatabase(db);
  const boss = new PgBoss({
    db: adapter,
    backend,
    schema: jobSchema,
    // The pass that fails jobs whose heartbeat stopped (below) runs every 10 s on one instance at a
    // time: with the 10 s heartbeat, a dead instance's job is retried within a minute, not after the
    // 5 min expiry. Its queue-statistics aggregate is cheap at this table's size.
    superviseIntervalSeconds: supervisePassSeconds,
    monitorIntervalSeconds: supervisePassSeconds,
    cronMonitorIntervalSeconds: 30,
    // Nothing reads the instance registry; one row fewer per heartbeat.
    registerInstance: false,
    // An instance that runs no jobs sends no scheduled ones either: the working instances do.
    schedule: options.work !== false,
  });
  boss.on('error', (err: Error) => options.log?.error({ err }, 'job queue error'));
  const pollingIntervalSeconds = Math.max(0.5, options.pollingIntervalSeconds ?? 1);
  const retryDelay = options.retryDelaySeconds ?? 10;

  return {
    start: async () => {
      await boss.start();
      for (const definition of definitions) {
        const settings = {
          retryLimit: options.retryLimit ?? 8,
          retryDelay,
          retryBackoff: true,
          retryDelayMax: 600,
          // A running job's worker refreshes its heartbeat every 5 s; one silent for 10 s counts as
          // lost (its instance died) and is retried.
          heartbeatSeconds,
          // A live job running this long (a stalled transport) is retried too.
          expireInSeconds: 300,
        };
        await boss.createQueue(definition.name, settings);
        // createQueue leaves an existing queue as it was: a database from an older release gets the settings here.
        await boss.updateQueue(definition.name, settings);
        if (definition.cron && options.work !== false) {
          await boss.schedule(definition.name, definition.cron, {}, { tz: 'UTC' });
        }
        if (options.work !== false) {
          await boss.work<object>(definition.name, { pollingIntervalSeconds }, async (jobs) => {
            for (const job of jobs) {
              try {
                await definition.run(job.data, { id: job.id, attempt: job.retryCount });
              } catch (err) {
                // pg-boss records the failure and schedules the retry. The log names the kind of error
                // only: a transport's message can quote the recipient's address.
                const { name, code } = err as { name?: string; code?: string };
                options.log?.warn(
                  { queue: definition.name, job: job.id, error: code ?? name },
                  'job failed, retried later',
                );
                throw err;
              }
            }
          });
        }
      }
      active = boss;
    },
    stop: async () => {
      if (active === boss) active = null;
      await boss.stop({ graceful: true, timeout: 5000, close: true });
    },
  };
}

/**
 * Creates (or migrates) pg-boss's schema and stops again, leaving the process's queue alone: a
 * database copied afterwards (the tests' seeded image) starts its queue on a current schema.
 */
export async function installJobSchema(db: Db): Promise<void> {
  const { db: adapter, backend } = bossDatabase(db);
  const boss = new PgBoss({
    db: adapter,
    backend,
    schema: jobSchema,
    supervise: false,
    schedule: false,
    registerInstance: false,
  });
  await boss.start();
  await boss.stop({ graceful: false, close: true });
}

/** Jobs waiting and jobs out of retries, across every queue; zeros before pg-boss made its tables. */
export async function jobCounts(db: Db): Promise<JobCounts> {
  const installed = await db.execute(sql`select to_regclass(${`${jobSchema}.job`}) as "table"`);
  if (!rowsOf<{ table: string | null }>(installed)[0]?.table) return { queued: 0, failed: 0 };
  const counts = await db.execute(
    sql`select count(*) filter (where state in ('created', 'retry'))::int as queued,
               count(*) filter (where state = 'failed')::int as failed
          from ${sql.identifier(jobSchema)}.job`,
  );
  const [row] = rowsOf<JobCounts>(counts);
  return { queued: row?.queued ?? 0, failed: row?.failed ?? 0 };
}

// node-postgres answers with { rows }, PGlite's drizzle driver too; typed loosely by the shared Db.
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Queues one job through `db`: given a drizzle transaction, the job's row is written inside it,
 * so the job exists exactly when the caller's change commits (and never when it rolls back).
 */
export async function enqueue(db: Db, name: string, data: object): Promise<void> {
  if (!active) throw new Error(`job queue not started: cannot queue ${name}`);
  await active.send(name, data, { db: fromDrizzle(db as unknown as DrizzleTransactionLike, sql) });
}
