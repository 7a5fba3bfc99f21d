/**
 * The load bench's own databases and server processes: a throwaway PostgreSQL
 * database or PGlite directory, seeded before the server starts, and the real
 * reference server (server/main.ts) on a free loopback port.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { openDb, type DbHandle } from '../../server/db/client';
import { xsrfPath } from '../../src/lib/api/contract/platform';

export type DbKind = 'postgres' | 'pglite';

export interface BenchDatabase {
  kind: DbKind;
  /** PostgreSQL database name (its backends' CPU is measured too). */
  name?: string;
  /** What the server process needs to open it. */
  env: Record<string, string>;
  open: () => Promise<DbHandle>;
  dispose: () => Promise<void>;
}

/** Admin URL of a PostgreSQL the bench may create databases in: DATABASE_URL, else the local test cluster. */
export function postgresAdminUrl(): string {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const res = spawnSync('bash', ['scripts/ensure-postgres.sh'], { encoding: 'utf8' });
  const url = /DATABASE_URL=(\S+)\s*$/.exec(res.stdout ?? '')?.[1];
  if (!url) throw new Error(`no PostgreSQL for the load bench: ${res.stderr?.slice(-500)}`);
  return url;
}

export async function createBenchDatabase(kind: DbKind): Promise<BenchDatabase> {
  if (kind === 'pglite') {
    // A directory, not memory://: the bench seeds it, closes it, and the server opens it.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ava-bench-pglite-'));
    return {
      kind,
      env: { PGLITE_DIR: dir },
      open: () => openDb({ dir }),
      dispose: () => {
        fs.rmSync(dir, { recursive: true, force: true });
        return Promise.resolve();
      },
    };
  }
  const admin = postgresAdminUrl();
  const { default: pg } = await import('pg');
  const name = `ava_bench_${process.pid}`;
  const adminSql = async (sql: string) => {
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await adminSql(`drop database if exists ${name} with (force)`);
  await adminSql(`create database ${name} template template0 encoding 'UTF8'`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    kind,
    name,
    env: { DATABASE_URL: url.toString() },
    open: () => openDb({ url: url.toString() }),
    dispose: () => adminSql(`drop database if exists ${name} with (force)`),
  };
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });
}

/** First free port of the preferred ones, else any free one the OS gives. */
export async function freePort(preferred: number[] = []): Promise<number> {
  for (const p of preferred) if (await portFree(p)) return p;
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** CPU time (user + system, ms) a process has used so far; 0 when it is gone or /proc is absent. */
export function cpuMsOf(pid: number): number {
  try {
    // Fields after the parenthesised command name: utime and stime are the 12th and 13th.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

/** PostgreSQL backends serving one database (their process title names it). */
export function backendPids(database: string): number[] {
  if (!fs.existsSync('/proc')) return [];
  return fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        return fs.readFileSync(`/proc/${d}/cmdline`, 'utf8').includes(` ${database} `);
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** Starts counting CPU of the server process and the database's backends; the result reads ms used since. */
export function cpuMeter(serverPid: number, database?: string): () => { serverMs: number; databaseMs: number } {
  const serverStart = cpuMsOf(serverPid);
  const backendStart = new Map((database ? backendPids(database) : []).map((pid) => [pid, cpuMsOf(pid)]));
  return () => {
    let databaseMs = 0;
    // Backends that started during the run count from zero; ones that ended are lost (the pool keeps them).
    for (const pid of database ? backendPids(database) : []) databaseMs += cpuMsOf(pid) - (backendStart.get(pid) ?? 0);
    return { serverMs: cpuMsOf(serverPid) - serverStart, databaseMs };
  };
}

export interface RunningServer {
  pid: number;
  baseUrl: string;
  stop: () => Promise<void>;
  /** The server's recent output, for a failure report. */
  output: () => string;
}

/** Starts server/main.ts on the database and waits until it answers; `extraEnv` adds to its environment (DEMO_MODE, TRUST_PROXY...). */
export async function startPortalServer(
  db: BenchDatabase,
  port: number,
  extraEnv: Record<string, string> = {},
): Promise<RunningServer> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...db.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DEMO_MODE: '1',
    ...extraEnv,
  };
  // The other database's variable must not leak in from the caller's environment.
  if (db.kind === 'pglite') delete env.DATABASE_URL;
  else delete env.PGLITE_DIR;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-8_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log}`);
    try {
      const res = await fetch(`${baseUrl}${xsrfPath}`, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.ok) return { pid: child.pid!, baseUrl, stop, output: () => log };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`server did not answer within 120 s:\n${log}`);
}
