import type { Profile } from '@/lib/api/contract/account';
import type { FormDefinition, FormField, FormFieldType } from '@/lib/api/contract/patient-booking/forms';
import type { FormValues } from '@/lib/api/contract/form-rules/dependencies';

/**
 * The patient forms' fields a profile answers, by inputName, with the field
 * types that can take the value as it is (yyyy-MM-dd, E.164, option value).
 */
const profileFields = {
  fullName: ['textfield'],
  gender: ['radio', 'dropdown'],
  dateOfBirth: ['date'],
  email: ['textfield'],
  phoneNumber: ['phoneNumber', 'textfield'],
} satisfies Record<string, FormFieldType[]>;

/** What a profile can put in the form: only the values it has. */
export type ProfileFacts = Partial<Record<keyof typeof profileFields, string>>;

const preferredValue = (items: Profile['email']) => (items.find((i) => i.preferred === 'true') ?? items[0])?.value;

/** The profile as form values: full name, gender, birth date and the preferred e-mail and mobile. */
export function profileFacts(profile: Profile): ProfileFacts {
  const all: Record<keyof typeof profileFields, string | null | undefined> = {
    fullName: `${profile.firstname} ${profile.lastname}`.trim(),
    gender: profile.gender,
    dateOfBirth: profile.birthday,
    email: preferredValue(profile.email),
    phoneNumber: preferredValue(profile.contact_number),
  };
  return Object.fromEntries(Object.entries(all).filter(([, v]) => typeof v === 'string' && v !== ''));
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** A list field takes only one of its own options (the profile's 'Female' must be an option value). */
function accepts(field: FormField, value: string): boolean {
  const types: readonly FormFieldType[] | undefined = profileFields[field.inputName as keyof typeof profileFields];
  if (!types?.includes(field.type) || field.props.disabled) return false;
  const source = field.props.dataSource;
  return Array.isArray(source) ? source.some((o) => o.value === value) : true;
}

/**
 * The values the form shows: the profile fills a field the patient has not
 * touched and that started empty. A value the form started with (a continued
 * draft's answer) and anything the patient typed or cleared stay as they are,
 * however late the profile arrives.
 */
export function withProfile(
  definition: FormDefinition,
  values: FormValues,
  start: FormValues,
  facts: ProfileFacts,
  touched: ReadonlySet<string>,
): FormValues {
  let shown = values;
  for (const field of definition.sections.flatMap((s) => s.fields)) {
    const fact = facts[field.inputName as keyof ProfileFacts];
    if (fact === undefined || touched.has(field.inputName) || !isEmpty(start[field.inputName])) continue;
    if (accepts(field, fact) && shown[field.inputName] !== fact) shown = { ...shown, [field.inputName]: fact };
  }
  return shown;
}

/** The fields a change sets apart from what was shown: from then on they are the patient's own. */
export function touchedAfter(touched: ReadonlySet<string>, shown: FormValues, next: FormValues): ReadonlySet<string> {
  const changed = Object.keys(next).filter((name) => next[name] !== shown[name] && !touched.has(name));
  return changed.length === 0 ? touched : new Set([...touched, ...changed]);
}
