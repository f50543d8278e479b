import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { countHit } from '../../lib/shared-rate-limit-store';
import { HttpError } from '../../lib/http-error';
import { createSignInBackoff, DEFAULT_BACKOFF, type BackoffOptions, type SignInBackoff } from './backoff';
import { appendCookie, signInDevices } from './device';

/**
 * Issue 37 point 3: five wrong passwords for an email sent on another home's host used to lock its owner
 * out (about four requests an hour kept them out). The backoff is now kept per account and client:
 * - a device that signed in to the account before (auth/device.ts) has a count of its own, which nobody
 *   else's failures touch: its owner's right password still succeeds;
 * - any other client is counted by its address (request.ip, the proxy-set one, ADR 006), and, so that a
 *   guesser spreading over many addresses still gets few tries, for the account as a whole against a
 *   wider limit that known devices ignore;
 * - when the account's count from unknown clients reaches ALERT_AFTER_FAILURES, its owner is mailed, once a day.
 */
export const ACCOUNT_BACKOFF: BackoffOptions = { ...DEFAULT_BACKOFF, freeFailures: 20 };
export const ALERT_AFTER_FAILURES = 10;
const ALERT_WINDOW_MS = 24 * 3600_000;

export interface SignInAlert {
  // Mails the account of `email` (if there is one) that someone is trying passwords on it.
  (email: string): Promise<void>;
}

export interface SignInGuardOptions {
  db: Db;
  secret: string;
  alert: SignInAlert;
  client?: SignInBackoff;
  account?: SignInBackoff;
}

export function createSignInGuard({
  db,
  secret,
  alert,
  client = createSignInBackoff(db),
  account = createSignInBackoff(db, ACCOUNT_BACKOFF),
}: SignInGuardOptions) {
  const devices = signInDevices(secret);
  const emailKeyOf = (email: string) => email.trim().toLowerCase();

  return {
    /** Before the password is checked: who counts this try, or a 429 when one of them says wait. */
    async check(request: FastifyRequest, reply: FastifyReply, email: string) {
      const emailKey = emailKeyOf(email);
      const device = devices.of(request);
      const known = device.knows(emailKey);
      const keys = known ? [`${emailKey}|device:${device.id}`] : [`${emailKey}|ip:${request.ip}`];
      const wait = Math.max(...(await Promise.all(keys.map((key) => client.retryAfter(key)))), known ? 0 : await account.retryAfter(emailKey));
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        throw new HttpError(429, `Too many sign-in attempts for this account. Please try again in ${wait} second${wait === 1 ? '' : 's'}.`);
      }
      return {
        async failed() {
          await Promise.all(keys.map((key) => client.failed(key)));
          if (known) return;
          const failures = await account.failed(emailKey);
          if (failures >= ALERT_AFTER_FAILURES) {
            // Once a day per account, whichever process counts the failure.
            const { current } = await countHit(db, `sign-in-alert:${emailKey}`, ALERT_WINDOW_MS);
            if (current === 1) await alert(email).catch((error: unknown) => request.log.error({ err: error }, 'could not send the sign-in alert'));
          }
        },
        async succeeded() {
          await Promise.all(keys.map((key) => client.succeeded(key)));
          if (!known) await account.succeeded(emailKey);
          appendCookie(reply, device.remember(emailKey));
        },
      };
    },
  };
}
