import { z } from 'zod';
import {
  devMailAttachmentPath,
  devMailboxPagePath,
  devMailboxPath,
  devMailboxResponseSchema,
  devMailHtmlPath,
} from '../../../src/lib/api/contract/account';
import { notFound } from '../../lib/http-error';
import { ok } from '../../lib/reply';
import type { Deps, ZodApp } from '../../types';
import { findDemoMail, listDemoMail } from './service';

const querySchema = z.object({ to: z.string().max(254).optional() });
const mailParamsSchema = z.object({ id: z.coerce.number().int().positive() });
const attachmentParamsSchema = mailParamsSchema.extend({ index: z.coerce.number().int().min(0) });
type DemoMail = Awaited<ReturnType<typeof listDemoMail>>[number];
const tags = ['account'];

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * One mail on the page: its html part in a sandboxed frame (no scripts, opaque origin, served with
 * its own CSP) so a mail's markup can never touch the page, then its files and its plain text.
 */
function mailArticle(m: DemoMail): string {
  const frame = m.html
    ? `<iframe sandbox src="${devMailHtmlPath(m.id)}" title="${escapeHtml(m.subject)}" loading="lazy"></iframe>`
    : '';
  const files = m.attachments
    .map(
      (a, i) =>
        `<li><a href="${devMailAttachmentPath(m.id, i)}" download="${escapeHtml(a.filename)}">${escapeHtml(a.filename)}</a> (${escapeHtml(a.contentType)})</li>`,
    )
    .join('');
  const text = m.html
    ? `<details><summary>Plain text</summary><pre>${escapeHtml(m.text)}</pre></details>`
    : `<pre>${escapeHtml(m.text)}</pre>`;
  return `<article><h2>${escapeHtml(m.subject)}</h2><p>To <strong>${escapeHtml(m.to)}</strong>, <time datetime="${m.sentAt}">${m.sentAt}</time></p>${frame}${files ? `<ul class="files">${files}</ul>` : ''}${text}</article>`;
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
      const items = mails.map(mailArticle).join('');
      const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Development mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a;background:#fff}article{border:1px solid #767676;border-radius:8px;padding:0 1rem;margin:1rem 0}pre{white-space:pre-wrap;font-size:1rem}iframe{width:100%;height:28rem;border:1px solid #767676;border-radius:4px;background:#fff}summary{cursor:pointer;margin:.5rem 0}</style></head>
<body><main><h1>Development mailbox</h1><p>Mail the server sent to demo addresses, newest first. This page exists only in demo mode.</p>${items || '<p>No mail yet.</p>'}</main></body></html>`;
      return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
    },
  );

  app.get(
    '/dev/mailbox/:id/html',
    {
      schema: { params: mailParamsSchema },
      config: {
        tags,
        summary: "Demo mode only: one mail's html part (framed by the mailbox page)",
        framedDocument: true,
      },
    },
    async (request, reply) => {
      const mail = await findDemoMail(deps, request.params.id);
      if (!mail?.html) throw notFound('Mail');
      return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(mail.html);
    },
  );

  app.get(
    '/dev/mailbox/:id/attachments/:index',
    {
      schema: { params: attachmentParamsSchema },
      config: { tags, summary: "Demo mode only: one mail's attachment (download)" },
    },
    async (request, reply) => {
      const mail = await findDemoMail(deps, request.params.id);
      const file = mail?.attachments[request.params.index];
      if (!file) throw notFound('Attachment');
      const name = file.filename.replace(/[^\w.-]/g, '_');
      return reply
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .type(file.contentType)
        .send(file.content);
    },
  );
}
