import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ENV, E2E_URL } from '../support/e2e-env';

// The staff editor frames the site with ?preview=true. Its origin must be one of the site's builderOrigins
// (the demo seed allows http://localhost:3100). It is a real local server: Chromium refuses to let a page
// it did not load from the network frame a local one.
const EDITOR_PAGE = `<!doctype html><html lang="en"><title>Editor</title><body><h1>Editor</h1><ol id="messages"></ol>
  <iframe title="Site preview" src="${E2E_URL}/?preview=true" width="1000" height="700"></iframe>
  <script>
    addEventListener('message', (event) => {
      const item = document.createElement('li');
      item.textContent = event.origin + ' ' + JSON.stringify(event.data);
      document.getElementById('messages').append(item);
    });
  </script></body></html>`;

async function startEditor(port: number): Promise<Server> {
  const server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(EDITOR_PAGE));
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return server;
}

async function openEditor(page: Page, port: number): Promise<Server> {
  const server = await startEditor(port);
  await page.goto(`http://localhost:${port}/editor`);
  return server;
}

async function signInAsStaff(page: Page) {
  const response = await page.request.post(`${E2E_URL}/api/auth/sign-in/email`, {
    headers: { 'X-Host': 'localhost' },
    data: { email: 'staff@willowbrook.test', password: 'keepsake-demo-staff' },
  });
  expect(response.ok()).toBe(true);
}

test.describe('preview mode in the staff editor', () => {
  test('shows the draft and posts web:ready to the allowed editor origin', async ({ page }) => {
    await signInAsStaff(page);
    const editor = await openEditor(page, 3100);
    try {
      const frame = page.frameLocator('iframe[title="Site preview"]');
      await expect(frame.getByRole('heading', { name: 'Honoring every life, every story, with care' })).toBeVisible();
      const messages = page.locator('#messages li');
      await expect(messages.first()).toContainText(`${E2E_URL} {"namespace":"keepsake-builder","version":1,"id":`);
      await expect(messages.first()).toContainText('"type":"web:ready","payload":{"path":"/"}');
    } finally {
      editor.close();
    }
  });

  // CSP frame-ancestors (issue 13): only the site itself and its builder origins may frame it.
  test('is not shown, and says nothing, inside a frame from any other origin', async ({ page }) => {
    await signInAsStaff(page);
    const editor = await openEditor(page, 3199);
    try {
      const frame = page.frameLocator('iframe[title="Site preview"]');
      await page.waitForTimeout(1500);
      await expect(frame.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
      await expect(page.locator('#messages li')).toHaveCount(0);
    } finally {
      editor.close();
    }
  });

  test('the builder bridge is not loaded outside preview mode', async ({ page }) => {
    const bridgeRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).port === E2E_ENV.BUILDER_BRIDGE_PORT) bridgeRequests.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(bridgeRequests).toEqual([]);
  });
});
