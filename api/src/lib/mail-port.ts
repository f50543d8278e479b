import type { FastifyRequest } from 'fastify';
import type { MailMessage } from './mailer';

/**
 * What a feature needs to send a mail with a link in it, handed in by server.ts (features import no other
 * feature, and lib imports none): the mailer's send, the home's links (lib/home-url.ts: from its canonical
 * URL, never the request's headers), and the mail feature's
 * token helpers, so a token made here is found by whichever feature later reads its hash.
 */
export interface MailPort {
  send(message: MailMessage): Promise<void>;
  // The absolute URL of `path` on the request's home (homeLink).
  link(request: Pick<FastifyRequest, 'siteId'>, path: string): Promise<string>;
  newToken(): string;
  hashToken(token: string): string;
}
