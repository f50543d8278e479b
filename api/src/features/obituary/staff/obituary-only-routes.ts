import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  STAFF_OBITUARY_PAGE_SIZE,
  nameSlugOf,
  staffObituaryDetailSchema,
  staffObituaryEditSchema,
  staffObituaryListQuerySchema,
  staffObituaryListSchema,
  staffObituaryParamsSchema,
  type StaffObituaryDetail,
} from '@keepsake/shared/contract';
import type { Db } from '../../../db/client';
import { HttpError, notFound } from '../../../lib/http-error';
import { named } from '../../../lib/route-schemas';
import type { AuthService } from '../../auth/service';
import { publicPathOf } from '../../case-core/case-obituary-queries';
import { obituaries } from '../../case-core/obituary-tables';
import { invalidatePublicObituary } from '../../case-core/public-page';
import { scopeToStaff } from '../../case-core/staff-scope';

const params = named(staffObituaryParamsSchema, 'obituary address');
const one = { 200: staffObituaryDetailSchema };
const NOT_FOUND = 'We could not find this obituary.';
export const HAS_A_CASE = 'This obituary belongs to a case: manage it on the case’s page, where the family approves its words.';

// An obituary no case links to: imported, or published before the portal. The `NOT EXISTS` is the one
// definition of "obituary-only", used by the list and by every write below.
// Spelled with table names: inside a select list drizzle writes a column unqualified.
const withoutCase = sql`NOT EXISTS (SELECT 1 FROM case_obituary WHERE case_obituary.obituary_id = obituary.id)`;
// The flower orders for it, counted by table name: the shop is another feature (ADR on the feature graph).
const ordersOf = sql<number>`(SELECT count(*)::int FROM shop_order WHERE shop_order.obituary_id = obituary.id)`;

const summaryColumns = {
  id: obituaries.id,
  fullName: obituaries.fullName,
  nameSlug: obituaries.nameSlug,
  birthDate: obituaries.birthDate,
  deathDate: obituaries.deathDate,
  published: obituaries.published,
  city: obituaries.city,
  biography: obituaries.biography,
  orders: ordersOf,
};

/**
 * Obituaries without a case (issue 36 §4): about 35 public obituaries of a home had no case, so staff could
 * neither find, edit nor take them down although flower orders for them arrived. They are the studio's
 * "Obituaries" area: listed (with their orders), edited and published or taken down here. One with a case is
 * refused (409): its words are the family's, approved on the case.
 */
export async function obituaryOnlyRoutes(instance: FastifyInstance, { db, authService }: { db: Db; authService: AuthService }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  scopeToStaff(app, authService, 'manage obituaries');

  async function detailOf(siteId: string, obituaryId: number): Promise<StaffObituaryDetail> {
    const [row] = await db
      .select({ ...summaryColumns, hasCase: sql<boolean>`NOT (${withoutCase})` })
      .from(obituaries)
      .where(and(eq(obituaries.siteId, siteId), eq(obituaries.id, obituaryId)));
    if (!row) throw notFound(NOT_FOUND);
    if (row.hasCase) throw new HttpError(409, HAS_A_CASE);
    return toDetail(row);
  }

  app.get(
    '/api/staff/obituaries',
    { schema: { querystring: named(staffObituaryListQuerySchema, 'obituary list'), response: { 200: staffObituaryListSchema } } },
    async (request) => {
      const { page, q } = request.query;
      const where = and(eq(obituaries.siteId, request.siteId), withoutCase, q ? ilike(obituaries.fullName, `%${q.replace(/[%_\\]/g, '\\$&')}%`) : undefined);
      const rows = await db
        .select(summaryColumns)
        .from(obituaries)
        .where(where)
        .orderBy(desc(obituaries.deathDate), desc(obituaries.id))
        .limit(STAFF_OBITUARY_PAGE_SIZE + 1)
        .offset((page - 1) * STAFF_OBITUARY_PAGE_SIZE);
      return {
        items: rows.slice(0, STAFF_OBITUARY_PAGE_SIZE).map(({ city: _city, biography: _biography, ...row }) => toSummary(row)),
        page,
        pageSize: STAFF_OBITUARY_PAGE_SIZE,
        hasNext: rows.length > STAFF_OBITUARY_PAGE_SIZE,
      };
    },
  );

  app.get('/api/staff/obituaries/:obituaryId', { schema: { params, response: one } }, async (request) => detailOf(request.siteId, request.params.obituaryId));

  app.put('/api/staff/obituaries/:obituaryId', { schema: { params, body: named(staffObituaryEditSchema, 'obituary'), response: one } }, async (request) => {
    const { siteId } = request;
    const { obituaryId } = request.params;
    await detailOf(siteId, obituaryId);
    const { fullName, birthDate, deathDate, city, biography } = request.body;
    await db
      .update(obituaries)
      .set({ fullName, nameSlug: nameSlugOf(fullName), birthDate: birthDate || null, deathDate, city: city || null, biography })
      .where(and(eq(obituaries.siteId, siteId), eq(obituaries.id, obituaryId), withoutCase));
    invalidatePublicObituary(app, siteId, obituaryId);
    return detailOf(siteId, obituaryId);
  });

  for (const [action, published] of [
    ['publish', true],
    ['unpublish', false],
  ] as const) {
    app.post(`/api/staff/obituaries/:obituaryId/${action}`, { schema: { params, response: one } }, async (request) => {
      const { siteId } = request;
      const { obituaryId } = request.params;
      await detailOf(siteId, obituaryId);
      await db
        .update(obituaries)
        .set({ published })
        .where(and(eq(obituaries.siteId, siteId), eq(obituaries.id, obituaryId), withoutCase));
      invalidatePublicObituary(app, siteId, obituaryId);
      return detailOf(siteId, obituaryId);
    });
  }
}

type Row = { id: number; fullName: string; nameSlug: string; birthDate: string | null; deathDate: string; published: boolean; orders: number };
const toSummary = (row: Row) => ({
  id: row.id,
  fullName: row.fullName,
  birthDate: row.birthDate,
  deathDate: row.deathDate,
  published: row.published,
  publicPath: publicPathOf(row.id, row.nameSlug)!,
  orders: Number(row.orders),
});
const toDetail = (row: Row & { city: string | null; biography: string }): StaffObituaryDetail => ({
  ...toSummary(row),
  city: row.city ?? '',
  biography: row.biography,
});
