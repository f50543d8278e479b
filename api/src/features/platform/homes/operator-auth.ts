import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { HttpError, unauthorized } from '../../../lib/http-error';

// The platform operator is not a user of any home: the platform routes take a bearer token from the
// deployment's configuration (KEEPSAKE_PLATFORM_TOKEN), never a home's session cookie, so no staff member
// of one home can create, list or suspend others. Compared as SHA-256 digests in constant time.
const digest = (value: string) => createHash('sha256').update(value).digest();

export function operatorGuard(token: string | null | undefined) {
  const expected = token ? digest(token) : null;
  return async function requireOperator(request: FastifyRequest): Promise<void> {
    if (!expected) throw new HttpError(403, 'The platform API is switched off: set KEEPSAKE_PLATFORM_TOKEN to use it.');
    const header = request.headers.authorization ?? '';
    const given = /^Bearer (.+)$/i.exec(header)?.[1]?.trim();
    if (!given || !timingSafeEqual(digest(given), expected)) throw unauthorized('The platform operator token is missing or wrong.');
  };
}
