import { eq } from 'drizzle-orm';
import type { StaffRole } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { staffRoles } from './staff-tables';

// A staff account's role. No row: the account predates roles (the seeded ones), and was its home's owner.
export async function staffRoleOf(db: Db, userId: string): Promise<StaffRole> {
  const [row] = await db.select({ role: staffRoles.role }).from(staffRoles).where(eq(staffRoles.userId, userId)).limit(1);
  return row?.role ?? 'OWNER';
}
