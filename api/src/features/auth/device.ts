import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Issue 37 point 3: the sign-in backoff is kept per account AND per client, so a stranger's wrong
// passwords sent from elsewhere never lock the owner out. A browser that once signed in to an account
// carries this cookie: a random id for the device and, per account it signed in to, a tag only the API
// can make (an HMAC of the id and the account's email with the auth secret). Nothing is stored on the
// server, so every API process recognises it. A device without a tag for the account is a "new client",
// counted by its address and, for the account as a whole, against a wider limit.
export const DEVICE_COOKIE = 'keepsake_device';
const YEAR_SECONDS = 365 * 24 * 3600;
// The accounts one device remembers (a shared family computer); the oldest goes first.
const MAX_ACCOUNTS = 5;

export interface SignInDevice {
  // The device's id, or null when the request carries no valid cookie.
  id: string | null;
  // Whether this device signed in to the account of `emailKey` before.
  knows(emailKey: string): boolean;
  // The Set-Cookie that remembers this device for `emailKey` (a new id when it had none).
  remember(emailKey: string): string;
}

const readCookie = (header: string | undefined, name: string): string | null => {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
};

export function signInDevices(secret: string) {
  const tagOf = (id: string, emailKey: string) =>
    createHmac('sha256', secret).update(`sign-in-device\u0000${id}\u0000${emailKey}`).digest('base64url').slice(0, 22);
  const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

  return {
    of(request: FastifyRequest): SignInDevice {
      const raw = readCookie(request.headers.cookie, DEVICE_COOKIE);
      const [id, ...tags] = raw && /^[A-Za-z0-9_-]{22}(\.[A-Za-z0-9_-]{22}){0,5}$/.test(raw) ? raw.split('.') : [];
      const deviceId = id ?? null;
      return {
        id: deviceId,
        knows: (emailKey) => deviceId !== null && tags.some((tag) => same(tag, tagOf(deviceId, emailKey))),
        remember(emailKey) {
          const newId = deviceId ?? randomBytes(16).toString('base64url');
          const tag = tagOf(newId, emailKey);
          const kept = [tag, ...tags.filter((other) => other !== tag)].slice(0, MAX_ACCOUNTS);
          const secure = request.protocol === 'https' ? '; Secure' : '';
          return `${DEVICE_COOKIE}=${[newId, ...kept].join('.')}; Path=/; Max-Age=${YEAR_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
        },
      };
    },
  };
}

/** Adds a Set-Cookie to the reply beside those already set (the session's). */
export function appendCookie(reply: FastifyReply, cookie: string): void {
  const current = reply.getHeader('set-cookie');
  const list = current === undefined ? [] : Array.isArray(current) ? current.map(String) : [String(current)];
  reply.header('set-cookie', [...list, cookie]);
}
