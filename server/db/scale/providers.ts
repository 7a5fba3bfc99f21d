import { panelIconUrl } from '../../modules/doctor-search';
import { hash, lit, locationJoin, locationsByIndex, rows, run, tenantValues, type ScaleContext } from './context';
import { facilityNameSql, languagesSql, personSql, priceFactor, qualificationsSql, specialtySql } from './names';

/** Facility n's kind by its local index k: a tenth screening centres, a fifth hospitals, the rest clinics. */
export const kindOf = (k: string) =>
  `(case when (${k}) % 10 = 2 then 'screening' when (${k}) % 10 in (1, 5) then 'hospital' else 'clinic' end)`;

/**
 * The local facility index of doctor j of a tenant: squared, so the first
 * doctors crowd into the first few clinics (the big ones with large worklists)
 * and the rest spread thinly. Never a screening centre.
 */
export const doctorFacilityK = (j: string) =>
  `(case when floor(f_t * power((${j})::float8 / d_t, 2))::int % 10 = 2 ` +
  `then floor(f_t * power((${j})::float8 / d_t, 2))::int - 1 else floor(f_t * power((${j})::float8 / d_t, 2))::int end)`;

/** A doctor at two locations (every fourth): the second one, never a screening centre. */
export const secondFacilityK = (k: string, g: string) =>
  `(case when ((${k}) + 1 + (${g}) % 5) % f_t % 10 = 2 then ((${k}) + 1 + (${g}) % 5) % f_t - 1 ` +
  `else ((${k}) + 1 + (${g}) % 5) % f_t end)`;

/** Facility id of local index k in tenant t (n = t + 1 + tenants * k). */
export const facilityIdOf = (ctx: ScaleContext, t: string, k: string) =>
  `'scf-' || ((${t}) + 1 + ${ctx.tenants.length} * (${k}))`;

async function panelsByTenant(ctx: ScaleContext): Promise<string> {
  const payors = await rows<{ tenant_id: string; name: string }>(
    ctx.db,
    'select tenant_id, name from payors order by tenant_id, sort_order',
  );
  const arms = ctx.tenants.map((t) => {
    const panels = payors
      .filter((p) => p.tenant_id === t.id)
      .map((p) => ({ name: p.name, iconUrl: panelIconUrl(p.name) }));
    return `when ${lit(t.id)} then ${lit(JSON.stringify(panels))}::jsonb`;
  });
  return `(case tn.id ${arms.join(' ')} else '[]'::jsonb end)`;
}

export async function generateFacilities(ctx: ScaleContext): Promise<void> {
  const T = ctx.tenants.length;
  const panels = await panelsByTenant(ctx);
  const name = facilityNameSql(ctx, 'tn.country', 'f.kind', 'loc.city', 'f.g');
  await run(
    ctx.db,
    `insert into facilities (id, tenant_id, facility_name, kind, country, region_state, city, address, panels)
     select 'scf-' || f.g, tn.id, ${name} || ' ' || (f.k + 1), f.kind, tn.country, loc.region, loc.city,
            (10 + f.g % 190) || ' ' || loc.city || ' Road', ${panels}
     from (select g, (g - 1) % ${T} as t, (g - 1) / ${T} as k, ${kindOf('(g - 1) / ' + T)} as kind
           from generate_series(1, ${ctx.shape.facilities}) g) f
     join (${tenantValues(ctx)}) tn on tn.t = f.t
     join (${locationsByIndex}) loc on ${locationJoin(ctx, 'tn.country', hash(ctx, 'f.g', 11))}`,
  );
}

export async function generateDoctors(ctx: ScaleContext): Promise<void> {
  const T = ctx.tenants.length;
  const person = personSql(ctx, 'd.country', 'd.g', 21);
  const specialty = specialtySql('d.country', 'd.j');
  const factor = `(case d.currency ${Object.entries(priceFactor)
    .map(([code, f]) => `when '${code}' then ${f}`)
    .join(' ')} else 1 end)`;
  await run(
    ctx.db,
    `insert into doctors (id, tenant_id, user_id, fullname, gender, consult_fee, currency, country, region_state, city,
                          languages, specialties, sub_specialties, qualifications, work_experiences, background)
     select 'scd-' || p.g, p.tenant_id, 'scu-d-' || p.g, 'Dr. ' || p.first || ' ' || p.last, p.gender,
            (6 + ${hash(ctx, 'p.g', 22)} % 20) * 10 * p.factor, p.currency, p.country, f.region_state, f.city,
            ${languagesSql(ctx, 'p.country', 'p.g')}, jsonb_build_array(p.specialty), jsonb_build_array(p.sub),
            ${qualificationsSql(ctx, 'p.country', 'p.g')},
            jsonb_build_array('Consultant, ' || p.specialty || ', ' || f.facility_name || ' (' || (2010 + p.g % 12) || '–present)'),
            'Dr. ' || p.first || ' ' || p.last || ' is a ' || lower(p.specialty) || ' specialist practising in '
              || f.city || ' with ' || (4 + p.g % 26) || ' years of clinical experience.'
     from (select d.g, d.t, d.fk, d.tenant_id, d.country, d.currency, ${factor} as factor,
                  ${person.first} as first, ${person.last} as last, ${person.gender} as gender,
                  ${specialty.name} as specialty, ${specialty.sub} as sub
           from (select g, x.t, x.j, tn.id as tenant_id, tn.country, tn.currency, ${doctorFacilityK('x.j')} as fk
                 from generate_series(1, ${ctx.shape.doctors}) g
                 cross join lateral (select (g - 1) % ${T} as t, (g - 1) / ${T} as j) x
                 join (${tenantValues(ctx)}) tn on tn.t = x.t offset 0) d offset 0) p
     join facilities f on f.id = ${facilityIdOf(ctx, 'p.t', 'p.fk')}`,
  );
}

/**
 * Each doctor × practice is an appointment unit owned by the facility's
 * provider (`scp-<n>`); every screening centre has two units (3 per slot).
 */
export async function generateUnits(ctx: ScaleContext): Promise<void> {
  const T = ctx.tenants.length;
  const home = `(select g, x.t, tn.f_t, ${doctorFacilityK('x.j')} as fk
                 from generate_series(1, ${ctx.shape.doctors}) g
                 cross join lateral (select (g - 1) % ${T} as t, (g - 1) / ${T} as j) x
                 join (${tenantValues(ctx)}) tn on tn.t = x.t)`;
  const unitFrom = (unitBase: number, facility: string, where: string) =>
    `insert into appointment_units (unit_id, tenant_id, provider_id, kind, doctor_id, facility_id, resource_name,
                                    location_name, default_duration_in_minute, slot_capacity)
     select ${unitBase} + h.g, d.tenant_id, 'scp-' || substr(f.id, 5), 'doctor', d.id, f.id, d.fullname,
            f.facility_name, 30, 1
     from ${home} h
     join doctors d on d.id = 'scd-' || h.g
     join facilities f on f.id = ${facility}
     ${where}`;
  await run(ctx.db, unitFrom(100_000, facilityIdOf(ctx, 'h.t', 'h.fk'), ''));
  await run(ctx.db, unitFrom(200_000, facilityIdOf(ctx, 'h.t', secondFacilityK('h.fk', 'h.g')), 'where h.g % 4 = 0'));
  await run(
    ctx.db,
    `insert into appointment_units (unit_id, tenant_id, provider_id, kind, doctor_id, facility_id, resource_name,
                                    location_name, default_duration_in_minute, slot_capacity)
     select 300000 + substr(f.id, 5)::int * 10 + s, f.tenant_id, 'scp-' || substr(f.id, 5), 'screening', null, f.id,
            f.facility_name || case when s = 2 then ' (Suite B)' else '' end, f.facility_name, 30, 3
     from facilities f cross join generate_series(1, 2) s
     where f.id like 'scf-%' and f.kind = 'screening'`,
  );
  // The basic packages at every centre, the specialised ones at every other unit (as the demo seed).
  await run(
    ctx.db,
    `insert into package_units (package_id, unit_id)
     select p.id, u.unit_id
     from appointment_units u
     join (select id, tenant_id, (row_number() over (partition by tenant_id order by sort_order) - 1)::int as i
           from screening_packages) p on p.tenant_id = u.tenant_id
     where u.unit_id >= 300000 and (p.i < 3 or (p.i + u.unit_id) % 2 = 0)`,
  );
}
