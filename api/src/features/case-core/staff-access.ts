import { eq } from 'drizzle-orm';
import type { StaffRole } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { forbidden } from '../../lib/http-error';
import type { AuthUser } from '../auth/service';
import { staffRoles } from './staff-tables';

// A staff account's role. No row: the account predates roles (the seeded ones), and was its home's owner.
export async function staffRoleOf(db: Db, userId: string): Promise<StaffRole> {
  const [row] = await db.select({ role: staffRoles.role }).from(staffRoles).where(eq(staffRoles.userId, userId)).limit(1);
  return row?.role ?? 'OWNER';
}

// Staff are checked by the plugin's scope (case-core/staff-scope.ts); this adds: and an owner.
export async function requireOwner(db: Db, staff: AuthUser, what: string): Promise<void> {
  if ((await staffRoleOf(db, staff.id)) !== 'OWNER') throw forbidden(`Only an owner of this funeral home can ${what}.`);
}
