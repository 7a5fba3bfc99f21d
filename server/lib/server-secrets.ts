import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverSecrets } from '../db/schema/platform';
import { randomToken } from './secrets';

export type ServerSecretName = 'xsrf-signing-key' | 'oidc-flow-key';

// A secret never changes once made, so each database is asked once per process.
const cache = new WeakMap<Db, Map<ServerSecretName, Promise<string>>>();

async function getOrCreate(db: Db, name: ServerSecretName): Promise<string> {
  // Racing instances both insert; the first wins and every instance reads the winner.
  await db.insert(serverSecrets).values({ name, value: randomToken(), createdAt: new Date() }).onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name))
    .limit(1);
  if (!row) throw new Error(`server secret ${name} was neither made nor found`);
  return row.value;
}

/**
 * A secret the server makes itself on first use and keeps in the database,
 * so every instance behind a load balancer signs and verifies alike. A
 * non-empty `override` (an environment variable) wins, for deployments that
 * manage their secrets outside the database.
 */
export function serverSecret(db: Db, name: ServerSecretName, override?: string): Promise<string> {
  if (override?.trim()) return Promise.resolve(override.trim());
  const perDb = cache.get(db) ?? new Map<ServerSecretName, Promise<string>>();
  cache.set(db, perDb);
  let secret = perDb.get(name);
  if (!secret) {
    secret = getOrCreate(db, name);
    // A failed read (database down at start) is not remembered: the next call asks again.
    void secret.catch(() => perDb.delete(name));
    perDb.set(name, secret);
  }
  return secret;
}
