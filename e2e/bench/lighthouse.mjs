// Lighthouse (its default mobile settings: slow 4G, 4× CPU, simulated; performance and accessibility) against the page as served, in the system Chromium.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export async function runLighthouse(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    const { categories, audits } = result.lhr;
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
      fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
      tbtMs: Math.round(audits['total-blocking-time'].numericValue),
      cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      // The document's own response time: what server rendering adds before the first byte.
      ttfbMs: Math.round(audits['server-response-time'].numericValue),
      why: whatTheTraceSays(audits),
    };
  } finally {
    await chrome.kill();
  }
}

const label = (node) => (node?.nodeLabel || node?.snippet || node?.selector || '?').replace(/\s+/g, ' ');

/** What the trace says about LCP and CLS: the LCP element and its phases, the resources that block the first paint, the shifts. */
function whatTheTraceSays(audits) {
  const [element, phases] = audits['largest-contentful-paint-element']?.details?.items ?? [];
  return {
    lcpElement: label(element?.items?.[0]?.node).slice(0, 80),
    lcpPhasesMs: Object.fromEntries((phases?.items ?? []).map((item) => [item.phase, Math.round(item.timing)])),
    renderBlocking: (audits['render-blocking-resources']?.details?.items ?? []).map((item) => item.url),
    layoutShifts: (audits['layout-shifts']?.details?.items ?? [])
      .slice(0, 3)
      .map((item) => ({ element: label(item.node).slice(0, 80), score: Number(item.score.toFixed(3)) })),
  };
}
