// npm start: builds the runtime bundle, starts the reference API server in
// demo mode serving it (embedded PGlite in .data/pglite, seeded with the demo
// logins on first run), and prints each tenant's URL and the demo logins once
// the server answers. `npm run server` is the start without demo mode.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const port = process.env.PORT ?? '8080';
const origin = `http://127.0.0.1:${port}`;
const env = { ...process.env, PORT: port, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', DEMO_MODE: '1' };

console.log('Building the portal (runtime bundle)…');
const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit', env });
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn('npx', ['tsx', 'server/main.ts', '--serve-dist', 'dist/runtime'], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

const tenants = fs
  .readdirSync('tenants', { withFileTypes: true })
  .filter((d) => d.isDirectory() && fs.existsSync(path.join('tenants', d.name, 'manifest.json')))
  .map((d) => JSON.parse(fs.readFileSync(path.join('tenants', d.name, 'manifest.json'), 'utf8')));
const roles = ['patient', 'agent', 'clinic', 'doctor', 'specialist', 'hospital', 'payor'];

async function waitForServer() {
  for (let i = 0; i < 240; i += 1) {
    try {
      const res = await fetch(`${origin}/api/v1/xsrf`);
      if (res.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

if (await waitForServer()) {
  console.log('\nThe portal is running. Tenants:');
  for (const t of tenants) {
    console.log(`  ${t.displayName.padEnd(18)} ${origin}/app/${t.id}/login${t.isDefault ? '   (default client)' : ''}`);
  }
  console.log('\nDemo logins (password Demo@1234 for all):');
  for (const role of roles) {
    console.log(`  ${role.padEnd(11)} ${role}@<tenant>.demo   e.g. ${role}@${tenants[0]?.id ?? 'ava-sg'}.demo`);
  }
  console.log(`  Mail sent to these addresses (reset codes): ${origin}/dev/mailbox.html`);
  console.log('\nDemo mode: public demo logins and the development mailbox are on. Never expose this to the internet.');
  console.log('\nStop with Ctrl+C. Reset the demo data with: npm run db:reset -- --demo');
}
