// The public pages the bench measures (issue 14): the home page, the obituary list, an obituary page (the
// first seeded obituary, read from the API as a visitor's link would name it), plan-now and the Family Portal's
// sign-in (issue 28: public too, on whatever phone a family has).
// BENCH_PAGES=home,obituary measures only those (by name). The signed-in pages (portal-case, studio) are
// measured for their bytes and, signed in, by Lighthouse at the mid-tier only (issue 44 decision 1): no one
// reaches them from a link on a cheap phone's first visit, so the low-end gap and the load tests are for the
// public pages. A page with `lighthouseReference` is measured by Lighthouse but its score is not judged (the
// studio's site editor: the issue budgets the studio's cases list).

const PAGES = [
  { name: 'home', path: '/', ready: 'footer' },
  { name: 'obituaries', path: '/obituaries', ready: 'main h1' },
  { name: 'obituary', path: null, ready: 'main h1' },
  { name: 'plan-now', path: '/plan-now', ready: 'main h1' },
  { name: 'portal-login', path: '/family-portal/login', ready: 'main h1' },
  // Issue 28: the portal's case pages (≤ 170 KB) and the studio's first load (≤ 200 KB), signed in as the
  // demo family and staff. Lighthouse at the mid-tier only (issue 44 decision 1); the load tests and the client
  // comparison measure the public pages.
  { name: 'portal-case', path: '/family-portal', ready: 'main h1', signIn: 'family' },
  // The studio, signed in as the demo staff, measured on two pages for two budgets:
  // - studio-cases, the cases list (issue 44 decision 1: "the studio's cases list (signed in)"), is what staff
  //   open their day on: its mid-tier Lighthouse score is the studio's Lighthouse budget (≥ 95), its bytes the
  //   studio's first-load budget too. Ready when the list's read has answered (the table, or "No cases match.").
  // - studio, /studio, the site editor (the studio's index and heaviest first load): its bytes are the README's
  //   "studio's first load ≤ 200 KB"; its mid-tier score is printed for reference, not judged. Ready when the
  //   editor shows its tabs (the staff navigation comes first, and the editor's chunk after it could be missed).
  { name: 'studio-cases', path: '/studio/cases', ready: 'main table, main > p:not([role])', signIn: 'staff' },
  { name: 'studio', path: '/studio', ready: 'role=tablist[name="Edit"]', signIn: 'staff', lighthouseReference: true },
];

/** The demo accounts the seed makes (README), for the pages measured signed in. */
export const BENCH_ACCOUNTS = {
  family: { email: 'family@willowbrook.test', password: 'keepsake-demo-family' },
  staff: { email: 'staff@willowbrook.test', password: 'keepsake-demo-staff' },
};

export const PAGE_NAMES = PAGES.map((page) => page.name);

/**
 * The session cookie of a demo account (`Cookie` header value), signed in through the API as the page's own form
 * would: what Lighthouse sends with every request of a signed-in page (its `extraHeaders`).
 */
export async function sessionCookie(origin, account) {
  const response = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { Origin: origin, 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(BENCH_ACCOUNTS[account]),
  });
  if (!response.ok) throw new Error(`signing in as the demo ${account} account answered ${response.status}`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  if (cookies.length === 0) throw new Error(`signing in as the demo ${account} account set no cookie`);
  return cookies.join('; ');
}

/** The path of the first obituary the site lists, as its list links to it. */
export async function firstObituaryPath(baseUrl) {
  const response = await fetch(`${baseUrl}/api/web/obituaries`, { headers: { Accept: 'application/json', 'X-Host': 'localhost' } });
  if (!response.ok) throw new Error(`/api/web/obituaries answered ${response.status}`);
  const first = (await response.json()).items?.[0];
  if (!first) throw new Error('no obituary is seeded: the bench needs one');
  return `/obituaries/${first.id}/${first.nameSlug}`;
}

/**
 * The pages to measure, with the obituary's path filled in.
 * @param {string} baseUrl the shell's origin
 * @param {string[] | null} only page names, or null for all
 */
export async function benchPages(baseUrl, only = null) {
  const wanted = PAGES.filter((page) => !only || only.includes(page.name));
  const obituaryPath = wanted.some((page) => page.path === null) ? await firstObituaryPath(baseUrl) : null;
  return wanted.map((page) => ({ ...page, path: page.path ?? obituaryPath }));
}
