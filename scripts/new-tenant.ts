/**
 * `npm run tenants:new -- <id> --country <singapore|malaysia|indonesia|"hong kong"> [--name "Display Name"] [--dir tenants]`
 * Scaffolds a tenant from its country's defaults, validates the folder, and
 * says what to do next.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatProblem } from './lib/problem';
import { parseCountry, ScaffoldRefusal, scaffoldTenant } from './lib/scaffold-tenant';
import { tenantFolderNames, validateTenants } from './lib/validate-tenants';

const usage =
  'usage: npm run tenants:new -- <id> --country <singapore|malaysia|indonesia|"hong kong"> [--name "Display Name"] [--dir tenants]';

function main(): number {
  let args;
  try {
    args = parseArgs({
      allowPositionals: true,
      options: { country: { type: 'string' }, name: { type: 'string' }, dir: { type: 'string', default: 'tenants' } },
    });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
    return 2;
  }
  const [id, ...extra] = args.positionals;
  if (!id || extra.length > 0) {
    console.error(usage);
    return 2;
  }
  const tenantsDir = args.values.dir;
  let written: string[];
  try {
    const country = parseCountry(args.values.country);
    written = scaffoldTenant({
      id,
      country,
      tenantsDir,
      ...(args.values.name ? { displayName: args.values.name } : {}),
    });
  } catch (error) {
    if (error instanceof ScaffoldRefusal) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  for (const file of written) console.log(`created ${path.relative(process.cwd(), file)}`);

  const problems = validateTenants(tenantsDir);
  if (problems.length > 0) {
    for (const problem of problems) console.error(formatProblem(problem));
    return 1;
  }
  const manifest = path.join(tenantsDir, id, 'manifest.json');
  console.log(`${tenantFolderNames(path.resolve(tenantsDir)).length} tenants valid`);
  console.log(
    [
      '',
      'Next steps:',
      `  1. In ${manifest}, replace the placeholders: legalName, links.privacyStatement, links.terms, api.authorization.`,
      `  2. Replace ${path.join(tenantsDir, id, 'logo.svg')} with the client's logo; adjust palettes if the brand colour differs.`,
      `  3. npm run build:tenants ${id}`,
    ].join('\n'),
  );
  return 0;
}

process.exitCode = main();
