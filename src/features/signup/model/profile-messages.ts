import { invisibleCharactersMessage, nameControlCharactersMessage } from '@/lib/api/contract/text';

/** A server field message as something the page can show in the user's language. */
export type ProfileMessage = { key: string } | { text: string };

/**
 * The registration server answers English sentences built from the field's
 * uiLabel (spec: '{label} cannot be empty'). Known shapes become translation
 * keys (interpolated with the translated label); anything else shows as sent.
 */
const shapes: readonly [suffix: string, key: string][] = [
  [' cannot be empty', 'profile.errors.empty'],
  [' must be a valid date', 'profile.errors.date'],
  [' cannot be in the future', 'profile.errors.future'],
  [' is not valid', 'profile.errors.invalid'],
  [' is too long', 'profile.errors.tooLong'],
];

export function profileMessage(errorMsg: string, uiLabel: string): ProfileMessage {
  if (errorMsg === 'Please select Male or Female') return { key: 'profile.errors.gender' };
  if (errorMsg === invisibleCharactersMessage) return { key: 'profile.errors.invisible' };
  if (errorMsg === nameControlCharactersMessage) return { key: 'profile.errors.lineBreaks' };
  for (const [suffix, key] of shapes) {
    if (errorMsg === `${uiLabel}${suffix}`) return { key };
  }
  return { text: errorMsg };
}
