import type { CaseMedia } from '@keepsake/shared/contract';
import type { MediaRow } from '../case-core/media';

/** A stored file as the contract shows it. */
export const toMedia = (row: MediaRow): CaseMedia => ({
  id: row.id,
  kind: row.kind,
  url: row.url,
  thumbUrl: row.thumbUrl,
  width: row.width,
  height: row.height,
  contentType: row.contentType,
  byteSize: row.byteSize,
  fileName: row.fileName,
  caption: row.caption,
  position: row.position,
  createdAt: row.createdAt.toISOString(),
});
