/**
 * npm run locales:check — fails on a key missing from any locale, a key in a
 * locale that en lacks, or a key no code uses.
 */
import path from 'node:path';
import { compareLocales, findUnusedKeys, readSources } from './lib/locale-keys';

const localesDir = path.resolve(process.argv[2] ?? 'locales');
const { problems, keys } = compareLocales(localesDir);
const unused = findUnusedKeys(keys, readSources(['src', 'server/modules/notifications']));
for (const p of problems) console.error(`${p.file}: ${p.message}`);
for (const key of unused) {
  console.error(`locales/en/${key.split(':')[0]}.json: key "${key.split(':')[1]}" is not used in src/`);
}
const count = [...keys.values()].reduce((n, k) => n + k.length, 0);
if (problems.length + unused.length > 0) {
  console.error(`${problems.length + unused.length} locale problem(s)`);
  process.exit(1);
}
console.log(`locales ok: ${keys.size} namespaces, ${count} keys in every locale`);
