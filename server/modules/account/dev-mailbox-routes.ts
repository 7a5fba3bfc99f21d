import { z } from 'zod';
import { devMailboxPagePath, devMailboxPath, devMailboxResponseSchema } from '../../../src/lib/api/contract/account';
import { ok } from '../../lib/reply';
import type { Deps, ZodApp } from '../../types';
import { listDemoMail } from './service';

const querySchema = z.object({ to: z.string().max(254).optional() });
const tags = ['account'];

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The development mailbox: mail the demo transport kept for demo addresses,
 * newest first, as JSON and as a plain page. Registered only in demo mode:
 * anyone may read it, so it must never hold a real person's reset code.
 */
export function registerDevMailboxRoutes(app: ZodApp, deps: Deps): void {
  if (!deps.demo) return;
  app.get(
    devMailboxPath,
    {
      schema: { querystring: querySchema, response: { 200: devMailboxResponseSchema } },
      config: { tags, summary: 'Demo mode only: mail sent to demo addresses (JSON), ?to= filters' },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return ok(reply, await listDemoMail(deps, request.query.to));
    },
  );

  app.get(
    devMailboxPagePath,
    {
      schema: { querystring: querySchema },
      config: { tags, summary: 'Demo mode only: mail sent to demo addresses (page)' },
    },
    async (request, reply) => {
      const mails = await listDemoMail(deps, request.query.to);
      const items = mails
        .map(
          (m) =>
            `<article><h2>${escapeHtml(m.subject)}</h2><p>To <strong>${escapeHtml(m.to)}</strong>, <time datetime="${m.sentAt}">${m.sentAt}</time></p><pre>${escapeHtml(m.text)}</pre></article>`,
        )
        .join('');
      const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Development mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a;background:#fff}article{border:1px solid #767676;border-radius:8px;padding:0 1rem;margin:1rem 0}pre{white-space:pre-wrap;font-size:1rem}</style></head>
<body><main><h1>Development mailbox</h1><p>Mail the server sent to demo addresses, newest first. This page exists only in demo mode.</p>${items || '<p>No mail yet.</p>'}</main></body></html>`;
      return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
    },
  );
}
