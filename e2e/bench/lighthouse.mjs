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
    };
  } finally {
    await chrome.kill();
  }
}
