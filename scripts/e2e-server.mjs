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

const useServer = fs.existsSync('server/main.ts');
const child = useServer
  ? spawn('npx', ['tsx', 'server/main.ts', '--serve-dist', dist], {
      stdio: 'inherit',
      env: {
        ...process.env,
        PORT: port,
        PGLITE_DIR: process.env.PGLITE_DIR ?? 'memory://',
        NODE_ENV: 'test',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        DEMO_MODE: '1',
      },
    })
  : spawn('npx', ['vite', 'preview', '--port', port, '--strictPort', '--host', '127.0.0.1'], { stdio: 'inherit' });
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
