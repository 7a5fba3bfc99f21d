import type { Db } from './client';

/**
 * A statement built once per database handle, then only executed with new
 * placeholder values. Building the SQL is most of the server CPU Drizzle
 * spends on a short read (the profile in
 * docs/decisions/0026-cheaper-requests-on-the-server.md), and on
 * node-postgres the statement is a named one, which PostgreSQL parses once per
 * connection. PGlite ignores the name and runs the built SQL as it is.
 * Names must be unique in the process and always go with the same SQL.
 * Only for `deps.db`: a statement belongs to the handle it was built on, so
 * it would run outside a transaction it was called from.
 */
export function preparedOnce<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
