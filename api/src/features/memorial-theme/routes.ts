import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { caseIdSchema, caseThemeSchema, customThemeBodySchema, stockThemeListSchema, themeQuerySchema, type MemorialTheme } from '@keepsake/shared/contract';
import { parseId } from '@keepsake/shared/rules';
import type { Db } from '../../db/client';
import { checked } from '../../lib/checked';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import { validate, validateParams } from '../../lib/validate';
import type { AuthService } from '../auth/service';
import { findMedia } from '../case-core/media';
import { invalidatePublicObituary } from '../case-obituary/public-page';
import { caseObituaryOf } from '../case-obituary/queries';
import { requireCase, requireFamilyUser } from '../case-core/case-context';
import { obituaries } from '../obituaries/tables';

// Stock themes: the home's own pictures (made here, shipped with the seed). Each scrim keeps white text
// at ≥ 4.5:1 over the brightest part of its picture (docs/decisions/065).
export const STOCK_THEMES: MemorialTheme[] = [
  { id: 'stock-willow-morning', name: 'Willow morning', imageUrl: '/api/assets/willow-morning.svg', scrim: 0.6, accent: '#f5e6c8' },
  { id: 'stock-garden', name: 'Garden', imageUrl: '/api/assets/garden.svg', scrim: 0.6, accent: '#e3f1d8' },
  { id: 'stock-chapel', name: 'Chapel', imageUrl: '/api/assets/chapel.svg', scrim: 0.65, accent: '#f0e2f5' },
];

const caseParams = z.object({ caseId: caseIdSchema }).strict();

export async function themeRoutes(app: FastifyInstance, { db, authService }: { db: Db; authService: AuthService }) {
  // SPEC §7 GET /api/family/media/albums/stock/themes.
  app.get('/api/family/media/albums/stock/themes', async (request) => {
    await requireFamilyUser(authService, request);
    return checked(stockThemeListSchema, { items: STOCK_THEMES }, 'themes');
  });

  async function publicPage(caseId: number): Promise<number> {
    const { obituaryId } = await caseObituaryOf(db, caseId);
    if (obituaryId === null) throw new HttpError(409, 'The memorial page is not published yet; approve the obituary first.');
    return obituaryId;
  }

  // Ours: the theme the public page wears now.
  app.get('/api/family/cases/:caseId/memorial-theme', async (request) => {
    const { caseId } = validateParams(caseParams, request.params, 'case address');
    await requireCase(db, authService, request, caseId);
    const { obituaryId } = await caseObituaryOf(db, caseId);
    if (obituaryId === null) return { theme: null };
    const [row] = await db.select({ theme: obituaries.theme }).from(obituaries).where(eq(obituaries.id, obituaryId));
    return checked(caseThemeSchema, { theme: row?.theme ?? null }, 'theme');
  });

  // SPEC §7 POST memorial-theme?mediaId=: a stock theme by its id, or one of the family's photos by its
  // media id (with the default scrim).
  app.post('/api/family/cases/:caseId/memorial-theme', async (request) => {
    const { caseId } = validateParams(caseParams, request.params, 'case address');
    const { mediaId } = validate(themeQuerySchema, request.query, 'theme');
    const context = await requireCase(db, authService, request, caseId);
    let theme = STOCK_THEMES.find((stock) => stock.id === mediaId);
    if (!theme) {
      // The contract let through only a stock theme's spelling or a valid id (parseId, the one id rule).
      const photoId = parseId(mediaId);
      if (photoId === null) throw notFound('There is no such theme.');
      const photo = await findMedia(db, context, photoId, ['PHOTO', 'PORTRAIT']);
      theme = { id: `media-${photo.id}`, name: 'Our own photo', imageUrl: photo.url, scrim: 0.6, accent: '#f5e6c8' };
    }
    const obituaryId = await publicPage(caseId);
    await db.update(obituaries).set({ theme }).where(eq(obituaries.id, obituaryId));
    invalidatePublicObituary(app, context.siteId, obituaryId);
    return checked(caseThemeSchema, { theme }, 'theme');
  });

  // SPEC §7 PUT memorial-theme: a custom theme from the family's photo, with its name, scrim and accent.
  app.put('/api/family/cases/:caseId/memorial-theme', async (request) => {
    const { caseId } = validateParams(caseParams, request.params, 'case address');
    const body = validate(customThemeBodySchema, request.body ?? {}, 'theme');
    const context = await requireCase(db, authService, request, caseId);
    const photo = await findMedia(db, context, body.mediaId, ['PHOTO', 'PORTRAIT']).catch(() => {
      throw badRequest('Please choose one of the photos of this case.', { mediaId: 'Please choose one of the photos of this case.' });
    });
    const theme: MemorialTheme = { id: `media-${photo.id}`, name: body.name, imageUrl: photo.url, scrim: body.scrim, accent: body.accent };
    const obituaryId = await publicPage(caseId);
    await db.update(obituaries).set({ theme }).where(eq(obituaries.id, obituaryId));
    invalidatePublicObituary(app, context.siteId, obituaryId);
    return checked(caseThemeSchema, { theme }, 'theme');
  });
}
