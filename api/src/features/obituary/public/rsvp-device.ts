import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

// A visitor replies without an account, so "the same person" is the same email when one is given, or the
// same device (issue 22): a random id in an HttpOnly cookie, scoped to the obituary calls, kept a year.
// Only its SHA-256 is stored. Clearing the cookie makes a new device: the staff count flags the name.
export const RSVP_DEVICE_COOKIE = 'keepsake_rsvp_device';
const DEVICE_ID = /(?:^|;\s*)keepsake_rsvp_device=([A-Za-z0-9_-]{32})(?:;|$)/;

/** The device's hash; a device without the cookie (or with a malformed one) is given a new id. */
export function rsvpDeviceHash(request: FastifyRequest, reply: FastifyReply): string {
  const sent = DEVICE_ID.exec(request.headers.cookie ?? '')?.[1];
  const id = sent ?? randomBytes(24).toString('base64url');
  if (!sent) {
    const secure = request.protocol === 'https' ? '; Secure' : '';
    reply.header('set-cookie', `${RSVP_DEVICE_COOKIE}=${id}; Path=/api/web/obituaries; Max-Age=31536000; HttpOnly; SameSite=Lax${secure}`);
  }
  return createHash('sha256').update(id).digest('hex');
}
