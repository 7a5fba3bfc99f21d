import { mailLogoPath } from '../../../src/lib/api/contract/notifications';
import type { TenantManifest } from '../../../src/lib/tenant/manifest-schema';

/** What a mail takes from the tenant: names, logo, light-palette colours, privacy link, portal origin. */
export interface MailBrand {
  displayName: string;
  legalName: string;
  logoUrl: string;
  privacyUrl: string;
  origin: string;
  colors: { primary: string; onPrimary: string; text: string; muted: string; tint: string; line: string; page: string };
}

/** Mail clients have no dark-mode contract we can rely on, so mails take the light palette. */
export function mailBrandOf(tenant: TenantManifest, origin: string): MailBrand {
  const palette = tenant.palettes.light;
  return {
    displayName: tenant.displayName,
    legalName: tenant.legalName,
    logoUrl: `${origin}${mailLogoPath(tenant.id)}`,
    privacyUrl: tenant.links.privacyStatement,
    origin,
    colors: {
      primary: palette.primary,
      onPrimary: palette.onPrimary,
      text: palette.text,
      muted: palette.textMuted,
      tint: palette.surfaceAlt,
      line: palette.border,
      page: palette.background,
    },
  };
}
