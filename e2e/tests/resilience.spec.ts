import { expect, test } from '@playwright/test';
import { createShellServer, configFromEnv, registryOf } from '@keepsake/serve';
import { expectNoAxeViolations } from '../support/axe';
import { E2E_ENV, E2E_SECOND_SHELL_PORT } from '../support/e2e-env';
import { stopServer } from '../support/stop-server';

test.describe('when a remote fails', () => {
  test('a remote whose server is stopped: the rest of the site works and that area offers a retry', async ({ page }) => {
    // A second shell origin whose registry points the obituaries remote at a port where nothing listens.
    const config = configFromEnv({ ...E2E_ENV, OBITUARIES_PORT: String(E2E_SECOND_SHELL_PORT + 1) });
    const shell = await createShellServer({ root: config.shellRoot, registry: registryOf(config), apiUrl: config.apiUrl });
    await shell.listen({ host: '127.0.0.1', port: E2E_SECOND_SHELL_PORT });
    const secondShell = `http://localhost:${E2E_SECOND_SHELL_PORT}`;
    try {
      await page.goto(`${secondShell}/`);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Obituaries' }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'Obituaries is unavailable right now' });
      await expect(alert).toBeVisible();
      await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('Willowbrook');
      await expectNoAxeViolations(page);
      // The rest of the site still works.
      await page.getByRole('link', { name: 'Willowbrook Funeral Home' }).first().click();
      await expect(page).toHaveURL(`${secondShell}/`);
      await expect(page.getByRole('alert').filter({ hasText: 'unavailable' })).toHaveCount(0);
    } finally {
      await stopServer(shell);
    }
  });

  test("the site remote out of the browser's reach: the page still hydrates without it, the header offers a retry (ADR 125)", async ({ page }) => {
    // The shell's server still renders the header (its server entry is reachable); the browser cannot fetch any of
    // the site remote's files.
    await page.route(`http://localhost:${E2E_ENV.SITE_PORT}/**`, (route) => route.abort());
    await page.goto('/obituaries');
    // The header hydrates after load: its code cannot be fetched, so its place says so, with a retry.
    const alert = page.getByRole('alert').filter({ hasText: "The site's header could not be loaded." });
    await expect(alert).toBeVisible();
    // The page's content is the shell's and the obituaries remote's: hydrated, its links navigate in the page.
    const documents: string[] = [];
    page.on('request', (request) => request.resourceType() === 'document' && documents.push(request.url()));
    await page.getByRole('link', { name: 'Eleanor Grace Hartwell' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Eleanor Grace Hartwell' })).toBeVisible();
    expect(documents).toEqual([]);
    await expectNoAxeViolations(page);
    // Its "Try again" is the boundary's (shell/src/remotes/site-region.test.tsx): a press loads the remote anew.
    await expect(alert.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  test('a chunk that 404s reloads the page exactly once', async ({ page }) => {
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await page.route(`http://localhost:${E2E_ENV.OBITUARIES_PORT}/__federation_expose_routes*`, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto('/obituaries');
    await expect(page.getByRole('alert').filter({ hasText: 'Obituaries is unavailable right now' })).toBeVisible();
    await page.waitForTimeout(1000);
    expect(loads).toBe(2);
  });
});
