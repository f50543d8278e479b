import type { StaffRole } from '@keepsake/shared/contract/staff';

export const ROLE_NAMES: Record<StaffRole, string> = { OWNER: 'Owner', MANAGER: 'Manager', STAFF: 'Staff' };
export const ROLE_OPTIONS = (['STAFF', 'MANAGER', 'OWNER'] as const).map((role) => ({ value: role, label: ROLE_NAMES[role] }));
