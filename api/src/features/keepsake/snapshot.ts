import type { CaseEvent } from '@keepsake/shared/contract';
import type { SqlRunner } from '../../db/client';

// Everything the keepsake holds, read once at the start of a job. Rows only: files are streamed from the
// storage one at a time later, so a case of any size costs the same memory. Read by SQL because features
// import no other feature (eslint apiZones): these are the obituary's, the memories' and the media's tables.

export interface SnapshotPhoto {
  id: number;
  caption: string;
  // What the picture shows, for alt text (issue 42), when the family wrote one beside the caption.
  description: string;
  fileName: string;
  width: number | null;
  height: number | null;
  originalUrl: string | null;
  largeUrl: string | null;
}

export interface SnapshotMemory {
  id: number;
  authorName: string;
  relationship: string | null;
  text: string;
  createdAt: string;
  photoUrl: string | null;
  photoWidth: number | null;
  photoHeight: number | null;
}

export interface KeepsakeSnapshot {
  siteId: string;
  siteName: string;
  timeZone: string;
  caseId: number;
  fullName: string;
  birthDate: string | null;
  deathDate: string | null;
  portraitUrl: string | null;
  obituaryText: string | null;
  photos: SnapshotPhoto[];
  music: { id: number; fileName: string; url: string }[];
  videoApproved: boolean;
  memoryCount: number;
  events: CaseEvent[];
}

// Every file is named by the URL the case's pages show it at (KeepsakeMedia opens it): an upload's stored key
// as `/api/media/{key}`, and a picture or song the home ships (`/api/assets/…`, the built-in tribute music) the
// same way, so the keepsake holds everything the portal lists, not only uploads (issue 43.4).
const storedUrl = (key: string | undefined): string | null => (key ? `/api/media/${key}` : null);

export async function readSnapshot(sql: SqlRunner, caseId: number): Promise<KeepsakeSnapshot> {
  const [row] = await sql.query<{
    site_id: string;
    site_name: string;
    time_zone: string | null;
    full_name: string;
    birth_date: string | null;
    death_date: string | null;
    portrait_url: string | null;
    events: CaseEvent[];
    obituary_text: string | null;
    obituary_id: number | null;
  }>(
    `SELECT c.site_id, s.name AS site_name, ctx.document->'settings'->>'timeZone' AS time_zone, c.full_name,
            c.birth_date::text AS birth_date, c.death_date::text AS death_date, c.portrait_url, c.events,
            CASE WHEN o.status = 'APPROVED' THEN o.draft END AS obituary_text, o.obituary_id
       FROM family_case c
       JOIN site s ON s.id = c.site_id
       LEFT JOIN site_context ctx ON ctx.site_id = c.site_id AND ctx.version = 'approved'
       LEFT JOIN case_obituary o ON o.case_id = c.id
      WHERE c.id = $1`,
    [caseId],
  );
  if (!row) throw new Error(`case ${caseId} is gone`);
  const media = await sql.query<{
    id: number;
    kind: string;
    storage_keys: string[];
    file_name: string;
    caption: string;
    description: string;
    width: number | null;
    height: number | null;
    url: string;
  }>(
    `SELECT id, kind, storage_keys, file_name, caption, description, width, height, url FROM case_media
      WHERE case_id = $1 AND kind IN ('PHOTO', 'MUSIC', 'PORTRAIT') ORDER BY position, id`,
    [caseId],
  );
  const [approval] = await sql.query(`SELECT 1 FROM case_approval WHERE case_id = $1 AND subject = 'VIDEO'`, [caseId]);
  const [count] = row.obituary_id
    ? await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM memory WHERE obituary_id = $1 AND status = 'APPROVED'`, [row.obituary_id])
    : [{ n: 0 }];
  const portrait = media.find((item) => item.kind === 'PORTRAIT');
  return {
    siteId: row.site_id,
    siteName: row.site_name,
    timeZone: row.time_zone ?? 'UTC',
    caseId,
    fullName: row.full_name,
    birthDate: row.birth_date,
    deathDate: row.death_date,
    // The family's uploaded portrait (its original), else the one the case shows by URL.
    portraitUrl: storedUrl(portrait?.storage_keys[0]) ?? portrait?.url ?? row.portrait_url,
    obituaryText: row.obituary_text,
    photos: media
      .filter((item) => item.kind === 'PHOTO')
      .map((item) => ({
        id: item.id,
        caption: item.caption,
        description: item.description,
        fileName: item.file_name,
        width: item.width,
        height: item.height,
        originalUrl: storedUrl(item.storage_keys[0]) ?? item.url,
        largeUrl: storedUrl(item.storage_keys[1]) ?? item.url,
      })),
    music: media
      .filter((item) => item.kind === 'MUSIC')
      .map((item) => ({ id: item.id, fileName: item.file_name, url: storedUrl(item.storage_keys[0]) ?? item.url })),
    videoApproved: Boolean(approval),
    memoryCount: count?.n ?? 0,
    events: row.events ?? [],
  };
}

// Visible memories in pages of `size`, oldest first: a case with thousands never loads them all at once.
export async function* memoriesOf(sql: SqlRunner, caseId: number, size = 200): AsyncGenerator<SnapshotMemory[]> {
  let after = 0;
  for (;;) {
    const rows = await sql.query<{
      id: number;
      author_name: string;
      relationship: string | null;
      text: string;
      created_at: Date | string;
      photo_url: string | null;
      photo_width: number | null;
      photo_height: number | null;
    }>(
      `SELECT m.id, m.author_name, m.relationship, m.text, m.created_at, m.photo_url, m.photo_width, m.photo_height
         FROM memory m JOIN case_obituary o ON o.obituary_id = m.obituary_id
        WHERE o.case_id = $1 AND m.status = 'APPROVED' AND m.id > $2
        ORDER BY m.id LIMIT $3`,
      [caseId, after, size],
    );
    if (rows.length === 0) return;
    after = rows[rows.length - 1]!.id;
    yield rows.map((m) => ({
      id: m.id,
      authorName: m.author_name,
      relationship: m.relationship,
      text: m.text,
      createdAt: new Date(m.created_at).toISOString(),
      photoUrl: m.photo_url,
      photoWidth: m.photo_width,
      photoHeight: m.photo_height,
    }));
    if (rows.length < size) return;
  }
}
