import { apiErrorSchema, renderContextSchema } from '@keepsake/shared/contract';
import { DEMO_FAMILY, DEMO_STAFF, SECOND_SITE_STAFF } from '../../../seed/users';
import { createTestApp, DEMO_HOST, SECOND_HOST, signIn, type TestApp, edgeHost } from '../../../testing/test-app';

describe('render context', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

  describe('GET /api/web/render-context/approved', () => {
    it('returns the demo site, matching the contract', async () => {
      const response = await get('/api/web/render-context/approved', DEMO_HOST);
      expect(response.statusCode).toBe(200);
      const context = renderContextSchema.parse(response.json());
      expect(context.company).toMatchObject({ name: 'Willowbrook Funeral Home', phoneNumber: '(555) 201-4400' });
      expect(context.design.buttonCorners).toBe('Soft Square');
      expect(context.pages['/about']?.modules).toEqual([]);
      expect(context.navigation.map((entry) => entry.node.label)).not.toContain('Plan Now');
      expect(context.locations).toHaveLength(2);
    });

    it('ignores the port and falls back to the Host header', async () => {
      const withPort = await get('/api/web/render-context/approved', edgeHost('LOCALHOST:3000'));
      expect(withPort.statusCode).toBe(200);
      const byHost = await t.app.inject({ method: 'GET', url: '/api/web/render-context/approved', headers: { host: '127.0.0.1:4000' } });
      expect(byHost.json().company.name).toBe('Willowbrook Funeral Home');
    });

    it('answers 404 for an unknown host, never another site', async () => {
      const response = await get('/api/web/render-context/approved', edgeHost('unknown.example'));
      expect(response.statusCode).toBe(404);
      const body = apiErrorSchema.parse(response.json());
      expect(body.error).toBe('Not Found');
      expect(response.body).not.toContain('Willowbrook');
    });

    it('answers 400 for an X-Host that is not a hostname', async () => {
      const response = await get('/api/web/render-context/approved', edgeHost('bad host/<script>'));
      expect(response.statusCode).toBe(400);
      expect(apiErrorSchema.parse(response.json()).fieldErrors).toEqual({ 'x-host': 'Please enter a valid format' });
    });

    it("gives the second site its own data and none of the demo site's", async () => {
      const response = await get('/api/web/render-context/approved', SECOND_HOST);
      expect(response.statusCode).toBe(200);
      const context = renderContextSchema.parse(response.json());
      expect(context.company.name).toBe('Harborview Memorial Chapel');
      expect(Object.keys(context.pages)).toEqual(['/']);
      expect(response.body).not.toContain('Willowbrook');
    });
  });

  describe('GET /api/web/render-context/draft', () => {
    const url = '/api/web/render-context/draft';

    it('answers 401 when signed out', async () => {
      const response = await get(url, DEMO_HOST);
      expect(response.statusCode).toBe(401);
      expect(apiErrorSchema.parse(response.json()).error).toBe('Unauthorized');
    });

    it('answers 401 for a made-up bearer token', async () => {
      const response = await get(url, { ...DEMO_HOST, authorization: 'Bearer not-a-real-token' });
      expect(response.statusCode).toBe(401);
    });

    it('answers 403 for a family member of the same site', async () => {
      const token = await signIn(t.app, DEMO_HOST, DEMO_FAMILY.email, DEMO_FAMILY.password);
      const response = await get(url, { ...DEMO_HOST, authorization: `Bearer ${token}` });
      expect(response.statusCode).toBe(403);
      expect(apiErrorSchema.parse(response.json()).error).toBe('Forbidden');
    });

    // Sessions are bound to their site: on another home's host the token is as good as none.
    it('answers 401 for staff of another site', async () => {
      const token = await signIn(t.app, SECOND_HOST, SECOND_SITE_STAFF.email, SECOND_SITE_STAFF.password);
      const own = await get(url, { ...SECOND_HOST, authorization: `Bearer ${token}` });
      expect(own.statusCode).toBe(200);
      const response = await get(url, { ...DEMO_HOST, authorization: `Bearer ${token}` });
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('Willowbrook');
    });

    it("returns the draft to the site's staff signed in with a bearer token", async () => {
      const token = await signIn(t.app, DEMO_HOST, DEMO_STAFF.email, DEMO_STAFF.password);
      const response = await get(url, { ...DEMO_HOST, authorization: `Bearer ${token}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const draft = renderContextSchema.parse(response.json());
      const approved = renderContextSchema.parse((await get('/api/web/render-context/approved', DEMO_HOST)).json());
      const heading = (context: typeof draft) => {
        const hero = context.pages['/']?.modules.find((m) => m.id === 'home-hero');
        return hero?.type === 'hero' ? hero.heading : undefined;
      };
      expect(heading(draft)).toBe('Honoring every life, every story, with care');
      expect(heading(approved)).toBe('Honoring every life with dignity and care');
    });
  });
});
