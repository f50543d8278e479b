import { expect, test, type Page } from '@playwright/test';
import { configFromEnv, createShellServer, registryOf } from '@keepsake/serve';
import { expectNoAxeViolations } from '../support/axe';
import { E2E_ENV, E2E_SECOND_SHELL_PORT } from '../support/e2e-env';
import { copyBuild, removeDeploy, serveDeploy, withChangedText, withReactRequirement } from '../support/remote-deploys';
import { stopServer } from '../support/stop-server';

// Issue 13 point 8: the obituaries remote stopped, redeployed, rolled back and built against another React,
// under a shell that is never rebuilt. Each deploy is made now from the real build (support/remote-deploys.ts)
// and served on its own origin; a second shell origin (allowed by the remotes' CORS, see e2e-env.ts) points
// its registry at it.

const SHELL = `http://localhost:${E2E_SECOND_SHELL_PORT}`;
// The deploys' origin; E2E_SECOND_SHELL_PORT + 1 is the resilience suite's "nothing listens here".
const DEPLOY_PORT = E2E_SECOND_SHELL_PORT + 2;
const manifestAt = (port: number | string) => `http://localhost:${port}/mf-manifest.json`;
// The release served by the suite's own remote origin: "the one before" a rollback returns to.
const PREVIOUS_RELEASE = manifestAt(E2E_ENV.OBITUARIES_PORT!);

const INTRO = 'Remembering the lives of those we have served';
const CHANGED_INTRO = 'Celebrating the lives of those we have served';

type Server = Awaited<ReturnType<typeof createShellServer>>;

/** The shell's server as `npm start` runs it, its registry read from configuration at start. */
async function startShell(obituariesManifest: string): Promise<Server> {
  const config = configFromEnv(E2E_ENV);
  const registry = { ...registryOf(config), obituaries: obituariesManifest };
  const shell = await createShellServer({ root: config.shellRoot, registry, apiUrl: config.apiUrl });
  await shell.listen({ host: '127.0.0.1', port: E2E_SECOND_SHELL_PORT });
  return shell;
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const unavailable = (page: Page) => page.getByRole('alert').filter({ hasText: 'Obituaries is unavailable right now' });

async function expectTheRestWorks(page: Page) {
  await expect(page.getByRole('contentinfo')).toContainText('Willowbrook');
  await page.getByRole('link', { name: 'Willowbrook Funeral Home' }).first().click();
  await expect(page).toHaveURL(`${SHELL}/`);
  await expect(mainNav(page)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'unavailable' })).toHaveCount(0);
}

test.describe('a remote stopped, redeployed, rolled back and skewed', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  test.afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
  });

  /** The remote's build served on its own origin, under a shell whose registry points at it; its origin can stop and start again. */
  async function deployedUnderShell() {
    const deploy = await copyBuild('remote-obituaries');
    cleanups.push(() => removeDeploy(deploy));
    let origin = await serveDeploy(deploy, DEPLOY_PORT, [SHELL]);
    cleanups.push(() => stopServer(origin));
    const shell = await startShell(manifestAt(DEPLOY_PORT));
    cleanups.push(() => stopServer(shell));
    return {
      stopOrigin: () => stopServer(origin),
      startOrigin: async () => {
        origin = await serveDeploy(deploy, DEPLOY_PORT, [SHELL]);
      },
    };
  }

  test('its server stops: only its area fails, with a retry that works once it is back', async ({ page }) => {
    const remote = await deployedUnderShell();

    await page.goto(`${SHELL}/`);
    await expect(mainNav(page)).toBeVisible();
    await remote.stopOrigin();

    await mainNav(page).getByRole('link', { name: 'Obituaries' }).click();
    await expect(unavailable(page)).toBeVisible();
    await expect(unavailable(page).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectTheRestWorks(page);

    // Back up: the same page, without a reload, loads the area on "Try again".
    await mainNav(page).getByRole('link', { name: 'Obituaries' }).click();
    await expect(unavailable(page)).toBeVisible();
    await remote.startOrigin();
    await unavailable(page).getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Obituaries' })).toBeVisible();
    await expect(page.getByText(INTRO)).toBeVisible();
    await expect(unavailable(page)).toHaveCount(0);
  });

  test('a page opened while its server is down loads the area on "Try again" once it is back', async ({ page }) => {
    // The shell's server announces the page's remote scripts as preloads, which fail while the server is down;
    // the retry must not be answered from them (remote-component.ts, forgetRemoteComponent).
    const remote = await deployedUnderShell();
    await remote.stopOrigin();

    await page.goto(`${SHELL}/obituaries`);
    await expect(unavailable(page)).toBeVisible();
    await remote.startOrigin();
    await unavailable(page).getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Obituaries' })).toBeVisible();
    await expect(page.getByText(INTRO)).toBeVisible();
  });

  test('a redeploy to its origin is picked up on the next load, and pointing the registry back rolls it back', async ({ page }) => {
    const first = await copyBuild('remote-obituaries');
    const second = await copyBuild('remote-obituaries');
    cleanups.push(
      () => removeDeploy(first),
      () => removeDeploy(second),
    );
    await withChangedText(second, 'Remembering the lives', 'Celebrating the lives');
    let origin = await serveDeploy(first, DEPLOY_PORT, [SHELL]);
    cleanups.push(() => stopServer(origin));
    let shell = await startShell(manifestAt(DEPLOY_PORT));
    cleanups.push(() => stopServer(shell));

    await page.goto(`${SHELL}/obituaries`);
    await expect(page.getByText(INTRO)).toBeVisible();

    // The team deploys its new build to the same origin; the shell (server and build) is untouched.
    await stopServer(origin);
    origin = await serveDeploy(second, DEPLOY_PORT, [SHELL]);
    await page.reload();
    await expect(page.getByText(CHANGED_INTRO)).toBeVisible();
    await expect(page.getByText(INTRO)).toHaveCount(0);
    // The other areas still work with the new obituaries.
    await expectTheRestWorks(page);

    // Roll back: the registry points at the previous release's origin again (configuration, no build).
    await stopServer(shell);
    shell = await startShell(PREVIOUS_RELEASE);
    await page.goto(`${SHELL}/obituaries`);
    await expect(page.getByText(INTRO)).toBeVisible();
    await expect(page.getByText(CHANGED_INTRO)).toHaveCount(0);
  });

  test('a remote built against another React degrades only its own area', async ({ page }) => {
    const skewed = await copyBuild('remote-obituaries');
    cleanups.push(() => removeDeploy(skewed));
    await withReactRequirement(skewed, '18.3.1');
    const origin = await serveDeploy(skewed, DEPLOY_PORT, [SHELL]);
    cleanups.push(() => stopServer(origin));
    const shell = await startShell(manifestAt(DEPLOY_PORT));
    cleanups.push(() => stopServer(shell));

    await page.goto(`${SHELL}/obituaries`);
    await expect(unavailable(page)).toBeVisible();
    await expect(unavailable(page).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(mainNav(page)).toBeVisible();
    await expectTheRestWorks(page);
    // Another remote's area still renders under the same shell.
    await page.goto(`${SHELL}/family-portal/login`);
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  });
});
