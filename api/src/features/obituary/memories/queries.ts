import { and, count, desc, eq } from 'drizzle-orm';
import { MEMORY_PAGE_SIZE, type Memory } from '@keepsake/shared/contract';
import type { Db } from '../../../db/client';
import { memories } from '../../case-core/memory-tables';

const memoryColumns = {
  id: memories.id,
  authorName: memories.authorName,
  relationship: memories.relationship,
  text: memories.text,
  createdAt: memories.createdAt,
  photoUrl: memories.photoUrl,
  photoWidth: memories.photoWidth,
  photoHeight: memories.photoHeight,
};

type MemoryRow = { createdAt: Date; photoUrl: string | null; photoWidth: number | null; photoHeight: number | null } & Omit<Memory, 'createdAt' | 'photo'>;

export const toMemory = ({ photoUrl, photoWidth, photoHeight, ...row }: MemoryRow): Memory => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  photo: photoUrl && photoWidth && photoHeight ? { url: photoUrl, width: photoWidth, height: photoHeight } : null,
});

// One page of a wall, plus one row to tell whether there is a next page.
export function listApprovedMemories(db: Db, siteId: string, obituaryId: number, page: number) {
  return db
    .select(memoryColumns)
    .from(memories)
    .where(and(eq(memories.obituaryId, obituaryId), eq(memories.siteId, siteId), eq(memories.status, 'APPROVED')))
    .orderBy(desc(memories.createdAt), desc(memories.id))
    .limit(MEMORY_PAGE_SIZE + 1)
    .offset((page - 1) * MEMORY_PAGE_SIZE);
}

// The obituary page shows how many memories its wall holds (handed to the public read by server.ts).
export async function approvedMemoryCount(db: Db, obituaryId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(memories)
    .where(and(eq(memories.obituaryId, obituaryId), eq(memories.status, 'APPROVED')));
  return row?.n ?? 0;
}

export async function insertMemory(db: Db, values: typeof memories.$inferInsert) {
  const [row] = await db.insert(memories).values(values).returning(memoryColumns);
  if (!row) throw new Error('insert returned no memory');
  return row;
}
