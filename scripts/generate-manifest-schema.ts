/**
 * `npm run tenants:schema` — writes tenants/manifest.schema.json from the zod
 * manifest schema. The validator fails when the committed file is stale.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { manifestJsonSchemaText, manifestSchemaFileName } from './lib/manifest-json-schema';

const target = path.resolve('tenants', manifestSchemaFileName);
writeFileSync(target, manifestJsonSchemaText());
console.log(`wrote ${path.relative(process.cwd(), target)}`);
