/**
 * `npm run accounts:create -- --tenant <id> --role <role> [--provider <providerId>] --email <address>
 * [--first-name <name>] [--last-name <name>]`: a staff, agent or patient account (staff and agents need
 * --provider; patients have none) in the database of
 * DATABASE_URL (or PGLITE_DIR). No password is set or printed; the person sets one through
 * "Forgot password?" on the tenant's login page.
 */
import { parseArgs } from 'node:util';
import { publicOrigin } from '../server/config';
import { openDbFromEnv } from '../server/db/client';
import { AccountRefused, createAccount, staffRoleIds } from '../server/db/create-account';

const usage = `Usage: npm run accounts:create -- --tenant <id> --role <${staffRoleIds.join('|')}|patient> [--provider <providerId>] --email <address> [--first-name <name>] [--last-name <name>]`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let values: Record<string, string | undefined>;
try {
  ({ values } = parseArgs({
    options: {
      tenant: { type: 'string' },
      role: { type: 'string' },
      provider: { type: 'string' },
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
    },
  }));
} catch (err) {
  fail(`${(err as Error).message}. ${usage}`);
}
const { tenant, role, provider, email } = values;
if (!tenant || !role || !email || (!provider && role !== 'patient')) fail(usage);

const handle = await openDbFromEnv();
try {
  const account = await createAccount(handle.db, {
    tenantId: tenant,
    roleId: role,
    providerId: provider,
    email,
    firstName: values['first-name'],
    lastName: values['last-name'],
  });
  const login = `${publicOrigin() ?? ''}/app/${account.tenantId}/login`;
  console.log(
    `Created ${account.roleId} account ${account.email} in tenant ${account.tenantId} (user id ${account.userId}).`,
  );
  console.log(
    `It has no usable password: the person sets one with "Forgot password?" on ${login}, which e-mails them a reset code.`,
  );
} catch (err) {
  process.exitCode = 1;
  // A refusal is the whole message; anything else (e.g. a database never migrated: start the server once) gets one line too.
  console.error(
    err instanceof AccountRefused ? err.message : `Could not create the account: ${(err as Error).message}`,
  );
} finally {
  await handle.close();
}
