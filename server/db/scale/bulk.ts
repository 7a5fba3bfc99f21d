import type { Db } from '../client';
import { lit, rows, run } from './context';

/**
 * Secondary indexes and foreign keys of the tables a bulk load fills: each
 * row of a million-row INSERT would otherwise update every index and fire a
 * foreign-key check one by one. They are read from the catalog (so whatever
 * the migrations define comes back exactly), dropped before the load and
 * rebuilt after it in one sort per index and one join per key. Primary keys
 * and constraint-backed unique indexes stay. Run inside the load's
 * transaction: a failure rolls the drops back too.
 */
export async function withoutSecondaryIndexes<T>(
  db: Db,
  tables: readonly string[],
  load: () => Promise<T>,
): Promise<T> {
  const names = `array[${tables.map(lit).join(', ')}]::text[]`;
  const indexes = await rows<{ name: string; def: string }>(
    db,
    `select quote_ident(ic.relname) as name, pg_get_indexdef(i.indexrelid) as def
     from pg_index i
     join pg_class c on c.oid = i.indrelid
     join pg_class ic on ic.oid = i.indexrelid
     where c.relnamespace = current_schema()::regnamespace and c.relname = any(${names})
       and not i.indisprimary and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
     order by 1`,
  );
  const keys = await rows<{ name: string; tbl: string; def: string }>(
    db,
    `select quote_ident(k.conname) as name, quote_ident(c.relname) as tbl, pg_get_constraintdef(k.oid) as def
     from pg_constraint k join pg_class c on c.oid = k.conrelid
     where k.contype = 'f' and c.relnamespace = current_schema()::regnamespace and c.relname = any(${names})
     order by 1`,
  );
  for (const key of keys) await run(db, `alter table ${key.tbl} drop constraint ${key.name}`);
  for (const index of indexes) await run(db, `drop index ${index.name}`);
  const result = await load();
  for (const index of indexes) await run(db, index.def);
  for (const key of keys) await run(db, `alter table ${key.tbl} add constraint ${key.name} ${key.def}`);
  return result;
}
