import { historyNotes } from '../../../src/lib/api/contract/history-notes';
import { conditions, reasonsBy } from '../seed/domain/patients';
import { cancelNotesBy } from '../seed/domain/worklist';
import { byCountry, hash, lit, pick, run, tenantValues, unit, type ScaleContext } from './context';

type Country = keyof typeof reasonsBy;

const nowOf = (ctx: ScaleContext) => `timestamptz '${ctx.now.toISOString()}'`;

/** Days back a request counts as recent: still pending, or scheduled in the coming weeks. */
const recentDays = 21;

/**
 * When the clinic answered (proposed or booked a slot): 1 hour to 2 days after
 * the request, never after now or after the booked slot. `g` is the request number.
 */
function clinicAt(ctx: ScaleContext, g: string, created: string, slotStart: string): string {
  return `least(${created} + make_interval(mins => 60 + (${hash(ctx, g, 91)} % 2880)::int), ${nowOf(ctx)} - interval '1 minute', coalesce(${slotStart} - interval '1 hour', 'infinity'))`;
}

function cancelAt(ctx: ScaleContext, g: string, created: string): string {
  return `least(${created} + make_interval(mins => 3000 + (${hash(ctx, g, 92)} % 4000)::int), ${nowOf(ctx)} - interval '1 minute')`;
}

/**
 * One million requests (large) over three years, OPD and (a fifth) MCU, every
 * one from a generated patient account, 8 % through an agent. OPD requests go
 * to doctor j of the tenant with j skewed toward the first doctors, who crowd
 * the first clinics (providers.ts): a few providers hold very large worklists.
 * Old requests are mostly Attended; recent ones pending or scheduled.
 */
export async function generateRequests(ctx: ScaleContext): Promise<void> {
  const T = ctx.tenants.length;
  const now = nowOf(ctx);
  const H = ctx.shape.historyDays * 1440;
  const status = `(case when m.age_min < ${recentDays * 1440} then (case
        when m.x < 35 then 'Pending Clinic Response' when m.x < 45 then 'Pending Patient Response'
        when m.x < 80 then 'Scheduled' when m.x < 90 then 'Cancel' else 'Incomplete' end)
      else (case when m.x < 72 then 'Attended' when m.x < 80 then 'No Show' when m.x < 93 then 'Cancel'
        when m.x < 98 then 'Incomplete' else 'Pending Clinic Response' end) end)`;
  const doctorN = `(b.t + 1 + ${T} * floor(tn.d_t * power(${unit(ctx, 'b.g', 85)}, 1.5))::int)`;
  const opdUnit = `(case when ${doctorN} % 4 = 0 and ${hash(ctx, 'b.g', 86)} % 2 = 1 then 200000 else 100000 end + ${doctorN})`;
  const centreN = `(b.t + 1 + ${T} * (2 + 10 * (${hash(ctx, 'b.g', 87)} % tn.m_t)::int))`;
  const mcuUnit = `(300000 + ${centreN} * 10 + 1 + ${hash(ctx, 'b.g', 88)} % 2)`;
  const agentN = `(b.t + 1 + ${T} * (${hash(ctx, 'b.g', 90)} % tn.a_t)::int)`;
  const reason = byCountry(
    'tn.country',
    Object.fromEntries(Object.entries(reasonsBy).map(([c, list]) => [c, pick(ctx, list, 'r.g', 93)])) as Record<
      Country,
      string
    >,
  );
  const complete = `r.status <> 'Incomplete'`;
  // Attended and No Show: 2–10 days after the request, on the session grid (09:00–11:30 local).
  const pastSlot = `(((((r.created at time zone 'UTC') + make_interval(mins => tn.off_min))::date + 2 + (${hash(ctx, 'r.g', 94)} % 9)::int)::timestamp
      + make_interval(mins => 540 + 30 * (${hash(ctx, 'r.g', 95)} % 6)::int) - make_interval(mins => tn.off_min)) at time zone 'UTC')`;
  const hasPast = `r.status in ('Attended', 'No Show')`;
  const updated = `(case
      when r.status in ('Attended', 'No Show') then ${pastSlot} + interval '45 minutes'
      when r.status = 'Cancel' then ${cancelAt(ctx, 'r.g', 'r.created')}
      when r.status in ('Scheduled', 'Pending Patient Response') then ${clinicAt(ctx, 'r.g', 'r.created', 'null::timestamptz')}
      else r.created end)`;
  await run(
    ctx.db,
    `insert into appointment_requests (id, tenant_id, reference_no, request_type, status, provider_id, unit_id, doctor_id,
        package_id, facility_id, patient_user_id, created_by_user_id, patient, assigned_slot_start, assigned_slot_end,
        used_preferred_slot, created_at, updated_at)
     select 'scr-' || r.g, tn.id, r.kind || 'S' || lpad(r.g::text, 7, '0'), r.kind, r.status, u.provider_id, u.unit_id,
            u.doctor_id, pk.package_id, u.facility_id, pu.id, coalesce(r.agent, pu.id),
            jsonb_build_object('name', pu.first_name || ' ' || pu.last_name, 'gender', pu.gender,
              'age', extract(year from age((${now})::date, pu.birthday::date))::int, 'dob', pu.birthday,
              'medicalCondition', case when ${complete} and r.x % 3 = 0 then ${pick(ctx, conditions, 'r.g', 96)} else '' end,
              'otherReason', case when ${complete} then ${reason} else '' end,
              'email', pu.email, 'sms', pu.mobile,
              'documentLinks', case when ${complete} and r.x % 5 = 1
                then jsonb_build_array('/api/v1/documents/scr-' || r.g || '/medical-report.pdf') else '[]'::jsonb end),
            case when ${hasPast} then ${pastSlot} end, case when ${hasPast} then ${pastSlot} + interval '30 minutes' end,
            ${hasPast} and r.x % 2 = 0, r.created, ${updated}
     from (select m.*, ${status} as status
           from (select b.g, b.t, b.p, ${hash(ctx, 'b.g', 84)} % 100 as x, b.age_min,
                        ${now} - make_interval(mins => b.age_min) as created,
                        case when b.mcu then 'MCU' else 'OPD' end as kind,
                        case when ${hash(ctx, 'b.g', 89)} % 100 < 8 then 'scu-a-' || ${agentN} end as agent,
                        case when b.mcu then ${mcuUnit} else ${opdUnit} end as unit_id
                 from (select g, pp.p, (pp.p - 1) % ${T} as t, ${hash(ctx, 'g', 82)} % 5 = 0 as mcu,
                              30 + floor(${H} * power(${unit(ctx, 'g', 83)}, 1.3))::int as age_min
                       from generate_series(1, ${ctx.shape.requests}) g
                       cross join lateral (select 1 + (${hash(ctx, 'g', 81)} % ${ctx.shape.patients})::int as p) pp
                       offset 0) b
                 join (${tenantValues(ctx)}) tn on tn.t = b.t
                 offset 0) m
           offset 0) r
     join (${tenantValues(ctx)}) tn on tn.t = r.t
     join appointment_units u on u.unit_id = r.unit_id
     join users pu on pu.id = 'scu-p-' || r.p
     left join (select unit_id, min(package_id) as package_id from package_units group by unit_id) pk
       on pk.unit_id = u.unit_id and r.kind = 'MCU'`,
  );
}

/**
 * Recent Scheduled and Pending Patient Response requests take real free slots
 * of their unit in the coming weeks (one request per slot), with a booking row
 * and the slot's count raised; those a full calendar cannot place go back to
 * Pending Clinic Response.
 */
export async function assignSlots(ctx: ScaleContext): Promise<void> {
  const now = nowOf(ctx);
  const g = `substr(r.id, 5)::int`;
  await run(
    ctx.db,
    `with want as (
       select id, unit_id, row_number() over (partition by unit_id order by id) as rn
       from appointment_requests
       where id like 'scr-%' and status in ('Scheduled', 'Pending Patient Response')),
     free as (
       select id, unit_id, start, "end",
              row_number() over (partition by unit_id order by ${hash(ctx, '(extract(epoch from start) / 60)::bigint % 1000000 + unit_id % 1000', 97)}, id) as rn
       from schedule_slots
       where id like 'scslot-%' and booked_count < capacity and start > ${now} + interval '1 day'),
     pair as (select w.id as request_id, f.id as slot_id, f.start, f."end"
              from want w join free f on f.unit_id = w.unit_id and f.rn = w.rn)
     update appointment_requests r
     set assigned_slot_id = p.slot_id, assigned_slot_start = p.start, assigned_slot_end = p."end",
         used_preferred_slot = r.status = 'Scheduled' and ${hash(ctx, g, 98)} % 2 = 1
     from pair p where r.id = p.request_id`,
  );
  await run(
    ctx.db,
    `update appointment_requests set status = 'Pending Clinic Response', updated_at = created_at
     where id like 'scr-%' and status in ('Scheduled', 'Pending Patient Response') and assigned_slot_id is null`,
  );
  await run(
    ctx.db,
    `insert into slot_bookings (id, tenant_id, unit_id, slot_id, request_id, slot_start_at, slot_end_at, display_name,
                                reference_id, service_type, created_at)
     select 'scbk-' || r.id, r.tenant_id, r.unit_id, r.assigned_slot_id, r.id, r.assigned_slot_start, r.assigned_slot_end,
            r.patient ->> 'name', r.reference_no, r.request_type, r.updated_at
     from appointment_requests r
     where r.id like 'scr-%' and r.assigned_slot_id is not null`,
  );
  await run(
    ctx.db,
    `update schedule_slots s set booked_count = s.booked_count + 1
     from appointment_requests r
     where r.assigned_slot_id = s.id and r.id like 'scr-%'`,
  );
}

/**
 * Preferred sessions (two for OPD, one for MCU), history and worklist items,
 * each a function of the request row.
 */
export async function generateRequestDetails(ctx: ScaleContext): Promise<void> {
  const g = `substr(r.id, 5)::int`;
  // A booked request's first preference is its slot when it used it, else the day after; open ones ask for
  // grid times (09:00–11:30 local) 2–15 days after the request, never on a Sunday.
  const askedDay = `(((r.created_at at time zone 'UTC') + make_interval(mins => tn.off_min))::date + 2 + (${hash(ctx, g, 99)} % 14)::int + k - 1)`;
  const askedStart = `(((${askedDay} + case when extract(isodow from ${askedDay}) = 7 then 1 else 0 end)::timestamp
      + make_interval(mins => 540 + 30 * (${hash(ctx, g, 100)} % 6)::int) - make_interval(mins => tn.off_min)) at time zone 'UTC')`;
  const start = `(case when r.assigned_slot_start is not null
      then r.assigned_slot_start + make_interval(days => k - case when r.used_preferred_slot then 1 else 0 end)
      else ${askedStart} end)`;
  await run(
    ctx.db,
    `insert into preferred_slots (id, request_id, start, "end", expire_at, priority, is_waiting_list)
     select r.id || '-pref-' || k, r.id, ${start}, ${start} + interval '30 minutes', r.created_at + interval '7 days', k, false
     from appointment_requests r
     join (${tenantValues(ctx)}) tn on tn.id = r.tenant_id
     cross join lateral generate_series(1, case when r.request_type = 'OPD' then 2 else 1 end) k
     where r.id like 'scr-%' and r.status <> 'Incomplete'`,
  );

  const cancelNote = byCountry(
    'tn.country',
    Object.fromEntries(Object.entries(cancelNotesBy).map(([c, list]) => [c, pick(ctx, list, g, 101)])) as Record<
      Country,
      string
    >,
  );
  const submitterId = `r.created_by_user_id`;
  const submitterName = `coalesce(ag.name, r.patient ->> 'name')`;
  const clinicStep = clinicAt(ctx, g, 'r.created_at', 'r.assigned_slot_start');
  const scheduledStep = `(r.status in ('Scheduled', 'Attended', 'No Show') or (r.status = 'Cancel' and ${g} % 2 = 1))`;
  await run(
    ctx.db,
    `insert into appointment_status_history (id, request_id, status, changed_by_user_id, changed_by_name, notes, created_at)
     select r.id || '-h' || s.step, r.id, s.status, s.actor_id, s.actor_name, s.notes, s.at
     from appointment_requests r
     join (${tenantValues(ctx)}) tn on tn.id = r.tenant_id
     left join (select id, first_name || ' ' || last_name as name from users where id like 'scu-a-%') ag
       on ag.id = r.created_by_user_id
     left join (select provider_id, min(id) as id from users where id like 'scu-c-%' or id like 'scu-h-%' group by provider_id) cu_id
       on cu_id.provider_id = r.provider_id
     left join users cu on cu.id = cu_id.id
     left join doctors d on d.id = r.doctor_id
     cross join lateral (values
       (1, case when r.status = 'Incomplete' then 'Incomplete' else 'Pending Clinic Response' end, ${submitterId}, ${submitterName},
           case when r.status = 'Incomplete' then ${lit(historyNotes.formSaved)} else ${lit(historyNotes.requestSubmitted)} end,
           r.created_at, true),
       (2, 'Pending Patient Response', cu.id, cu.first_name || ' ' || cu.last_name, ${lit(historyNotes.preferredUnavailable)},
           ${clinicStep}, r.status = 'Pending Patient Response'),
       (2, 'Scheduled', cu.id, cu.first_name || ' ' || cu.last_name,
           case when r.used_preferred_slot then ${lit(historyNotes.bookedOnPreferred)} else ${lit(historyNotes.bookedOnAlternative)} end,
           ${clinicStep}, ${scheduledStep}),
       (3, r.status, coalesce(d.user_id, cu.id), coalesce(d.fullname, cu.first_name || ' ' || cu.last_name),
           case when r.status = 'No Show' then ${lit(historyNotes.noShow)} end,
           r.assigned_slot_end + interval '15 minutes', r.status in ('Attended', 'No Show')),
       (4, 'Cancel', case when ${g} % 4 = 3 then ${submitterId} else cu.id end,
           case when ${g} % 4 = 3 then ${submitterName} else cu.first_name || ' ' || cu.last_name end, ${cancelNote},
           ${cancelAt(ctx, g, 'r.created_at')}, r.status = 'Cancel')
     ) s(step, status, actor_id, actor_name, notes, at, wanted)
     where r.id like 'scr-%' and s.wanted`,
  );
  // updated_at is the last step's time (recomputed: slots placed after the insert move the clinic step).
  await run(
    ctx.db,
    `update appointment_requests r set updated_at = h.at
     from (select request_id, max(created_at) as at from appointment_status_history
           where request_id like 'scr-%' group by request_id) h
     where r.id = h.request_id and r.updated_at <> h.at`,
  );
  await run(
    ctx.db,
    `insert into worklist_items (id, tenant_id, request_id, audience, provider_id, user_id, created_at)
     select r.id || '-' || a.audience, r.tenant_id, r.id, a.audience,
            case a.audience when 'provider' then r.provider_id when 'agent' then 'prov-' || r.tenant_id end,
            case a.audience when 'patient' then r.patient_user_id when 'agent' then r.created_by_user_id end,
            r.created_at
     from appointment_requests r
     cross join (values ('provider'), ('patient'), ('agent')) a(audience)
     where r.id like 'scr-%'
       and case a.audience when 'provider' then r.status <> 'Incomplete'
                           when 'agent' then r.created_by_user_id like 'scu-a-%' else true end`,
  );
}
