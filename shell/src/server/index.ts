// The shell's server entry (dist/server/main.js). Module Federation needs an async boundary before any
// shared module is used, as in the browser (src/index.ts).
import type { RenderedPage, RenderRequest } from './render-page';

export async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  const { renderPage: render } = await import('./render-page');
  return render(request);
}
