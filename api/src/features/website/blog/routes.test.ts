import { apiErrorSchema, blogArticleSchema, blogPageSchema, BLOG_PAGE_SIZE } from '@keepsake/shared/contract';
import { WILLOWBROOK_ARTICLE_COUNT } from '../../../seed/site-blog';
import { createTestApp, DEMO_HOST, SECOND_HOST, type TestApp } from '../../../testing/test-app';

describe('blog', () => {
  let t: TestApp;
  // The demo seed (every feature's) takes a few seconds on PGlite.
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = DEMO_HOST) => t.app.inject({ method: 'GET', url, headers });

  describe('GET /api/web/blog', () => {
    it('returns the first page, newest first, matching the contract', async () => {
      const response = await get('/api/web/blog');
      expect(response.statusCode).toBe(200);
      const page = blogPageSchema.parse(response.json());
      expect(page).toMatchObject({ page: 1, pageSize: BLOG_PAGE_SIZE, hasNext: true, total: WILLOWBROOK_ARTICLE_COUNT });
      expect(page.totalPages).toBe(Math.ceil(WILLOWBROOK_ARTICLE_COUNT / BLOG_PAGE_SIZE));
      expect(page.items).toHaveLength(BLOG_PAGE_SIZE);
      const dates = page.items.map((item) => item.publishedAt);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(page.items[0]?.title).toBe('Our new reception room at the Riverside Chapel');
    });

    it('pages with ?page and ?size without overlap', async () => {
      const first = blogPageSchema.parse((await get('/api/web/blog?page=1&size=5')).json());
      const second = blogPageSchema.parse((await get('/api/web/blog?page=2&size=5')).json());
      expect(second.page).toBe(2);
      const ids = new Set([...first.items, ...second.items].map((item) => item.id));
      expect(ids.size).toBe(10);
    });

    it('answers an empty page past the end', async () => {
      const page = blogPageSchema.parse((await get('/api/web/blog?page=99')).json());
      expect(page.items).toEqual([]);
      expect(page.total).toBe(WILLOWBROOK_ARTICLE_COUNT);
    });

    it.each([
      ['page=0', { page: 'Must be at least 1' }],
      ['page=abc', { page: 'Expected number' }],
      ['page=1.5', { page: 'Expected integer' }],
      ['size=500', { size: 'Cannot exceed 50' }],
    ])('answers 400 with field messages for %s', async (query, fieldErrors) => {
      const response = await get(`/api/web/blog?${query}`);
      expect(response.statusCode).toBe(400);
      expect(apiErrorSchema.parse(response.json()).fieldErrors).toEqual(fieldErrors);
    });

    it('shows a site only its own articles', async () => {
      const page = blogPageSchema.parse((await get('/api/web/blog', SECOND_HOST)).json());
      expect(page.total).toBe(1);
      expect(JSON.stringify(page)).not.toContain('Willowbrook');
    });
  });

  describe('GET /api/web/blog/{id}', () => {
    it('returns an article with its structured content', async () => {
      const [newest] = blogPageSchema.parse((await get('/api/web/blog')).json()).items;
      const response = await get(`/api/web/blog/${newest?.id}`);
      expect(response.statusCode).toBe(200);
      const article = blogArticleSchema.parse(response.json());
      expect(article.title).toBe(newest?.title);
      expect(article.content[0]).toMatchObject({ type: 'paragraph' });
    });

    it('answers 404 for an unknown id', async () => {
      const response = await get('/api/web/blog/999999');
      expect(response.statusCode).toBe(404);
      expect(apiErrorSchema.parse(response.json()).message).toBe('There is no blog article with id 999999.');
    });

    it("answers 404 for another site's article", async () => {
      const [harborview] = blogPageSchema.parse((await get('/api/web/blog', SECOND_HOST)).json()).items;
      expect((await get(`/api/web/blog/${harborview?.id}`)).statusCode).toBe(404);
      expect((await get(`/api/web/blog/${harborview?.id}`, SECOND_HOST)).statusCode).toBe(200);
    });

    // An id that cannot exist names nothing: 404 (SPEC §2), never a 500.
    it.each(['abc', '0', '-3', '1.5', '99999999999', '0x1', '1e0', '%201', '01'])('answers 404 for the id %s', async (id) => {
      const response = await get(`/api/web/blog/${id}`);
      expect(response.statusCode).toBe(404);
      expect(apiErrorSchema.parse(response.json()).statusCode).toBe(404);
    });
  });
});
