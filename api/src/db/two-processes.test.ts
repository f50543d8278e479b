// Issue 27 point 3: two API processes on one PostgreSQL, as a load balancer spreads a deployment. A publish
// on one is served by the other within a second (its public cache hears the NOTIFY), and a rate limit
// counts the tries on both (rate_limit_hit, ADR 090). Needs PostgreSQL: skipped without TEST_DATABASE_URL.
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { BUILDER_API, builderDraftSchema, renderContextSchema, type RenderContext } from '@keepsake/shared/contract';
import { DEMO_STAFF } from '../seed/users';
import { startApi } from '../testing/api-process';
import { edgeHost } from '../testing/test-app';

const adminUrl = process.env.TEST_DATABASE_URL;
const describeWithPostgres = adminUrl ? describe : describe.skip;

const HOST = edgeHost('localhost');
const json = { ...HOST, 'content-type': 'application/json' };

describeWithPostgres('two API processes on one PostgreSQL', () => {
  const name = `keepsake_two_${randomBytes(5).toString('hex')}`;
  let a: { url: string; child: ChildProcess };
  let b: { url: string; child: ChildProcess };
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    // One after the other: the first migrates and seeds; the second finds it done (both would be safe).
    a = await startApi({ DATABASE_URL: url.toString() });
    b = await startApi({ DATABASE_URL: url.toString() });
  }, 240_000);
  afterAll(async () => {
    for (const api of [a, b]) {
      if (!api) continue;
      api.child.kill('SIGTERM');
      await once(api.child, 'exit');
    }
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }, 60_000);

  const approved = async (url: string) => renderContextSchema.parse(await (await fetch(`${url}/api/web/render-context/approved`, { headers: HOST })).json());
  const title = (context: RenderContext) => context.pages['/']?.title;

  it('serves on one process, within a second, what was published on the other', async () => {
    // B has the approved context in its cache before the publish.
    const before = await approved(b.url);
    const signIn = await fetch(`${a.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: DEMO_STAFF.email, password: DEMO_STAFF.password }),
    });
    expect(signIn.status).toBe(200);
    const staff = { ...json, authorization: `Bearer ${signIn.headers.get('set-auth-token')}` };
    const draft = builderDraftSchema.parse(await (await fetch(`${a.url}${BUILDER_API.draft}`, { headers: staff })).json());
    const context = structuredClone(draft.context);
    const marker = `Published on A ${randomBytes(3).toString('hex')}`;
    context.pages['/']!.title = marker;
    const saved = await fetch(`${a.url}${BUILDER_API.draft}`, {
      method: 'PUT',
      headers: staff,
      body: JSON.stringify({ baseRevision: draft.revision, context }),
    });
    expect(saved.status).toBe(200);
    const { revision } = (await saved.json()) as { revision: number };
    const published = await fetch(`${a.url}${BUILDER_API.publish}`, { method: 'POST', headers: staff, body: JSON.stringify({ baseRevision: revision }) });
    expect(published.status).toBe(200);
    // A request B receives within a second of the publish's answer gets the new page. Measured from when
    // each request was sent: on a loaded machine the answer itself can take a while to come back.
    const at = Date.now();
    let seen = title(before);
    let askedAt = at;
    while (seen !== marker && Date.now() - at < 1_000) {
      askedAt = Date.now();
      seen = title(await approved(b.url));
      if (seen !== marker) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(seen).toBe(marker);
    expect(askedAt - at).toBeLessThan(1_000);
  }, 60_000);

  const signInAttempt = (url: string, email: string) =>
    fetch(`${url}/api/auth/sign-in/email`, { method: 'POST', headers: json, body: JSON.stringify({ email, password: 'wrong-password-1' }) });

  it('shares the per-account sign-in backoff: five failures spread over both, and both make the account wait', async () => {
    const email = `guess-${randomBytes(3).toString('hex')}@example.com`;
    // Five free failures in all (DEFAULT_BACKOFF): three on A, two on B. Counted per process, each would
    // still allow more.
    for (const url of [a.url, b.url, a.url, b.url, a.url]) expect((await signInAttempt(url, email)).status).toBe(401);
    for (const url of [b.url, a.url]) {
      const response = await signInAttempt(url, email);
      expect(response.status).toBe(429);
      expect(((await response.json()) as { message: string }).message).toMatch(/Too many sign-in attempts for this account/);
    }
  }, 60_000);

  it('holds a rate limit across both processes (password reset: 5 per 10 minutes per address)', async () => {
    // A cheap limited route with a long window, so a slow machine cannot outlast it: 3 tries on A and 2
    // on B are the 5 allowed; counted per process, each would allow 2 or 3 more.
    const forgot = (url: string) =>
      fetch(`${url}/api/family/password/forgot`, { method: 'POST', headers: json, body: JSON.stringify({ email: 'nobody@example.com' }) });
    const statuses: number[] = [];
    for (const url of [a.url, b.url, a.url, b.url, a.url]) statuses.push((await forgot(url)).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202]);
    for (const url of [b.url, a.url]) {
      const limited = await forgot(url);
      expect(limited.status).toBe(429);
      expect(((await limited.json()) as { error: string }).error).toBe('Too Many Requests');
    }
  }, 60_000);
});
