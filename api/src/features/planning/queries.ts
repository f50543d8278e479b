import { randomInt, randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { planningSubmissions } from '../case-core/planning-tables';

// Letters and digits that cannot be misread on paper or over the phone (no 0/O, 1/I/L, 5/S, 2/Z, 8/B).
const REFERENCE_ALPHABET = '34679ACDEFGHJKMNPQRTUVWXY';

/** A reference such as PLN-7K3M-Q9XD: 25^8 ≈ 1.5·10^11 choices, so a clash is rare and simply retried. */
export function newPlanReference(): string {
  const chars = Array.from({ length: 8 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('');
  return `PLN-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

export async function insertSubmission(db: Db, values: Omit<typeof planningSubmissions.$inferInsert, 'id' | 'reference'>) {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [row] = await db
      .insert(planningSubmissions)
      .values({ id: randomUUID(), reference: newPlanReference(), ...values })
      .onConflictDoNothing()
      .returning({ id: planningSubmissions.id, reference: planningSubmissions.reference, receivedAt: planningSubmissions.receivedAt });
    if (row?.reference) return { ...row, reference: row.reference };
  }
  throw new Error('the plan was not stored');
}
