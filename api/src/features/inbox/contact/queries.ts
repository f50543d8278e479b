import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/client';
import { contactInquiries } from './tables';

// One insert: the inquiry is either stored whole or not at all.
export async function insertInquiry(db: Db, values: Omit<typeof contactInquiries.$inferInsert, 'id'>) {
  const [row] = await db
    .insert(contactInquiries)
    .values({ id: randomUUID(), ...values })
    .returning({ id: contactInquiries.id, receivedAt: contactInquiries.receivedAt });
  if (!row) throw new Error('the contact inquiry was not stored');
  return row;
}
