// Serves one per-tenant bundle (dist/tenants/<id>) for the browser journeys,
// building the per-tenant folders first when that one is missing.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > -1 ? process.argv[i + 1] : fallback;
};
const tenant = arg('--tenant', 'harbour-hk');
const port = arg('--port', '4320');
// Each port builds into its own folder, so parallel runs never race on one output.
const outRoot = process.env.E2E_TENANT_DIST ?? `dist/e2e-tenants-${port}`;
const dir = `${outRoot}/${tenant}`;

if (!fs.existsSync(`${dir}/index.html`)) {
  const build = spawnSync('npx', ['tsx', 'scripts/build-tenants.ts', tenant], {
    stdio: 'inherit',
    env: { ...process.env, AVA_TENANTS_OUT: outRoot },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const child = spawn(
  'npx',
  ['vite', 'preview', '--outDir', dir, '--port', port, '--strictPort', '--host', '127.0.0.1'],
  {
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
