/**
 * npm run build:tenants [id…] → dist/tenants/<id>/, one deployable folder per
 * tenant holding only that tenant's data. All tenants share one compile.
 */
import path from 'node:path';
import { buildTenants } from './lib/build-tenants';

const ids = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const tenantsDir = process.env.AVA_TENANTS_DIR ?? path.resolve('tenants');
const outDir = process.env.AVA_TENANTS_OUT ?? path.resolve('dist/tenants');
const started = performance.now();
const built = await buildTenants({ ids, tenantsDir, outDir });
for (const dir of built) console.log(`built ${path.relative(process.cwd(), dir)}`);
console.log(`${built.length} tenant bundle(s) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
