import type { Page } from '@playwright/test';

export interface LayoutShift {
  value: number;
  sources: string[];
}

/**
 * Records every layout shift not caused by recent input (what CLS counts) from the page's first paint: call
 * before page.goto / reload, read with layoutShifts() once the page has settled. Each shift names the elements
 * that moved, so a failure says what jumped.
 */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __layoutShifts: typeof shifts }).__layoutShifts = shifts;
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
    const name = (node: Node | null | undefined) => {
      if (!(node instanceof Element)) return node?.nodeName ?? '?';
      const label = node.getAttribute('aria-label') ?? node.getAttribute('role') ?? node.textContent?.trim().slice(0, 40);
      return `${node.tagName.toLowerCase()}${label ? ` "${label}"` : ''}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (!entry.hadRecentInput) shifts.push({ value: entry.value, sources: (entry.sources ?? []).map((source) => name(source.node)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export async function layoutShifts(page: Page): Promise<{ total: number; shifts: LayoutShift[] }> {
  const shifts = await page.evaluate(() => (window as unknown as { __layoutShifts: LayoutShift[] }).__layoutShifts);
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}
