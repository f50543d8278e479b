import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { AuthService } from '../auth/service';
import { registerCaseObituaryRoutes } from '../case-obituary/routes';
import { registerThemeRoutes } from '../memorial-theme/routes';
import { registerWallReviewRoutes } from '../memorial-wall-review/routes';
import { registerStationeryRoutes } from '../stationery/routes';
import { registerMediaFileRoutes } from '../storage/routes';
import { createStorage, type MediaStorage, type StorageConfig } from '../storage/storage';
import { registerTributeVideoRoutes } from '../tribute-video/routes';
import type { PixelLimits } from './pixel-budget';
import { registerCaseMediaRoutes } from './routes';

// Everything the family's content (issue 16) adds, in one call so server.ts changes by one line.
// Without a storage config (tests) files go to a fresh folder under the system's temp directory.
export async function registerFamilyContent(
  app: FastifyInstance,
  { db, authService, storage: config, pixelLimits }: { db: Db; authService: AuthService; storage?: StorageConfig; pixelLimits?: PixelLimits },
): Promise<MediaStorage> {
  // What a family changes here shows on the public memorial, whose reads are cached: each write that
  // changes it invalidates that page itself (case-obituary/public-page.ts).
  const storage = createStorage(config ?? { kind: 'local', dir: path.join(os.tmpdir(), `keepsake-media-${process.pid}-${Date.now()}`) });
  registerMediaFileRoutes(app, { db, storage });
  await registerCaseMediaRoutes(app, { db, authService, storage, pixelLimits });
  registerCaseObituaryRoutes(app, { db, authService });
  registerWallReviewRoutes(app, { db, authService });
  registerThemeRoutes(app, { db, authService });
  registerStationeryRoutes(app, { db, authService });
  registerTributeVideoRoutes(app, { db, authService });
  return storage;
}
