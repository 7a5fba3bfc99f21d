// Serves the built runtime bundle for the browser journeys: the reference API
// server when it exists (in demo mode: the journeys sign in as the demo users
// and read codes from /dev/mailbox), else Vite's preview server. Builds the
// bundle first when dist/runtime is missing.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const portIndex = process.argv.indexOf('--port');
const port = portIndex > -1 ? process.argv[portIndex + 1] : '4319';

// E2E_DIST lets parallel work trees of one checkout build and serve their own bundle.
const dist = process.env.E2E_DIST ?? 'dist/runtime';
if (!fs.existsSync(`${dist}/index.html`)) {
  const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit', env: { ...process.env, AVA_OUT_DIR: dist } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// E2E_SERVER_LOG: the server's whole output (info level: one line per request) goes to that file, so a journey can
// check what the log holds (tests/e2e/signing.spec.ts: no live signing token); warnings still reach the console.
const logFile = process.env.E2E_SERVER_LOG;
const useServer = fs.existsSync('server/main.ts');
const child = useServer
  ? spawn('npx', ['tsx', 'server/main.ts', '--serve-dist', dist], {
      stdio: logFile ? ['inherit', 'pipe', 'pipe'] : 'inherit',
      env: {
        ...process.env,
        PORT: port,
        PGLITE_DIR: process.env.PGLITE_DIR ?? 'memory://',
        NODE_ENV: 'test',
        LOG_LEVEL: process.env.LOG_LEVEL ?? (logFile ? 'info' : 'warn'),
        DEMO_MODE: '1',
      },
    })
  : spawn('npx', ['vite', 'preview', '--port', port, '--strictPort', '--host', '127.0.0.1'], { stdio: 'inherit' });
if (useServer && logFile) {
  const file = fs.createWriteStream(logFile, { flags: 'w' });
  let pending = '';
  child.stdout.on('data', (chunk) => {
    file.write(chunk);
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const level = /^\{"level":(\d+)/.exec(line)?.[1];
      if (!level || Number(level) >= 40) process.stdout.write(`${line}\n`);
    }
  });
  child.stderr.on('data', (chunk) => {
    file.write(chunk);
    process.stderr.write(chunk);
  });
}
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
