-- Every money event is mailed through one path (issue 36 point 2, docs/decisions/096-money-events.md): staff
-- may now also choose "a shop order is placed", and (issue 43 point 5) "a family approves the stationery".
ALTER TABLE staff_notice_off DROP CONSTRAINT staff_notice_off_notice_check;
ALTER TABLE staff_notice_off ADD CONSTRAINT staff_notice_off_notice_check CHECK (
  notice IN ('NEW_INQUIRY', 'MEMORY_REVIEW', 'CHANGES_REQUESTED', 'FAMILY_APPROVED', 'CONTRACT_SIGNED', 'PAYMENT_RECEIVED', 'ORDER_PLACED')
);
