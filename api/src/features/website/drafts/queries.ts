import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { describeChanges, findUndescribedImages, renderContextSchema, undescribedImagesMessage, type RenderContext } from '@keepsake/shared/contract';
import type { Db } from '../../../db/client';
import { siteContexts, siteRedirects } from '../../../db/schema';
import { forbidden, HttpError, notFound } from '../../../lib/http-error';
import { SECURITY_OWNER_ONLY, securityChanged } from './security-settings';
import { redirectsOwed } from './moved-pages';
import { sitePublications, siteDrafts } from './tables';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const conflict = (message: string) => new HttpError(409, message);

const STALE_MESSAGE = 'Someone else saved or published this website since you opened it. Reload the studio to see their changes, then make yours again.';

async function ensureDraftRow(tx: Tx | Db, siteId: string) {
  await tx.insert(siteDrafts).values({ siteId, revision: 0 }).onConflictDoNothing();
}

export async function readDraftRevision(db: Db, siteId: string): Promise<{ revision: number; updatedAt: Date }> {
  await ensureDraftRow(db, siteId);
  const [row] = await db.select({ revision: siteDrafts.revision, updatedAt: siteDrafts.updatedAt }).from(siteDrafts).where(eq(siteDrafts.siteId, siteId));
  if (!row) throw new Error('site_draft row missing after insert');
  return row;
}

// Takes the next revision only when the caller started from the current one; otherwise 409. The row lock
// taken by the UPDATE serialises concurrent saves and publishes of one site.
async function claimRevision(tx: Tx, siteId: string, baseRevision: number, userId: string) {
  await ensureDraftRow(tx, siteId);
  const [row] = await tx
    .update(siteDrafts)
    .set({ revision: sql`${siteDrafts.revision} + 1`, updatedAt: new Date(), updatedBy: userId })
    .where(and(eq(siteDrafts.siteId, siteId), eq(siteDrafts.revision, baseRevision)))
    .returning({ revision: siteDrafts.revision, updatedAt: siteDrafts.updatedAt });
  if (!row) throw conflict(STALE_MESSAGE);
  return row;
}

export async function saveDraft(db: Db, siteId: string, userId: string, baseRevision: number, context: RenderContext) {
  return db.transaction(async (tx) => {
    const claimed = await claimRevision(tx, siteId, baseRevision, userId);
    await tx
      .insert(siteContexts)
      .values({ siteId, version: 'draft', document: context, updatedAt: new Date() })
      .onConflictDoUpdate({ target: [siteContexts.siteId, siteContexts.version], set: { document: context, updatedAt: new Date() } });
    return claimed;
  });
}

async function documentOf(tx: Tx, siteId: string, version: 'approved' | 'draft'): Promise<unknown> {
  const [row] = await tx
    .select({ document: siteContexts.document })
    .from(siteContexts)
    .where(and(eq(siteContexts.siteId, siteId), eq(siteContexts.version, version)));
  if (!row) throw notFound(`This website has no ${version} content yet.`);
  return row.document;
}

async function setApproved(tx: Tx, siteId: string, document: unknown) {
  await tx
    .update(siteContexts)
    .set({ document, updatedAt: new Date() })
    .where(and(eq(siteContexts.siteId, siteId), eq(siteContexts.version, 'approved')));
}

// The live site's redirects follow its pages (moved-pages.ts): in the same transaction as the document.
async function applyOwedRedirects(tx: Tx, siteId: string, previous: unknown, next: unknown) {
  const owed = redirectsOwed(previous, next);
  if (owed.clear.length) await tx.delete(siteRedirects).where(and(eq(siteRedirects.siteId, siteId), inArray(siteRedirects.fromPath, owed.clear)));
  for (const redirect of owed.add) {
    await tx
      .insert(siteRedirects)
      .values({ id: randomUUID(), siteId, fromPath: redirect.from, toUrl: redirect.to, permanent: true, position: 1000 })
      .onConflictDoUpdate({ target: [siteRedirects.siteId, siteRedirects.fromPath], set: { toUrl: redirect.to, permanent: true } });
  }
}

// Issue 42: a draft may hold a picture nobody described yet, the live site may not. 422 naming each module,
// with a field error per picture (keyed by page path, module id and the picture's place in the module).
function refuseUndescribedImages(draft: unknown) {
  const images = findUndescribedImages(draft as Pick<RenderContext, 'pages'>);
  if (images.length === 0) return;
  const fieldErrors = Object.fromEntries(
    images.map((image) => [['pages', image.pagePath, ...(image.moduleId ? ['modules', image.moduleId] : []), ...image.field].join('.'), ALT_NEEDED]),
  );
  throw new HttpError(422, undescribedImagesMessage(images), fieldErrors);
}
const ALT_NEEDED = 'Describe the picture for people who cannot see it, or mark it as decorative.';

// One transaction: the draft becomes the approved document and the one it replaces is kept for rollback.
// `owner`: whether the publisher may change the security settings (security-settings.ts).
export async function publishDraft(db: Db, siteId: string, user: { id: string; name: string; owner: boolean }, baseRevision: number) {
  return db.transaction(async (tx) => {
    const draft = await documentOf(tx, siteId, 'draft');
    refuseUndescribedImages(draft);
    const previous = await documentOf(tx, siteId, 'approved');
    if (!user.owner && securityChanged(previous as RenderContext, draft as RenderContext)) throw forbidden(SECURITY_OWNER_ONLY);
    const claimed = await claimRevision(tx, siteId, baseRevision, user.id);
    await setApproved(tx, siteId, draft);
    await applyOwedRedirects(tx, siteId, previous, draft);
    const changes = summarise(previous, draft);
    const [publication] = await tx
      .insert(sitePublications)
      .values({ siteId, publishedBy: user.name, document: draft, previousDocument: previous, changes })
      .returning();
    if (!publication) throw new Error('publication insert returned nothing');
    return { publication, revision: claimed.revision };
  });
}

// What a publish changed (issue 40.3), in the studio's words. Documents stored before a contract change may
// not parse: then the summary is empty rather than an error in History.
function summarise(previous: unknown, next: unknown): string[] {
  const before = renderContextSchema.safeParse(previous);
  const after = renderContextSchema.safeParse(next);
  return before.success && after.success ? describeChanges(before.data, after.data) : [];
}

export async function listPublications(db: Db, siteId: string) {
  const rows = await db
    .select({
      id: sitePublications.id,
      publishedAt: sitePublications.publishedAt,
      publishedBy: sitePublications.publishedBy,
      rolledBackAt: sitePublications.rolledBackAt,
      changes: sitePublications.changes,
    })
    .from(sitePublications)
    .where(eq(sitePublications.siteId, siteId))
    .orderBy(desc(sitePublications.id))
    .limit(50);
  // Publishes from before migration 981 are summarised from their documents, read only for them.
  const older = rows.filter((row) => row.changes === null).map((row) => row.id);
  const documents = older.length
    ? await db
        .select({ id: sitePublications.id, document: sitePublications.document, previousDocument: sitePublications.previousDocument })
        .from(sitePublications)
        .where(inArray(sitePublications.id, older))
    : [];
  const summaries = new Map(documents.map((row) => [row.id, summarise(row.previousDocument, row.document)]));
  return rows.map((row) => ({ ...row, changes: row.changes ?? summaries.get(row.id) ?? [] }));
}

// Puts back the approved document a publish replaced. Only the latest publish still in effect can be
// rolled back, so history is undone in order and nothing published later is silently lost.
export async function rollbackPublication(db: Db, siteId: string, publicationId: number, { owner }: { owner: boolean }) {
  return db.transaction(async (tx) => {
    const [latest] = await tx
      .select()
      .from(sitePublications)
      .where(and(eq(sitePublications.siteId, siteId), isNull(sitePublications.rolledBackAt)))
      .orderBy(desc(sitePublications.id))
      .limit(1)
      .for('update');
    if (!latest || latest.id !== publicationId) {
      const [exists] = await tx
        .select({ id: sitePublications.id })
        .from(sitePublications)
        .where(and(eq(sitePublications.siteId, siteId), eq(sitePublications.id, publicationId)));
      if (!exists) throw notFound(`There is no publish with id ${publicationId}.`);
      throw conflict('Only the most recent publish that is still live can be rolled back.');
    }
    if (!owner && securityChanged(latest.document as RenderContext, latest.previousDocument as RenderContext)) throw forbidden(SECURITY_OWNER_ONLY);
    await setApproved(tx, siteId, latest.previousDocument);
    await applyOwedRedirects(tx, siteId, latest.document, latest.previousDocument);
    const [rolledBack] = await tx.update(sitePublications).set({ rolledBackAt: new Date() }).where(eq(sitePublications.id, latest.id)).returning();
    if (!rolledBack) throw new Error('rollback update returned nothing');
    return rolledBack;
  });
}
