/** Under 18 by year difference counts as a minor (docs/product/form-engine.md#email-and-date-of-birth): birthdays within the year are ignored on purpose. */
export function isMinor(dateOfBirth: string | null | undefined, today: string): boolean {
  if (!dateOfBirth || !/^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth)) return false;
  return Number(today.slice(0, 4)) - Number(dateOfBirth.slice(0, 4)) < 18;
}
