-- Issue 37 point 8: prices and refunds are a permission the owner grants. A MANAGER is staff who may also
-- change the price list and refund payments (features/case-core/staff-permission.ts).
ALTER TABLE staff_role DROP CONSTRAINT IF EXISTS staff_role_role_check;
ALTER TABLE staff_role ADD CONSTRAINT staff_role_role_check CHECK (role IN ('OWNER', 'MANAGER', 'STAFF'));
ALTER TABLE staff_invitation DROP CONSTRAINT IF EXISTS staff_invitation_role_check;
ALTER TABLE staff_invitation ADD CONSTRAINT staff_invitation_role_check CHECK (role IN ('OWNER', 'MANAGER', 'STAFF'));
