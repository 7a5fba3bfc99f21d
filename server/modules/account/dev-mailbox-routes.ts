import { z } from 'zod';
import { devMailboxPagePath, devMailboxPath, devMailboxResponseSchema } from '../../../src/lib/api/contract/account';
import { ok } from '../../lib/reply';
import { htmlAnswer } from '../../plugins/route-docs';
import type { Deps, ZodApp } from '../../types';
import { listDemoMail } from './service';

const querySchema = z.object({ to: z.string().max(254).optional() });
type DemoMail = Awaited<ReturnType<typeof listDemoMail>>[number];
const tags = ['account'];

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * One mail on the page: its html part in a sandboxed frame (srcdoc: no scripts, an opaque origin,
 * under this page's own CSP) so a mail's markup can never touch the page; each file as a download
 * link that carries the file itself; the plain-text part below.
 */
function mailArticle(m: DemoMail): string {
  const frame = m.html
    ? `<iframe sandbox srcdoc="${escapeHtml(m.html)}" title="${escapeHtml(m.subject)}"></iframe>`
    : '';
  const files = m.attachments
    .map((a) => {
      const href = `data:${a.contentType};base64,${Buffer.from(a.content, 'utf8').toString('base64')}`;
      return `<li><a href="${escapeHtml(href)}" download="${escapeHtml(a.filename)}">${escapeHtml(a.filename)}</a> (${escapeHtml(a.contentType)})</li>`;
    })
    .join('');
  const text = m.html
    ? `<details><summary>Plain text</summary><pre>${escapeHtml(m.text)}</pre></details>`
    : `<pre>${escapeHtml(m.text)}</pre>`;
  const list = files ? `<ul>${files}</ul>` : '';
  return `<article><h2>${escapeHtml(m.subject)}</h2><p>To <strong>${escapeHtml(m.to)}</strong>, <time datetime="${m.sentAt}">${m.sentAt}</time></p>${frame}${list}${text}</article>`;
}

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
      config: { tags, summary: 'Demo mode only: mail sent to demo addresses (JSON), ?to= filters', public: true },
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
      config: {
        tags,
        summary: 'Demo mode only: mail sent to demo addresses (page)',
        public: true,
        openapi: { responses: { 200: htmlAnswer('The mails, newest first') } },
      },
    },
    async (request, reply) => {
      const mails = await listDemoMail(deps, request.query.to);
      const items = mails.map(mailArticle).join('');
      const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Development mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a;background:#fff}article{border:1px solid #767676;border-radius:8px;padding:0 1rem;margin:1rem 0}pre{white-space:pre-wrap;font-size:1rem}iframe{width:100%;height:28rem;border:1px solid #767676;border-radius:4px;background:#fff}summary{cursor:pointer;margin:.5rem 0}</style></head>
<body><main><h1>Development mailbox</h1><p>Mail the server sent to demo addresses, newest first. This page exists only in demo mode.</p>${items || '<p>No mail yet.</p>'}</main></body></html>`;
      return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
    },
  );
}
