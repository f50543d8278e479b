import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// Migration 985: each provider webhook applied, by the provider's event id; a redelivery is answered and ignored.
export const paymentWebhookEvents = pgTable(
  'payment_webhook_event',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);
