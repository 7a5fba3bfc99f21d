import { peopleByCountry } from '../seed/people';
import { facilityNaming } from '../seed/domain/facilities';
import { languagesBy, qualificationsBy } from '../seed/domain/names';
import { specialtiesFor, subSpecialtiesOf } from '../seed/domain/specialties';
import { byCountry, pick, type ScaleContext, type ScaleTenant } from './context';

type Country = ScaleTenant['country'];
const countries: Country[] = ['singapore', 'malaysia', 'indonesia', 'hong kong'];

const perCountry = (fn: (country: Country) => string): Record<Country, string> =>
  Object.fromEntries(countries.map((c) => [c, fn(c)])) as Record<Country, string>;

/**
 * SQL expressions naming a generated person by the demo seed's name pools:
 * first names (with their gender) and surnames are drawn apart, so a country's
 * 14 people give 196 names. `countryExpr` and `idExpr` are SQL expressions.
 */
export function personSql(ctx: ScaleContext, countryExpr: string, idExpr: string, salt: number) {
  const pool = (c: Country) => peopleByCountry[c];
  return {
    first: byCountry(
      countryExpr,
      perCountry((c) =>
        pick(
          ctx,
          pool(c).map((p) => p[0]),
          idExpr,
          salt,
        ),
      ),
    ),
    // Same hash and salt as `first`, so the gender belongs to the first name.
    gender: byCountry(
      countryExpr,
      perCountry((c) =>
        pick(
          ctx,
          pool(c).map((p) => p[2]),
          idExpr,
          salt,
        ),
      ),
    ),
    last: byCountry(
      countryExpr,
      perCountry((c) =>
        pick(
          ctx,
          pool(c).map((p) => p[1]),
          idExpr,
          salt + 1,
        ),
      ),
    ),
  };
}

/** A facility name in the country's own wording, by kind, around a city. */
export function facilityNameSql(
  ctx: ScaleContext,
  countryExpr: string,
  kindExpr: string,
  cityExpr: string,
  idExpr: string,
) {
  const template = (kind: 'clinic' | 'hospital' | 'screening') =>
    byCountry(
      countryExpr,
      perCountry((c) => pick(ctx, facilityNaming[c][kind], idExpr, 31)),
    );
  const chosen = `(case ${kindExpr} when 'clinic' then ${template('clinic')} when 'hospital' then ${template('hospital')} else ${template('screening')} end)`;
  return `replace(replace(${chosen}, '{city}', ${cityExpr}), '{region}', ${cityExpr})`;
}

/** The i-th specialty of the country (i is an SQL integer expression) and its first sub-specialty. */
export function specialtySql(countryExpr: string, indexExpr: string) {
  const list = (c: Country) => specialtiesFor(c);
  const arrayOf = (values: string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`;
  return {
    name: byCountry(
      countryExpr,
      perCountry((c) => `(${arrayOf(list(c))})[1 + (${indexExpr}) % ${list(c).length}]`),
    ),
    sub: byCountry(
      countryExpr,
      perCountry(
        (c) => `(${arrayOf(list(c).map((s) => subSpecialtiesOf(s)[0] ?? s))})[1 + (${indexExpr}) % ${list(c).length}]`,
      ),
    ),
  };
}

export function languagesSql(ctx: ScaleContext, countryExpr: string, idExpr: string) {
  return byCountry(
    countryExpr,
    perCountry(
      (c) =>
        `jsonb_build_array(${pick(ctx, languagesBy[c].slice(0, 2), idExpr, 41)}, ${pick(ctx, languagesBy[c].slice(2), idExpr, 42)})`,
    ),
  );
}

export function qualificationsSql(ctx: ScaleContext, countryExpr: string, idExpr: string) {
  return byCountry(
    countryExpr,
    perCountry(
      (c) =>
        `jsonb_build_array(${pick(ctx, qualificationsBy[c].slice(0, 2), idExpr, 43)}, ${pick(ctx, qualificationsBy[c].slice(2), idExpr, 44)})`,
    ),
  );
}

/** Mobile prefixes and subscriber lengths (E.164), as the demo seed's. */
const mobilePlan: Record<Country, [prefix: string, digits: number]> = {
  singapore: ['+659', 7],
  malaysia: ['+6012', 7],
  indonesia: ['+62812', 8],
  'hong kong': ['+8529', 7],
};

export function mobileSql(countryExpr: string, numberExpr: string) {
  return byCountry(
    countryExpr,
    perCountry((c) => {
      const [prefix, digits] = mobilePlan[c];
      return `'${prefix}' || lpad(((${numberExpr}) % ${10 ** digits})::text, ${digits}, '0')`;
    }),
  );
}

/** Consult-fee multipliers from a base in SGD (the demo seed's price factors, rounded). */
export const priceFactor: Record<string, number> = { SGD: 1, MYR: 3, IDR: 11_000, HKD: 6 };
