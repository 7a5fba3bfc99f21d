import { patientNames } from '../seed/domain/names';
import { byCountry, hash, pick, run, tenantValues, type ScaleContext } from './context';

/**
 * The coming weeks' calendars of every generated unit, as the demo seed lays
 * them out: doctors 09:00–12:00 and 14:00–17:00 (18:00 for every fourth unit)
 * on weekdays and alternate Saturday mornings; a doctor at two practices works
 * Mon/Wed/Fri(+Sat) at the first and Tue/Thu at the second; screening centres
 * 08:00–12:00 and 14:00–16:00, Saturdays 08:00–11:00. About 4 % of later days
 * are closed, 5 % of future slots are full with walk-ins, and a fifth of
 * screening slots hold one walk-in.
 */
export async function generateSchedules(ctx: ScaleContext): Promise<void> {
  const now = `timestamptz '${ctx.now.toISOString()}'`;
  const days = ctx.shape.scheduleWeeks * 7;
  // A doctor unit 1000xx with a second practice (its doctor number divisible by 4) keeps to its weekdays.
  const works = `(case
      when wd = 6 then false
      when u.kind = 'screening' then true
      when u.unit_id >= 200000 then wd in (1, 3)
      when (u.unit_id - 100000) % 4 = 0 then wd in (0, 2, 4, 5)
      when wd = 5 then ((off / 7) + u.unit_id) % 2 = 0
      else true end)`;
  const closed = `(off > 2 and ${hash(ctx, 'u.unit_id::bigint * 100 + off', 71)} % 100 < 4)`;
  await run(
    ctx.db,
    `insert into schedule_days (id, tenant_id, unit_id, local_date, start, is_closed, note)
     select 'scday-' || u.unit_id || '-' || to_char(tn.monday + off, 'YYYY-MM-DD'), u.tenant_id, u.unit_id,
            to_char(tn.monday + off, 'YYYY-MM-DD'), ((tn.monday + off)::timestamp - make_interval(mins => tn.off_min)) at time zone 'UTC',
            ${closed}, case when ${closed} then (array['Doctor on leave', 'Clinic closed', 'Public holiday'])[1 + off % 3] end
     from appointment_units u
     join (${tenantValues(ctx)}) tn on tn.id = u.tenant_id
     cross join generate_series(0, ${days - 1}) off
     cross join lateral (select off % 7 as wd) w
     where u.unit_id >= 100000 and ${works}`,
  );
  await run(
    ctx.db,
    `insert into schedule_sessions (id, tenant_id, unit_id, day_id, start, "end", duration_in_minute)
     select 'scses-' || d.unit_id || '-' || d.local_date || '-' || w.w, d.tenant_id, d.unit_id, d.id,
            d.start + make_interval(mins => w.from_min), d.start + make_interval(mins => w.to_min),
            u.default_duration_in_minute
     from schedule_days d
     join appointment_units u on u.unit_id = d.unit_id
     cross join lateral (select extract(isodow from d.local_date::date)::int - 1 as wd) x
     cross join lateral (
       select * from (values
         (1, case when u.kind = 'screening' then 480 else 540 end,
             case when u.kind = 'screening' and x.wd = 5 then 660 when u.kind = 'screening' then 720 else 720 end),
         (2, case when u.kind = 'screening' then 840 else 840 end,
             case when x.wd = 5 then null when u.kind = 'screening' then 960
                  when u.unit_id % 4 = 0 then 1080 else 1020 end)
       ) v(w, from_min, to_min) where v.to_min is not null) w
     where d.id like 'scday-%' and not d.is_closed`,
  );
  const full = `(gs.start > ${now} and ${hash(ctx, 'gs.unit_id::bigint * 10000 + gs.k * 97 + gs.day_n', 72)} % 100 < 5)`;
  const partial = `(gs.capacity > 1 and ${hash(ctx, 'gs.unit_id::bigint * 10000 + gs.k * 97 + gs.day_n', 73)} % 100 < 20)`;
  await run(
    ctx.db,
    `insert into schedule_slots (id, tenant_id, unit_id, session_id, start, "end", capacity, booked_count)
     select 'scslot-' || substr(gs.session_id, 7) || '-' || gs.k, gs.tenant_id, gs.unit_id, gs.session_id, gs.start,
            gs.start + make_interval(mins => gs.duration), gs.capacity,
            case when ${full} then gs.capacity when ${partial} then 1 else 0 end
     from (select s.id as session_id, s.tenant_id, s.unit_id, s.duration_in_minute as duration, u.slot_capacity as capacity,
                  k, s.start + make_interval(mins => k * s.duration_in_minute) as start,
                  (extract(epoch from s.start) / 60)::bigint % 100000 as day_n
           from schedule_sessions s
           join appointment_units u on u.unit_id = s.unit_id
           cross join lateral generate_series(0, (extract(epoch from s."end" - s.start) / 60)::int / s.duration_in_minute - 1) k
           where s.id like 'scses-%' offset 0) gs`,
  );
  const name = byCountry(
    't.country',
    Object.fromEntries(
      Object.entries(patientNames).map(([country, names]) => [
        country,
        pick(
          ctx,
          names.map(([n]) => n),
          'length(s.id) * 1000 + n + extract(epoch from s.start)::bigint / 60 % 100000',
          74,
        ),
      ]),
    ) as Record<keyof typeof patientNames, string>,
  );
  await run(
    ctx.db,
    `insert into slot_bookings (id, tenant_id, unit_id, slot_id, request_id, slot_start_at, slot_end_at, display_name,
                                reference_id, service_type, package_id, created_at)
     select 'scbk-' || s.id || '-' || n, s.tenant_id, s.unit_id, s.id, null, s.start, s."end", ${name},
            'WALKIN-' || s.unit_id || '-' || (extract(epoch from s.start) / 60)::bigint || case when n > 1 then '-' || n else '' end,
            case when s.capacity > 1 then 'MCU' else 'OPD' end,
            case when s.capacity > 1 then (select min(p.package_id) from package_units p where p.unit_id = s.unit_id) end,
            s.start - interval '3 days'
     from schedule_slots s
     join tenants t on t.id = s.tenant_id
     cross join lateral generate_series(1, s.booked_count) n
     where s.id like 'scslot-%' and s.booked_count > 0`,
  );
}
