import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxMailSchema, type OutboxMail } from '@keepsake/shared/contract';
import type { Db } from '../../../db/client';
import { normalizeHost, requestHostname } from '../../../plugins/site-resolution';
import type { AuthService } from '../../auth/service';
import { recentMail } from '../../../lib/mailer';

// The outbox's looks: its links are block targets of at least 24 px (WCAG 2.2 target size).
const OUTBOX_CSS = `body{font-family:system-ui,sans-serif;max-width:48rem;margin:0 auto;padding:1rem;color:#1f2933}
ol{list-style:none;padding:0}article{border:1px solid #6b7280;border-radius:8px;padding:1rem;margin:0 0 1rem}
pre{white-space:pre-wrap;font-family:inherit}a{color:#1d4ed8;word-break:break-all}
article li{margin:0.25rem 0}article li a{display:block;padding:0.25rem 0}`;
const OUTBOX_CSS_HASH = `sha256-${createHash('sha256').update(OUTBOX_CSS).digest('base64')}`;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

const outboxListSchema = z.object({ items: z.array(outboxMailSchema) });

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const isLoopbackAddress = (ip: string) => isIP(ip) !== 0 && (ip === '::1' || /^(::ffff:)?127\./.test(ip));

/**
 * The local demo: the site reached as localhost by a browser on this very machine (`npm start`). The
 * client address is the proxy-set one (request.ip, ADR 006), so no header a client sends makes a request
 * from elsewhere look local, and a home's real host is never the local demo.
 */
export function isLocalDemo(request: FastifyRequest): boolean {
  const host = requestHostname(request);
  // The real Host too (issue 37 point 7): the shell calls the API on loopback, so a page that rebinds its
  // own name to this machine (Host: its name) is never the local demo, whatever X-Host it tries.
  const realHost = normalizeHost(request.headers.host ?? '');
  const loopbackName = (name: string | null) => name !== null && (LOOPBACK_HOSTS.has(name) || name.endsWith('.localhost'));
  return loopbackName(host) && loopbackName(realHost) && isLoopbackAddress(request.ip);
}

// DEMO AND DEVELOPMENT ONLY: the mail a funeral home's site sent, with its live invitation and reset
// links, so they can be followed without a mail server. Those links take over accounts, so (issue 22):
// registered only while mail goes to the outbox and never when NODE_ENV=production (config.ts), and
// readable by the home's staff, or by anyone only on the local demo.
export async function outboxRoutes(instance: FastifyInstance, { db, authService }: { db: Db; authService: AuthService }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // Route-level onRequest: after the site is resolved, before anything is read.
  const staffOrLocalDemo = async (request: FastifyRequest) => {
    if (!isLocalDemo(request)) await authService.requireStaff(request, "read this funeral home's outbox");
  };

  app.get('/api/web/demo/outbox.json', { onRequest: staffOrLocalDemo, schema: { response: { 200: outboxListSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const rows = await recentMail(db, request.siteId);
    const items: OutboxMail[] = rows.map((row) => ({
      id: row.id,
      to: row.toAddress,
      subject: row.subject,
      text: row.body,
      links: row.links,
      attachments: row.attachments,
      createdAt: row.createdAt.toISOString(),
    }));
    return { items };
  });

  app.get('/api/web/demo/outbox', { onRequest: staffOrLocalDemo }, async (request, reply) => {
    const rows = await recentMail(db, request.siteId);
    const list = rows
      .map(
        (row) => `<li><article aria-labelledby="mail-${row.id}">
  <h2 id="mail-${row.id}">${escapeHtml(row.subject)}</h2>
  <p>To ${escapeHtml(row.toAddress)} · <time datetime="${row.createdAt.toISOString()}">${escapeHtml(row.createdAt.toUTCString())}</time></p>
  <pre>${escapeHtml(row.body)}</pre>
  ${row.attachments.map((file) => `<p>Attached: ${escapeHtml(file.filename)} (${escapeHtml(file.contentType)}, ${Math.max(1, Math.round(file.size / 1024))} KB)</p>`).join('')}
  <ul>${row.links.map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`).join('')}</ul>
</article></li>`,
      )
      .join('\n');
    reply
      .header('cache-control', 'private, no-store')
      .header('x-robots-tag', 'noindex')
      // The API's default policy refuses every style; this page's one style block is allowed by its hash.
      .header('content-security-policy', `default-src 'none'; style-src '${OUTBOX_CSS_HASH}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`)
      .type('text/html; charset=utf-8');
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Demo outbox | Keepsake</title>
<style>${OUTBOX_CSS}</style></head>
<body><main><h1>Demo outbox</h1>
<p>Mail this funeral home's site has sent (development and demo only: real deployments set SMTP_URL and have no such page).</p>
${rows.length ? `<ol>${list}</ol>` : '<p>No mail has been sent yet.</p>'}
</main></body></html>`;
  });
}
