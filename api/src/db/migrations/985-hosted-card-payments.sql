-- Issue 41 (ADR 100): card data is typed only into the provider's hosted fields, so an order is written
-- before anyone knows the card's brand; the provider tells, with its fee, when the payment is created.
-- Webhooks are the source of truth: each event is applied once (payment_webhook_event), and the one
-- mail a settled payment sends is claimed once, whoever settles it first (the page, a webhook or the job).
ALTER TABLE shop_order ALTER COLUMN card_brand DROP NOT NULL;
ALTER TABLE shop_order ALTER COLUMN card_last4 DROP NOT NULL;
ALTER TABLE shop_order ADD COLUMN fee_cents integer;
ALTER TABLE shop_order ADD COLUMN florist_notified_at timestamptz;
ALTER TABLE shop_order ADD COLUMN settled_at timestamptz;
ALTER TABLE case_payment ADD COLUMN fee_cents integer;
ALTER TABLE case_payment ADD COLUMN receipt_sent_at timestamptz;
ALTER TABLE case_payment ADD COLUMN settled_at timestamptz;
CREATE INDEX shop_order_payment_reference_idx ON shop_order (payment_reference) WHERE payment_reference IS NOT NULL;
CREATE INDEX case_payment_reference_idx ON case_payment (reference) WHERE reference IS NOT NULL;
CREATE TABLE payment_webhook_event (
  provider text NOT NULL,
  event_id text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, event_id)
);
