/**
 * Starts the reference API: `npm run server [-- --serve-dist dist]`.
 * PORT (8080), HOST (127.0.0.1), DATABASE_URL or PGLITE_DIR, SERVE_DIST, PUBLIC_ORIGIN,
 * TLS_CERT_FILE + TLS_KEY_FILE (HTTPS with HTTP/2).
 */
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { buildApp } from './app';
import { publicOrigin, tlsFiles } from './config';
import { openDbFromEnv } from './db/client';
import { seedIfEmpty } from './db/seed/index';
import { loadTenants } from './tenants';
import { loggerOptions } from './lib/log-options';

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const started = performance.now();
const tls = tlsFiles();
const tenants = loadTenants();
const handle = await openDbFromEnv();
await handle.migrate();
const seeded = await seedIfEmpty(handle.db, tenants.all);
// Fresh planner statistics: PGlite has no autovacuum, and without them a seeded or
// bulk-loaded database plans the worklist page as a nested loop over every row (bench:load).
await handle.db.execute(sql`analyze`);
const app = await buildApp({
  db: handle.db,
  tenants,
  serveDist: argValue('--serve-dist') ?? process.env.SERVE_DIST,
  logger: loggerOptions(process.env.LOG_LEVEL ?? 'info'),
  ...(tls ? { tls: { cert: fs.readFileSync(tls.cert), key: fs.readFileSync(tls.key) } } : {}),
});
// A malformed PUBLIC_ORIGIN stops the start here, not at the first QR code.
publicOrigin();
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
await app.listen({ port, host });
app.log.info(`ready in ${Math.round(performance.now() - started)} ms (${handle.kind}${seeded ? ', seeded' : ''}${tls ? ', https + HTTP/2' : ''})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => handle.close()).then(() => process.exit(0));
  });
}
