import { atom } from 'jotai';
import type { SessionUser } from '@keepsake/shared/contract/website';

export type SessionState = { status: 'authenticated'; user: SessionUser } | { status: 'unauthenticated' } | { status: 'loading' };

const BEARER_PREFIX = /^Bearer\s+/i;

// The auth endpoints hand back the token as a header value, sometimes with its scheme (SPEC §3).
export function stripBearer(token: string | null): string | null {
  if (token === null) return null;
  const bare = token.replace(BEARER_PREFIX, '').trim();
  return bare === '' ? null : bare;
}

const storedTokenAtom = atom<string | null>(null);

export const authTokenAtom = atom(
  (get) => get(storedTokenAtom),
  (_get, set, token: string | null) => set(storedTokenAtom, stripBearer(token)),
);

// Loading until the shell's first session request answers, so guards neither admit nor bounce anyone early.
export const sessionAtom = atom<SessionState>({ status: 'loading' });
