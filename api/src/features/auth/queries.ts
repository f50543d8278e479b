import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from './tables';

// The funeral home an email's account belongs to, or null when no account has that email.
export async function accountSiteOf(db: Db, email: string): Promise<string | null> {
  const [owner] = await db
    .select({ siteId: user.siteId })
    .from(user)
    .where(sql`lower(${user.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return owner?.siteId ?? null;
}
