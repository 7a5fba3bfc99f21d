import { defineConfig } from 'drizzle-kit';

/**
 * `npm run db:generate` writes SQL migrations from every schema file
 * (core.ts and the domain tables in domain.ts); the server applies the same
 * files on PGlite and on PostgreSQL.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/*.ts',
  out: './server/db/migrations',
});
