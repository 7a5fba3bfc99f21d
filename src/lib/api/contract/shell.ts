import { z } from 'zod';
import { apiPrefix, envelopeSchema } from './envelope';

export const userMenuPath = `${apiPrefix}/user/menu`;
export const sidebarPath = (service: string) => `${apiPrefix}/sidebar/${encodeURIComponent(service)}`;
export const profileAttributesPath = (userId: string) =>
  `${apiPrefix}/user/profile/${encodeURIComponent(userId)}/attributes`;

/** [title, url] pairs; the 'Log out' entry's url is POSTed to end the session. */
export const userMenuResponseSchema = envelopeSchema(z.array(z.tuple([z.string(), z.string()])));

export interface SidebarItem {
  /** Stable key the client translates (the label is the English default). */
  id: string;
  label: string;
  url: string;
  subLinks?: SidebarItem[] | undefined;
}
export const sidebarItemSchema: z.ZodType<SidebarItem> = z.lazy(() =>
  z.object({ id: z.string(), label: z.string(), url: z.string(), subLinks: z.array(sidebarItemSchema).optional() }),
);
export const sidebarParamsSchema = z.object({ service: z.string().min(1).max(60) });
export const sidebarResponseSchema = envelopeSchema(z.array(sidebarItemSchema));

export const profileAttributesParamsSchema = z.object({ userId: z.string().min(1).max(64) });
export const profileAttributesResponseSchema = envelopeSchema(
  z.object({ firstname: z.string(), lastname: z.string() }),
);
