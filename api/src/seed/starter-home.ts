// What a new funeral home starts with (issue 27, `npm run home:create`): its site and host, a starter
// website from a template, a price list, the planning form, settings, and its owner's staff account
// without a password (the owner chooses one through the mailed link). Here beside the demo seed because
// it writes the same tables the seed does, from one place.
import { randomBytes } from 'node:crypto';
import type { RenderContext } from '@keepsake/shared/contract';
import type { Db } from '../db/client';
import { siteContexts, siteHosts, sites } from '../db/schema';
import { arrCategories, arrItems, arrStatementTemplates } from '../features/arrangement/tables';
import { seedPlanning, WILLOWBROOK_PLANNING } from '../features/planning/seed-sections';
import { hashToken, newToken } from '../lib/mail-links';
import { instantToZoned } from '../lib/zoned-time';
import { passwordResets } from '../features/auth/password-reset/tables';
import { insertUser } from './users';

// The owner's link is good for a week: long enough for a new customer to get to it.
export const OWNER_LINK_DAYS = 7;

/** The starter website: a home page, obituaries in the navigation, the home's name everywhere. */
export function starterWebsite(name: string, siteId: string, phone = 'Coming soon'): RenderContext {
  return {
    design: {
      colorPrimary: '#2F4A3A',
      colorText: '#1E2421',
      colorBackground: '#FAFAF7',
      colorAccent: '#8A6D3B',
      fontHeading: "Georgia, 'Times New Roman', serif",
      fontBody: "system-ui, -apple-system, 'Segoe UI', sans-serif",
      buttonCorners: 'Rounded',
      secondaryButtonCorners: 'Rounded',
    },
    company: { name, phoneNumber: phone, email: null, logoUrl: null },
    navigation: [
      { id: `${siteId}-nav-home`, node: { label: 'Home', to: '/' } },
      { id: `${siteId}-nav-obituaries`, node: { label: 'Obituaries', to: '/obituaries' } },
      { id: `${siteId}-nav-plan`, node: { label: 'Plan ahead', to: '/plan-now' } },
    ],
    pages: {
      '/': {
        id: `${siteId}-page-home`,
        title: name,
        description: `${name}: obituaries, planning ahead and support for families.`,
        modules: [
          { id: `${siteId}-home-headline`, type: 'headline', text: `Welcome to ${name}`, level: 1 },
          { id: `${siteId}-home-text`, type: 'headline', text: 'We are here for your family, day and night.', level: 2 },
        ],
      },
    },
    settings: { defaultLayout: 'default', timeZone: 'America/New_York', allowedRedirectOrigins: [], builderOrigins: [] },
    header: { id: `${siteId}-header` },
    footer: { id: `${siteId}-footer`, text: `© ${name}`, links: [] },
    locations: [],
  };
}

// A general price list laid out as the FTC Funeral Rule asks; the home edits its own prices later.
const STARTER_PRICE_LIST = [
  {
    name: 'Professional services',
    kind: 'SERVICE' as const,
    items: [
      { name: 'Basic services of funeral director and staff', dollars: 1995, nonDeclinable: true },
      { name: 'Transfer of remains to the funeral home', dollars: 350, nonDeclinable: false },
      { name: 'Use of facilities and staff for funeral ceremony', dollars: 550, nonDeclinable: false },
    ],
  },
  { name: 'Merchandise', kind: 'MERCHANDISE' as const, items: [{ name: 'Memorial folders (100)', dollars: 120, nonDeclinable: false }] },
  { name: 'Cash advance items', kind: 'CASH_ADVANCE' as const, items: [{ name: 'Certified death certificates (each)', dollars: 25, nonDeclinable: false }] },
];

async function seedStarterPriceList(db: Db, siteId: string, timeZone: string): Promise<void> {
  for (const [position, category] of STARTER_PRICE_LIST.entries()) {
    const [row] = await db
      .insert(arrCategories)
      .values({ siteId, name: category.name, kind: category.kind, position: (position + 1) * 10, displayForFamily: true })
      .returning({ id: arrCategories.id });
    await db.insert(arrItems).values(
      category.items.map((item, itemPosition) => ({
        siteId,
        categoryId: row!.id,
        name: item.name,
        description: '',
        priceCents: item.dollars * 100,
        taxable: category.kind === 'MERCHANDISE',
        nonDeclinable: item.nonDeclinable,
        imageUrl: null,
        imageAlt: '',
        position: itemPosition,
      })),
    );
  }
  // Its first published revision, in effect from the day the home is made (on its own clock): without one
  // the price list was written but never published, and the studio's catalogue, a case's arrangement and
  // the family's statement all answered "has not published its price list yet" on a new home (issue 36).
  await db.insert(arrStatementTemplates).values({
    siteId,
    title: 'Statement of Funeral Goods and Services Selected',
    displayType: 'ITEMIZED',
    disclosures: ['Cash advance items are goods and services we pay for on your behalf as a convenience. We charge you exactly what we pay.'],
    taxRateBp: 0,
    effectiveDate: instantToZoned(new Date(), timeZone).date,
  });
}

export interface StarterHome {
  siteId: string;
  slug: string;
  name: string;
  host: string;
  // Where its visitors reach it (lib/home-url.ts): the origin it was created for.
  canonicalUrl: string;
  ownerEmail: string;
  ownerName: string;
  phone?: string;
}

/**
 * Writes a new home with everything it starts with; call it inside a transaction (all or nothing).
 * Returns the owner's one-time token (only its hash is stored), which sets the password.
 */
export async function createStarterHome(db: Db, home: StarterHome): Promise<{ ownerToken: string }> {
  await db.insert(sites).values({ id: home.siteId, slug: home.slug, name: home.name, canonicalUrl: home.canonicalUrl });
  await db.insert(siteHosts).values({ host: home.host, siteId: home.siteId });
  const website = starterWebsite(home.name, home.siteId, home.phone);
  await db.insert(siteContexts).values([
    { siteId: home.siteId, version: 'approved', document: website },
    { siteId: home.siteId, version: 'draft', document: website },
  ]);
  await seedPlanning(db, home.siteId, WILLOWBROOK_PLANNING);
  await seedStarterPriceList(db, home.siteId, website.settings.timeZone);
  // No password anyone knows: a random one nobody is told, replaced through the owner's link.
  const ownerId = await insertUser(db, {
    name: home.ownerName,
    email: home.ownerEmail,
    password: randomBytes(32).toString('base64url'),
    role: 'staff',
    siteId: home.siteId,
  });
  // The same token table as a password reset, so the portal's "choose a password" page takes it as is.
  const token = newToken();
  await db.insert(passwordResets).values({ tokenHash: hashToken(token), userId: ownerId, expiresAt: new Date(Date.now() + OWNER_LINK_DAYS * 86_400_000) });
  return { ownerToken: token };
}
