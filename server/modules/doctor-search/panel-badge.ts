/**
 * A payor's panel badge: a generated icon with the payor's initials
 * (routes/discovery-panel-icon.ts) and the same letters as the badge code the
 * doctor search sends, so the client's legend names what each icon shows.
 */

/** The URL-safe form of a payor name ('Lion City Assurance' → 'lion-city-assurance'). */
export function panelSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/-$/, '');
}

/** The letters a badge shows: the first letter of the slug's first two words ('LC'). */
export function badgeLetters(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

/** The badge code of a payor's panel, by payor name: the letters its icon shows. */
export function panelBadgeCode(name: string): string {
  return badgeLetters(panelSlug(name));
}

/** Where the badge icon of a payor's panel is served. */
export function panelIconUrl(name: string): string {
  return `/api/v1/assets/panel/${panelSlug(name)}.svg`;
}
