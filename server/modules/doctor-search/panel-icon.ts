import { createHash } from 'node:crypto';
import { z } from 'zod';
import { notFound } from '../../lib/http-error';
import { badgeLetters } from '../../lib/panel-badge';
import type { ZodApp } from '../../types';

const paramsSchema = z.object({ file: z.string().regex(/^[a-z0-9-]{1,60}\.svg$/) });

/** A badge with the payor's initials on a colour derived from its slug. */
export function panelIconSvg(slug: string): string {
  const hue = createHash('sha256').update(slug).digest()[0]! * (360 / 256);
  const initials = badgeLetters(slug);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" role="img">` +
    `<circle cx="16" cy="16" r="16" fill="hsl(${Math.round(hue)} 55% 32%)"/>` +
    `<text x="16" y="21" text-anchor="middle" font-family="sans-serif" font-size="13" font-weight="700" fill="#fff">${initials}</text>` +
    `</svg>`
  );
}

/** GET /api/v1/assets/panel/{slug}.svg: public, cacheable, no tenant data. */
export function registerPanelIconRoute(app: ZodApp): void {
  app.get(
    '/api/v1/assets/panel/:file',
    { schema: { params: paramsSchema }, config: { tags: ['discovery'], summary: 'Panel (payor) icon' } },
    async (request, reply) => {
      const { file } = request.params;
      const slug = file.replace(/\.svg$/, '');
      if (!slug) throw notFound('Icon');
      return reply
        .header('Content-Type', 'image/svg+xml')
        .header('Cache-Control', 'public, max-age=86400')
        .send(panelIconSvg(slug));
    },
  );
}
