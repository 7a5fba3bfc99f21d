import { clinical, flagStates } from '../seed/domain/paf-cases';
import { arr, byCountry, hash, lit, rows, run, tenantValues, unit, type ScaleContext } from './context';
import { mobileSql, personSql } from './names';

/** An identity-document number in the country's format, from a hash of the case. */
function idNumberSql(ctx: ScaleContext, g: string): Record<'type' | 'num', string> {
  const digits = (salt: number, n: number) =>
    `lpad((${hash(ctx, g, salt)} % ${10 ** Math.min(n, 9)})::text, ${n}, '0')`;
  return {
    type: byCountry('tn.country', {
      singapore: `'NRIC'`,
      malaysia: `'MYKAD'`,
      indonesia: `'KTP'`,
      'hong kong': `'HKID'`,
    }),
    num: byCountry('tn.country', {
      singapore: `'S' || ${digits(121, 7)} || substr('ABCDEFGHIZJ', 1 + (${hash(ctx, g, 122)} % 11)::int, 1)`,
      malaysia: `to_char(c.dob, 'YYMMDD') || '-' || lpad((1 + ${hash(ctx, g, 123)} % 16)::text, 2, '0') || '-' || ${digits(124, 4)}`,
      indonesia: `'3' || ${digits(125, 8)} || ${digits(126, 7)}`,
      'hong kong': `substr('ACDEGHKPRYZ', 1 + (${hash(ctx, g, 127)} % 11)::int, 1) || ${digits(128, 6)} || '(' || (${hash(ctx, g, 129)} % 10) || ')'`,
    }),
  };
}

/**
 * PAF cases spread over three years, a fifth of them inside the list's default
 * 60-day window, in every completion state the list shows (hospital,
 * specialist, patient and policyholder parts), each started by a generated
 * specialist of the tenant for one of its payors at one of its hospitals.
 */
export async function generatePafCases(ctx: ScaleContext): Promise<void> {
  const T = ctx.tenants.length;
  const now = `timestamptz '${ctx.now.toISOString()}'`;
  const window = 60 * 1440;
  const H = ctx.shape.historyDays * 1440;
  const payors = await rows<{ tenant_id: string; client_id: string }>(
    ctx.db,
    'select tenant_id, client_id from payors order by tenant_id, sort_order',
  );
  const clientArms = ctx.tenants.map((t) => {
    const ids = payors.filter((p) => p.tenant_id === t.id).map((p) => p.client_id);
    return `when ${lit(t.id)} then (${arr(ids)})[1 + ${hash(ctx, 'c.g', 112)} % ${Math.max(ids.length, 1)}]`;
  });
  const flag = (i: number) => `(${arr(flagStates.map((f) => (f[i] === null ? '' : String(f[i]))))})[1 + c.state]`;
  const policyHolder = `nullif(${flag(3)}, '')::boolean`;
  const clin = (i: number) => `(${arr(clinical.map((row) => row[i]!))})[1 + c.g % ${clinical.length}]`;
  const person = personSql(ctx, 'tn.country', 'b.g + 300000000', 111);
  const id = idNumberSql(ctx, 'c.g');
  const fee = `((40 + ${hash(ctx, 'c.g', 113)} % 210) * 100 * case tn.currency when 'IDR' then 11000 when 'MYR' then 3 when 'HKD' then 6 else 1 end)`;
  const spec = `${flag(1)}::boolean`;
  await run(
    ctx.db,
    `insert into paf_cases (case_id, tenant_id, client_id, created_by_user_id, full_name, gender, age,
        identification_doc_num, admission_date, hospital_id, admitting_hospital, length_of_stay, primary_diagnosis,
        treatment_type, ward_type, ward_type_others, doctor_name, procedure_codes, pdf_link, patient, policy_owner,
        guardian, admission, section_c, section_d, estimate, referral, hospital_charges, is_hospital_part_completed,
        is_specialist_part_completed, is_patient_part_completed, is_policy_holder_part_completed, created_at, updated_at)
     select c.case_id, tn.id, case tn.id ${clientArms.join(' ')} end, sp.id, c.first || ' ' || c.last, c.gender,
            extract(year from age((${now})::date, c.dob))::int, ${id.num}, c.admission, f.id, f.facility_name,
            case when ${spec} then 1 + c.g % 9 end, case when ${spec} then ${clin(0)} end,
            case when ${spec} then 'Surgical' end, case when ${spec} then ${clin(3)} end,
            case when ${spec} and ${clin(3)} = 'Others' then 'Day Ward' end,
            'Dr. ' || sp.first_name || ' ' || sp.last_name,
            case when ${spec} then jsonb_build_array(${clin(1)}) else '[]'::jsonb end,
            case when ${flag(0)}::boolean and ${spec} and ${flag(2)}::boolean and coalesce(${policyHolder}, true)
                 then '/api/v1/paf/' || c.case_id || '/document.pdf' end,
            jsonb_build_object('firstName', c.first, 'lastName', c.last, 'gender', c.gender,
              'dateOfBirth', to_char(c.dob, 'YYYY-MM-DD'),
              'email', 'paf.' || c.g || '@' || tn.id || '.example', 'mobile', ${mobileSql('tn.country', 'c.g * 3001 + 7')},
              'identificationDocType', ${id.type}, 'identificationDocNum', ${id.num},
              'isPolicyHolder', ${policyHolder} is null, 'isRequireLegalGuardian', false),
            case when ${policyHolder} is not null then jsonb_build_object('firstName', 'Daniel', 'lastName', 'Lee',
              'identificationDocType', ${id.type}, 'identificationDocNum', ${id.num}, 'relationType', 'policyOwner',
              'email', 'policyowner.' || c.g || '@' || tn.id || '.example', 'mobile', ${mobileSql('tn.country', 'c.g * 3011 + 9')}) end,
            null,
            jsonb_build_object('caseId', c.case_id, 'admissionDate', c.admission, 'hospital', f.facility_name,
              'hospitalId', f.id, 'isCausedByAccident', false, 'dateTimeOfAccident', null, 'detailsOfAccident', null),
            case when ${spec} then jsonb_build_object('presentingComplaint', ${clin(2)}, 'primaryDiagnosis', ${clin(0)},
              'isPreExistingCondition', false, 'hasPreviousTreatment', false, 'previousTreatmentDetails', '[]'::jsonb) end,
            case when ${spec} then jsonb_build_object('lengthOfStay', 1 + c.g % 9, 'isSurgicalProcedure', true,
              'treatmentType', 'Surgical', 'procedureCodes', jsonb_build_array(${clin(1)}), 'wardType', ${clin(3)}) end,
            case when ${spec} then jsonb_build_object('estimateTreatmentCost', jsonb_build_array(jsonb_build_object(
              'procedureCode', ${clin(1)}, 'procedureFees', ${fee}, 'principleFee', round(${fee} * 0.4),
              'anaesthetist', round(${fee} * 0.15), 'others', '[]'::jsonb)), 'currAbbr', tn.currency,
              'taxName', coalesce(tx.tax_name, 'Tax')) end,
            case when ${spec} then jsonb_build_object('isPatientReferred', c.g % 3 = 0, 'isReferralLetter', c.g % 3 = 0,
              'documents', '[]'::jsonb) end,
            case when ${flag(0)}::boolean then jsonb_build_object('minCost', round(${fee} * 0.8), 'maxCost', round(${fee} * 1.3)) end,
            ${flag(0)}::boolean, ${spec}, ${flag(2)}::boolean, ${policyHolder}, c.created, c.created + interval '1 hour'
     from (select b.*, 'PAF-SC-' || lpad(b.g::text, 7, '0') as case_id,
                  to_char(((b.created at time zone 'UTC') + make_interval(mins => tn.off_min))::date
                          + (1 + ${hash(ctx, 'b.g', 114)} % 45)::int, 'YYYY-MM-DD') as admission,
                  (date '1946-01-01' + (${hash(ctx, 'b.g', 115)} % 20000)::int) as dob,
                  ${person.first} as first, ${person.last} as last, ${person.gender} as gender
           from (select g, (g - 1) % ${T} as t, (${hash(ctx, 'g', 116)} % ${flagStates.length})::int as state,
                        ${now} - make_interval(mins => case when ${hash(ctx, 'g', 117)} % 5 = 0
                          then 60 + floor(${window - 120} * ${unit(ctx, 'g', 118)})::int
                          else ${window} + floor(${H - window} * ${unit(ctx, 'g', 118)})::int end) as created
                 from generate_series(1, ${ctx.shape.pafCases}) g offset 0) b
           join (${tenantValues(ctx)}) tn on tn.t = b.t
           offset 0) c
     join (${tenantValues(ctx)}) tn on tn.t = c.t
     join users sp on sp.id = 'scu-s-' || (c.t + 1 + ${T} * (${hash(ctx, 'c.g', 119)} % tn.s_t)::int)
     join facilities f on f.id = 'scf-' || (c.t + 1 + ${T} * (10 * (${hash(ctx, 'c.g', 120)} % ((tn.f_t - 2) / 10 + 1)) + 1))
     left join (select t2.client_id, t2.tax_name from tax_info t2) tx on tx.client_id = case tn.id ${clientArms.join(' ')} end`,
  );
}

/** Each payor's panel lists the generated hospitals, staffed by their hospital users and the tenant's specialists. */
export async function generatePanelEntities(ctx: ScaleContext): Promise<void> {
  await run(
    ctx.db,
    `insert into panel_entities (id, tenant_id, client_id, tpe, space_name, space_id, user_detail, sort_order)
     select 'pe-' || p.client_id || '-' || f.id, f.tenant_id, p.client_id, 'Hospital', f.facility_name, f.id,
            jsonb_build_array(jsonb_build_object('role', 'hospital', 'userIds', jsonb_build_array('scu-h-' || substr(f.id, 5))),
              jsonb_build_object('role', 'specialist', 'userIds', coalesce(s.ids, '[]'::jsonb))),
            1000 + substr(f.id, 5)::int
     from facilities f join payors p on p.tenant_id = f.tenant_id
     left join (select tenant_id, jsonb_agg(id order by id) as ids from users where id like 'scu-s-%' group by tenant_id) s
       on s.tenant_id = f.tenant_id
     where f.id like 'scf-%' and f.kind = 'hospital'`,
  );
}
