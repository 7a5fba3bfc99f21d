/**
 * `npm run tenants:validate [tenants-folder]` — exits 1 with one line per
 * problem on stderr (nothing else, so tools can read it), or 0 with a one-line
 * summary on stdout.
 */
import path from 'node:path';
import { formatProblem } from './lib/problem';
import { tenantFolderNames, validateTenants } from './lib/validate-tenants';

const tenantsDir = process.argv[2] ?? 'tenants';
const problems = validateTenants(tenantsDir);

if (problems.length > 0) {
  for (const problem of problems) console.error(formatProblem(problem));
  process.exitCode = 1;
} else {
  const count = tenantFolderNames(path.resolve(tenantsDir)).length;
  console.log(`${count} tenant${count === 1 ? '' : 's'} valid`);
}
