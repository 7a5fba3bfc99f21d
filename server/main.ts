/**
 * Starts the reference API: `npm run server [-- --serve-dist dist] [-- --demo]`.
 * PORT (8080), HOST (127.0.0.1), DATABASE_URL or PGLITE_DIR, SERVE_DIST, PUBLIC_ORIGIN (required outside demo
 * mode), TRUST_PROXY (the proxy's addresses/CIDRs),
 * TLS_CERT_FILE + TLS_KEY_FILE (HTTPS with HTTP/2), DEMO_MODE=1 (same as --demo:
 * public demo logins and the development mailbox; see server/config.ts), JOBS_POLL_SECONDS (1: how
 * often idle job workers look for work; the job queue starts and stops with the app, server/lib/jobs).
 */
import fs from 'node:fs';
import { buildApp } from './app';
import { checkStartEnv, demoMode, tlsFiles } from './config';
import { openDbFromEnv } from './db/client';
import { prepareDatabase, StartupRefused } from './db/startup';
import { loadTenants } from './tenants';
import { loggerOptions } from './lib/log-options';

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const started = performance.now();
try {
  checkStartEnv();
} catch (err) {
  // One line, no stack: the message says what to set.
  console.error(`Refusing to start: ${(err as Error).message}`);
  process.exit(1);
}
const tls = tlsFiles();
const demo = demoMode();
const tenants = loadTenants();
const handle = await openDbFromEnv();
let prepared: Awaited<ReturnType<typeof prepareDatabase>>;
try {
  prepared = await prepareDatabase(handle, tenants.all, { demo });
} catch (err) {
  if (!(err instanceof StartupRefused)) throw err;
  console.error(err.message);
  await handle.close();
  process.exit(1);
}
const app = await buildApp({
  db: handle.db,
  tenants,
  demo,
  serveDist: argValue('--serve-dist') ?? process.env.SERVE_DIST,
  logger: loggerOptions(process.env.LOG_LEVEL ?? 'info'),
  ...(tls ? { tls: { cert: fs.readFileSync(tls.cert), key: fs.readFileSync(tls.key) } } : {}),
});
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
await app.listen({ port, host });
if (demo) {
  app.log.warn('Demo mode: public demo logins and the development mailbox are on. Never expose this to the internet.');
}
if (demo && !prepared.demoUsers) {
  app.log.warn(
    'This database was seeded without demo mode: it has no demo logins. Reset it with: npm run db:reset -- --demo',
  );
}
app.log.info(
  `ready in ${Math.round(performance.now() - started)} ms (${handle.kind}${prepared.seeded ? ', seeded' : ''}${demo ? ', demo mode' : ''}${tls ? ', https + HTTP/2' : ''})`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app
      .close()
      .then(() => handle.close())
      .then(() => process.exit(0));
  });
}
