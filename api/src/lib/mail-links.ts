import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { findSiteByHost, normalizeHost, requestHostname } from '../plugins/site-resolution';

// Where a link in a mail points: the browser's own origin when it is one of this funeral home's hosts
// (keeps the port in development), otherwise https on the request's site host.
export async function siteOrigin(db: Db, request: FastifyRequest): Promise<string> {
  const origin = request.headers.origin;
  const siteId = request.site?.id;
  if (typeof origin === 'string' && siteId) {
    const host = normalizeHost(origin);
    const site = host ? await findSiteByHost(db, host) : null;
    if (site?.id === siteId) {
      try {
        return new URL(origin).origin;
      } catch {
        // Not a URL after all: fall through.
      }
    }
  }
  return `https://${requestHostname(request) ?? 'localhost'}`;
}

// Tokens that travel in mail: 256 random bits, only their SHA-256 stored.
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
