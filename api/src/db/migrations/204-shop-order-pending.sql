-- Checkout is safe to retry (issue 13): the order is written PENDING before the charge and confirmed
-- after it; a charge whose confirmation cannot be written is refunded and the order VOIDED. The
-- idempotency key (the client's Idempotency-Key, or one derived from the order) makes a resent order
-- find the first one instead of charging again.
ALTER TABLE shop_order DROP CONSTRAINT IF EXISTS shop_order_payment_status_check;
ALTER TABLE shop_order ADD CONSTRAINT shop_order_payment_status_check
  CHECK (payment_status IN ('PENDING', 'APPROVED', 'DECLINED', 'VOIDED'));
ALTER TABLE shop_order ALTER COLUMN payment_reference DROP NOT NULL;
ALTER TABLE shop_order ADD COLUMN idempotency_key text;
CREATE UNIQUE INDEX shop_order_idempotency_key_idx ON shop_order (site_id, idempotency_key);
