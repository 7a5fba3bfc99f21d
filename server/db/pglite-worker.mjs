/**
 * The embedded database's own thread (docs/decisions/0071-the-embedded-database-in-a-worker-thread.md): PGlite runs
 * its queries synchronously in WASM, so in the server's thread every query blocked request handling (about
 * 7 ms of CPU per request). This worker owns the PGlite instance and answers the messages of `PGliteRemote`
 * (pglite-remote.ts).
 *
 * Plain JavaScript on purpose: a worker thread does not inherit a TypeScript loader in every runner
 * (the server runs under tsx, the tests under vitest), and this file needs none.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const pg = new PGlite(workerData.dataDir);
/** Open transactions by id: the PGlite transaction object and how to end it. */
const transactions = new Map();
let nextTx = 1;

/** Thrown into a transaction's callback to make PGlite roll it back. */
class Rollback extends Error {}

/** A PGlite error as plain data: its message and the fields callers read (code, constraint, detail...). */
function errorData(err) {
  const e = err instanceof Error ? err : new Error(String(err));
  const fields = {};
  for (const [k, v] of Object.entries(e)) {
    if (v === null || ['string', 'number', 'boolean'].includes(typeof v)) fields[k] = v;
  }
  return { ...fields, name: e.name, message: e.message };
}

/** Query options as sent: the row mode, and the type ids read as raw text (drizzle's parsers are identity). */
function queryOptions(options) {
  if (!options) return undefined;
  const parsers = Object.fromEntries((options.rawTypes ?? []).map((oid) => [oid, (value) => value]));
  return { ...(options.rowMode ? { rowMode: options.rowMode } : {}), parsers };
}

/** Plain data of one result: rows, fields, affected rows (no methods, no blob). */
const resultData = (r) => ({ rows: r.rows, fields: r.fields, affectedRows: r.affectedRows });

function target(tx) {
  if (tx === undefined) return pg;
  const open = transactions.get(tx);
  if (!open) throw new Error(`transaction ${tx} is not open`);
  return open.tx;
}

async function begin() {
  const id = nextTx++;
  return await new Promise((resolve, reject) => {
    const done = pg.transaction(
      (tx) =>
        new Promise((commit, rollback) => {
          transactions.set(id, { tx, commit, rollback: () => rollback(new Rollback()), done });
          resolve(id);
        }),
    );
    // BEGIN itself failed (closed database): nothing was registered.
    done.catch((err) => {
      if (!transactions.has(id)) reject(err);
    });
  });
}

async function end(id, commit) {
  const open = transactions.get(id);
  if (!open) return;
  if (commit) open.commit();
  else open.rollback();
  try {
    await open.done;
  } catch (err) {
    if (!(err instanceof Rollback)) throw err;
  } finally {
    transactions.delete(id);
  }
}

async function handle(message) {
  switch (message.op) {
    case 'ready':
      return await pg.waitReady;
    case 'query':
      return resultData(await target(message.tx).query(message.sql, message.params, queryOptions(message.options)));
    case 'exec':
      return (await target(message.tx).exec(message.sql)).map(resultData);
    case 'begin':
      return await begin();
    case 'commit':
      return await end(message.tx, true);
    case 'rollback':
      return await end(message.tx, false);
    case 'close':
      return await pg.close();
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

parentPort.on('message', (message) => {
  handle(message).then(
    (result) => parentPort.postMessage({ id: message.id, ok: true, result }),
    (err) => parentPort.postMessage({ id: message.id, ok: false, error: errorData(err) }),
  );
});
