// npm test's gate on the API description (docs/server.md, "Routes"): exports the document the server
// serves, lints it with @redocly/cli under redocly.yaml (the recommended rules), generates a typed
// fetch client from it with @hey-api/openapi-ts and compiles that client, with a call a hospital's
// developer would write, under strict TypeScript. Everything is written to a temporary folder.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportOpenApi } from './openapi-export';

const dir = mkdtempSync(join(tmpdir(), 'ava-openapi-'));
const document = join(dir, 'openapi.json');

function step(label: string, args: string[]): boolean {
  const started = Date.now();
  // No telemetry or update checks from the tools: the gate runs offline like the rest of npm test.
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  const res = spawnSync('npx', args, { stdio: 'inherit', env });
  const ok = res.status === 0;
  console.log(`openapi: ${label} ${ok ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return ok;
}

/** Typed calls against the generated SDK: a wrong body or a missing path parameter would not compile. */
const usage = `import { getApiV1Xsrf, postApiV1AccessAuthenticate } from './client/sdk.gen';
import type { ErrorEnvelope } from './client/types.gen';

export async function signIn(): Promise<string | undefined> {
  await getApiV1Xsrf();
  const answer = await postApiV1AccessAuthenticate({
    body: { clientName: 'ava-sg', email: 'patient@ava-sg.demo', password: 'Demo@1234' },
  });
  const failed: ErrorEnvelope | undefined = answer.error;
  return failed ? failed.error.message : answer.data?.data.link;
}
`;

const tsconfig = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'Bundler',
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  },
  include: ['**/*.ts'],
};

let ok = false;
try {
  writeFileSync(document, await exportOpenApi());
  ok =
    step('redocly lint', ['redocly', 'lint', document, '--config', 'redocly.yaml', '--format', 'stylish']) &&
    step('client generated', ['openapi-ts', '--input', document, '--output', join(dir, 'client')]);
  if (ok) {
    writeFileSync(join(dir, 'use.ts'), usage);
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2));
    ok = step('client compiles', ['tsc', '-p', join(dir, 'tsconfig.json')]);
  }
} finally {
  if (ok) rmSync(dir, { recursive: true, force: true });
  else console.log(`openapi: the document and the client are kept in ${dir}`);
}
process.exit(ok ? 0 : 1);
