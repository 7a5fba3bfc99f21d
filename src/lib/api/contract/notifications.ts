import { z } from 'zod';
import { apiPrefix } from './envelope';

/**
 * Mails (docs/decisions/0057-notification-mails-language-content-calendar.md) show the tenant's logo from this public
 * address: a mail client sends no session and no
 * tenant header, so it sits with the other public assets (server/plugins/auth.ts).
 */
export const mailLogoPath = (tenantId: string) => `${apiPrefix}/assets/logo/${encodeURIComponent(tenantId)}.svg`;
export const mailLogoPathPattern = `${apiPrefix}/assets/logo/:file`;
export const mailLogoParamsSchema = z.object({ file: z.string().regex(/^[a-z0-9-]{1,60}\.svg$/) });
