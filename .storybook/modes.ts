import { tenantIds } from '@/lib/tenant/tenant-registry';

export const themes = ['light', 'dark'] as const;
export type StoryTheme = (typeof themes)[number];

/** One Chromatic mode per tenant × theme; Chromatic snapshots every story in each. */
export const tenantThemeModes: Record<string, { tenant: string; theme: StoryTheme }> = Object.fromEntries(
  tenantIds.flatMap((tenant) => themes.map((theme) => [`${tenant} ${theme}`, { tenant, theme }])),
);
