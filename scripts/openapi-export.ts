// Writes the OpenAPI document the server serves at /api/docs/json to a file (default: stdout), from
// a throwaway in-memory database in demo mode, where every route is registered (the development
// mailbox too): `npx tsx scripts/openapi-export.ts [out.json]`. scripts/openapi-check.ts lints it.
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { buildApp } from '../server/app';
import { openDb } from '../server/db/client';

/** The served document, as text. */
export async function exportOpenApi(): Promise<string> {
  const handle = await openDb({ dir: 'memory://' });
  try {
    await handle.migrate();
    const app = await buildApp({ db: handle.db, demo: true, jobs: { work: false } });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
      if (res.statusCode !== 200) throw new Error(`/api/docs/json answered ${res.statusCode}`);
      return `${JSON.stringify(res.json(), null, 2)}\n`;
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const text = await exportOpenApi();
  const out = process.argv[2];
  if (out) writeFileSync(out, text);
  else process.stdout.write(text);
}
