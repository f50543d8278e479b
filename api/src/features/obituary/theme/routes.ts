import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caseThemeSchema, customThemeBodySchema, stockThemeListSchema, themeQuerySchema, type MemorialTheme } from '@keepsake/shared/contract';
import { parseId } from '@keepsake/shared/rules';
import type { Db } from '../../../db/client';
import { badRequest, HttpError, notFound } from '../../../lib/http-error';
import { named } from '../../../lib/route-schemas';
import type { AuthService } from '../../auth/service';
import { findMedia } from '../../case-core/media';
import { invalidatePublicObituary } from '../../case-core/public-page';
import { caseObituaryOf } from '../../case-core/case-obituary-queries';
import { requireFamilyUser } from '../../case-core/case-context';
import { scopeToCase } from '../../case-core/case-scope';
import { obituaries } from '../../case-core/obituary-tables';

// Stock themes: the home's own pictures (made here, shipped with the seed). Each scrim keeps white text
// at ≥ 4.5:1 over the brightest part of its picture (docs/decisions/065).
export const STOCK_THEMES: MemorialTheme[] = [
  { id: 'stock-willow-morning', name: 'Willow morning', imageUrl: '/api/assets/willow-morning.svg', scrim: 0.6, accent: '#f5e6c8' },
  { id: 'stock-garden', name: 'Garden', imageUrl: '/api/assets/garden.svg', scrim: 0.6, accent: '#e3f1d8' },
  { id: 'stock-chapel', name: 'Chapel', imageUrl: '/api/assets/chapel.svg', scrim: 0.65, accent: '#f0e2f5' },
];

// A missing body reads as an empty one, so each missing field is named (as the hand call did).
const customThemeBody = named(
  z.preprocess((body) => body ?? {}, customThemeBodySchema),
  'theme',
);

/** SPEC §7 GET /api/family/media/albums/stock/themes: the home's stock themes, to a signed-in account. */
export async function stockThemeRoutes(instance: FastifyInstance, { authService }: { authService: AuthService }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get('/api/family/media/albums/stock/themes', { schema: { response: { 200: stockThemeListSchema } } }, async (request) => {
    await requireFamilyUser(authService, request);
    return { items: STOCK_THEMES };
  });
}

/** The theme the case's public memorial wears (SPEC §7), under /api/family/cases/:caseId. */
export async function themeRoutes(instance: FastifyInstance, { db, authService }: { db: Db; authService: AuthService }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  scopeToCase(app, { db, authService });

  async function publicPage(caseId: number): Promise<number> {
    const { obituaryId } = await caseObituaryOf(db, caseId);
    if (obituaryId === null) throw new HttpError(409, 'The memorial page is not published yet; approve the obituary first.');
    return obituaryId;
  }

  // Ours: the theme the public page wears now.
  app.get('/memorial-theme', { schema: { response: { 200: caseThemeSchema } } }, async (request) => {
    const { obituaryId } = await caseObituaryOf(db, request.caseContext.caseRow.id);
    if (obituaryId === null) return { theme: null };
    const [row] = await db.select({ theme: obituaries.theme }).from(obituaries).where(eq(obituaries.id, obituaryId));
    return { theme: row?.theme ?? null };
  });

  // SPEC §7 POST memorial-theme?mediaId=: a stock theme by its id, or one of the family's photos by its
  // media id (with the default scrim).
  const pickSchema = { querystring: named(themeQuerySchema, 'theme'), response: { 200: caseThemeSchema } };
  app.post('/memorial-theme', { schema: pickSchema }, async (request) => {
    const { mediaId } = request.query;
    const context = request.caseContext;
    const caseId = context.caseRow.id;
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
    return { theme };
  });

  // SPEC §7 PUT memorial-theme: a custom theme from the family's photo, with its name, scrim and accent.
  app.put('/memorial-theme', { schema: { body: customThemeBody, response: { 200: caseThemeSchema } } }, async (request) => {
    const { body, caseContext: context } = request;
    const caseId = context.caseRow.id;
    const photo = await findMedia(db, context, body.mediaId, ['PHOTO', 'PORTRAIT']).catch(() => {
      throw badRequest('Please choose one of the photos of this case.', { mediaId: 'Please choose one of the photos of this case.' });
    });
    const theme: MemorialTheme = { id: `media-${photo.id}`, name: body.name, imageUrl: photo.url, scrim: body.scrim, accent: body.accent };
    const obituaryId = await publicPage(caseId);
    await db.update(obituaries).set({ theme }).where(eq(obituaries.id, obituaryId));
    invalidatePublicObituary(app, context.siteId, obituaryId);
    return { theme };
  });
}
