import { hash, lit, locationJoin, locationsByIndex, run, tenantValues, type ScaleContext } from './context';
import { mobileSql, personSql } from './names';

const userColumns =
  'id, tenant_id, email, password_hash, role_id, status, first_name, last_name, gender, birthday, mobile, provider_id';

/** Adults born 1950–1999, by a hash of the row. */
const birthdaySql = (ctx: ScaleContext, g: string, salt: number) =>
  `(date '1950-01-01' + (${hash(ctx, g, salt)} % 18250)::int)`;

/**
 * Every generated account: patients, the doctors' own logins, one staff login
 * per clinic, screening centre and hospital, specialists, agents and one payor
 * per tenant. All share one scrypt hash of the fixture password (hashed once).
 * Ids start `scu-`, e-mails end `.example`, so nothing collides with the demo.
 */
export async function generateUsers(ctx: ScaleContext): Promise<void> {
  const T = ctx.tenants.length;
  const pw = lit(ctx.passwordHash);
  const tn = tenantValues(ctx);
  const series = (count: number, role: string, prefix: string, salt: number, provider: string) => {
    const person = personSql(ctx, 'tn.country', `g + ${salt * 1_000_000}`, salt);
    return `insert into users (${userColumns})
      select '${prefix}' || g, tn.id, '${role}.' || g || '@' || tn.id || '.example', ${pw}, '${role}', 'active',
             ${person.first}, ${person.last}, ${person.gender}, ${birthdaySql(ctx, 'g', salt + 1)},
             ${mobileSql('tn.country', `g * 7919 + ${salt}`)}, ${provider}
      from generate_series(1, ${count}) g join (${tn}) tn on tn.t = (g - 1) % ${T}`;
  };
  await run(ctx.db, series(ctx.shape.patients, 'patient', 'scu-p-', 51, 'null'));
  // Specialists work for their tenant's first hospital (local index 1); agents for the tenant's agency.
  await run(ctx.db, series(ctx.shape.specialists, 'specialist', 'scu-s-', 53, `'scp-' || (tn.t + 1 + ${T})`));
  await run(ctx.db, series(ctx.shape.agents, 'agent', 'scu-a-', 55, `'prov-' || tn.id`));
  await run(ctx.db, series(T, 'payor', 'scu-y-', 57, `'prov-' || tn.id`));
  await run(
    ctx.db,
    `insert into users (${userColumns})
     select d.user_id, d.tenant_id, 'doctor.' || substr(d.id, 5) || '@' || d.tenant_id || '.example', ${pw}, 'doctor',
            'active', regexp_replace(d.fullname, '^Dr\\. (.*) [^ ]+$', '\\1'), regexp_replace(d.fullname, '^.* ', ''),
            d.gender, ${birthdaySql(ctx, 'substr(d.id, 5)::int', 59)},
            ${mobileSql('d.country', `substr(d.id, 5)::int * 6007 + 59`)}, u.provider_id
     from doctors d join appointment_units u on u.unit_id = 100000 + substr(d.id, 5)::int
     where d.id like 'scd-%'`,
  );
  const staff = personSql(ctx, 'f.country', 'substr(f.id, 5)::int + 61000000', 61);
  await run(
    ctx.db,
    `insert into users (${userColumns})
     select 'scu-' || r.letter || '-' || substr(f.id, 5), f.tenant_id,
            r.role || '.' || substr(f.id, 5) || '@' || f.tenant_id || '.example', ${pw}, r.role, 'active',
            ${staff.first}, ${staff.last}, ${staff.gender}, ${birthdaySql(ctx, 'substr(f.id, 5)::int', 62)},
            ${mobileSql('f.country', `substr(f.id, 5)::int * 4001 + 62`)}, 'scp-' || substr(f.id, 5)
     from facilities f
     cross join lateral (select case when f.kind = 'hospital' then 'hospital' else 'clinic' end as role,
                                case when f.kind = 'hospital' then 'h' else 'c' end as letter) r
     where f.id like 'scf-%'`,
  );
}

/** My Account items of every generated account: its e-mail, mobile and one address, each preferred. */
export async function generateProfileItems(ctx: ScaleContext): Promise<void> {
  const n = `substr(u.id, 7)::int`;
  await run(
    ctx.db,
    `insert into profile_items (id, user_id, kind, value, address, preferred)
     select 'pi-' || u.id || '-' || k.kind, u.id, k.kind,
            case k.kind when 'email' then u.email when 'contact_number' then u.mobile else '' end,
            case when k.kind = 'address' then jsonb_build_object(
              'street', loc.city || ' Road', 'block', (1 + ${n} % 400)::text, 'postalCode', lpad((${n} % 100000)::text, 6, '0'),
              'buildingName', '', 'level', lpad((1 + ${n} % 30)::text, 2, '0'), 'number', (1 + ${n} % 120)::text,
              'country', t.country, 'region', loc.region, 'city', loc.city) end,
            true
     from users u
     join tenants t on t.id = u.tenant_id
     cross join (values ('email'), ('contact_number'), ('address')) k(kind)
     join (${locationsByIndex}) loc on ${locationJoin(ctx, 't.country', hash(ctx, n, 63))}
     where u.id like 'scu-%'`,
  );
}
