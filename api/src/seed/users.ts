import { randomUUID } from 'node:crypto';
import { hashPassword } from '../features/auth/password';
import type { Db } from '../db/client';
import { account, user } from '../features/auth/tables';

export interface SeedUser {
  name: string;
  email: string;
  password: string;
  role: 'staff' | 'family';
  siteId: string;
}

// DEMO ONLY: well-known passwords so a developer can sign in to a fresh checkout. A real deployment
// never runs this seed (see docs/decisions/003-api-auth.md).
export const DEMO_STAFF: SeedUser = {
  name: 'Eleanor Hartley',
  email: 'staff@willowbrook.test',
  password: 'keepsake-demo-staff',
  role: 'staff',
  siteId: 'site-willowbrook',
};
export const DEMO_FAMILY: SeedUser = {
  name: 'Jordan Morales',
  email: 'family@willowbrook.test',
  password: 'keepsake-demo-family',
  role: 'family',
  siteId: 'site-willowbrook',
};
export const SECOND_SITE_STAFF: SeedUser = {
  name: 'Sam Okafor',
  email: 'staff@harborview.test',
  password: 'harborview-demo-staff',
  role: 'staff',
  siteId: 'site-harborview',
};

// Writes a user the way better-auth's email sign-up would: a user row plus a "credential" account
// holding the scrypt hash (same hasher better-auth is configured with), so better-auth's own sign-in verifies it.
export async function insertUser(db: Db, seed: SeedUser): Promise<string> {
  const id = randomUUID();
  await db.insert(user).values({
    id,
    name: seed.name,
    email: seed.email.toLowerCase(),
    emailVerified: true,
    role: seed.role,
    siteId: seed.siteId,
  });
  await db.insert(account).values({
    id: randomUUID(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: await hashPassword(seed.password),
  });
  return id;
}
