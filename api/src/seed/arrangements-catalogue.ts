import { and, eq } from 'drizzle-orm';
import type { CategoryKind } from '@keepsake/shared/contract';
import type { Db } from '../db/client';
import {
  arrCategories,
  arrItems,
  arrPackageLines,
  arrPackages,
  arrSelectorItems,
  arrSelectors,
  arrStatementTemplates,
  arrVariants,
  caseArrangementLines,
  caseArrangements,
} from '../features/arrangement/tables';
import { familyCases } from '../features/case-core/tables';
import { caseTasks } from '../features/case-core/task-tables';

// Willowbrook's price list as the FTC Funeral Rule lays one out: professional services (the basic
// services fee the only one a family cannot decline), merchandise, cash advance items, and packages
// priced below the same items bought alone. Dollars here, cents in the database.

interface SeedItem {
  key: string;
  name: string;
  description?: string;
  dollars: number;
  nonDeclinable?: boolean;
  // Which law or requirement makes the item required (issue 39.5, the Funeral Rule).
  requiredReason?: string;
  image?: string;
  variants?: { name: string; finish: string; dollars: number; photo: string; alt: string }[];
}
interface SeedCategory {
  name: string;
  kind: CategoryKind;
  position: number;
  displayForFamily?: boolean;
  items: SeedItem[];
}

const ASSETS = '/api/assets/arrangements';

const WILLOWBROOK_CATALOGUE: SeedCategory[] = [
  {
    name: 'Professional services',
    kind: 'SERVICE',
    position: 90,
    items: [
      {
        key: 'basic',
        name: 'Basic services of funeral director and staff',
        description: 'Planning, permits, coordination with the cemetery or crematory and overhead. This fee is not declinable.',
        dollars: 2195,
        nonDeclinable: true,
      },
      { key: 'transfer', name: 'Transfer of remains to the funeral home', description: 'Within 25 miles, at any hour.', dollars: 395 },
      { key: 'embalming', name: 'Embalming', description: 'Not required by law, except in certain special cases.', dollars: 795 },
      { key: 'preparation', name: 'Other preparation of the body', description: 'Dressing, casketing and cosmetology.', dollars: 295 },
      { key: 'viewing', name: 'Use of facilities and staff for viewing', description: 'An evening visitation in the Main Chapel.', dollars: 495 },
      { key: 'ceremony', name: 'Use of facilities and staff for funeral ceremony', dollars: 595 },
      {
        key: 'cremation',
        name: 'Crematory fee',
        description: 'Cremation at Alder Falls Crematory with the alternative container.',
        dollars: 395,
        requiredReason: 'Required by Alder Falls Crematory for every cremation it performs.',
      },
      { key: 'hearse', name: 'Hearse', dollars: 350 },
      { key: 'servicecar', name: 'Service car', dollars: 150 },
    ],
  },
  {
    name: 'Caskets',
    kind: 'MERCHANDISE',
    position: 80,
    items: [
      {
        key: 'oak',
        name: 'Oak Heritage casket',
        description: 'Solid oak, crepe interior, swing-bar handles.',
        dollars: 3495,
        variants: [
          { name: 'Oak Heritage', finish: 'Natural oak', dollars: 3495, photo: 'casket-oak-natural.svg', alt: 'An oak casket in a natural finish' },
          { name: 'Oak Heritage', finish: 'Cherry stain', dollars: 3895, photo: 'casket-oak-cherry.svg', alt: 'An oak casket stained deep cherry' },
        ],
      },
      {
        key: 'steel',
        name: 'Alder 18-gauge steel casket',
        description: 'Steel with a rubber gasket, velvet interior.',
        dollars: 2295,
        variants: [
          { name: 'Alder steel', finish: 'Brushed silver', dollars: 2295, photo: 'casket-steel-silver.svg', alt: 'A brushed silver steel casket' },
          { name: 'Alder steel', finish: 'Slate blue', dollars: 2495, photo: 'casket-steel-blue.svg', alt: 'A slate blue steel casket' },
        ],
      },
    ],
  },
  {
    name: 'Urns',
    kind: 'MERCHANDISE',
    position: 70,
    items: [
      {
        key: 'marble',
        name: 'Marble urn',
        dollars: 395,
        variants: [
          { name: 'Marble urn', finish: 'White marble', dollars: 395, photo: 'urn-marble-white.svg', alt: 'A white marble urn' },
          { name: 'Marble urn', finish: 'Grey marble', dollars: 445, photo: 'urn-marble-grey.svg', alt: 'A grey marble urn' },
        ],
      },
      { key: 'keepsake', name: 'Wooden keepsake box', description: 'Walnut, with an engraved plate.', dollars: 195 },
    ],
  },
  {
    name: 'Outer burial containers',
    kind: 'MERCHANDISE',
    position: 60,
    items: [{ key: 'liner', name: 'Concrete grave liner', description: 'Many cemeteries require one; state law does not.', dollars: 995 }],
  },
  {
    name: 'Stationery and keepsakes',
    kind: 'MERCHANDISE',
    position: 50,
    items: [
      { key: 'folders', name: 'Memorial folders (100)', dollars: 175 },
      { key: 'register', name: 'Register book', dollars: 65 },
      { key: 'cards', name: 'Thank-you cards (50)', dollars: 55 },
    ],
  },
  {
    name: 'Cash advance items',
    kind: 'CASH_ADVANCE',
    position: 10,
    items: [
      { key: 'certificates', name: 'Certified copy of the death certificate', description: 'Vermont Department of Health, per copy.', dollars: 25 },
      { key: 'honorarium', name: 'Clergy honorarium', dollars: 250 },
      { key: 'newspaper', name: 'Obituary notice in the Alder Falls Courier', dollars: 300 },
      { key: 'opening', name: 'Cemetery opening and closing', dollars: 1200 },
    ],
  },
  {
    // Staff-only: arranged by the home, never offered on the family's selections page.
    name: 'Funeral home arrangements',
    kind: 'SERVICE',
    position: 5,
    displayForFamily: false,
    items: [{ key: 'refrigeration', name: 'Refrigeration after three days, per day', dollars: 95 }],
  },
];

// The home's own; the Funeral Rule's come first on every statement by themselves (shared/src/contract/funeral-rule.ts).
const DISCLOSURES = [
  'Cash advance items are goods and services we pay for on your behalf as a convenience. We charge you exactly what we pay.',
  'Vermont sales tax (6%) applies to merchandise.',
];

async function seedCatalogue(db: Db, siteId: string, catalogue: SeedCategory[]) {
  const items = new Map<string, number>();
  const categories = new Map<string, number>();
  for (const category of catalogue) {
    const [row] = await db
      .insert(arrCategories)
      .values({ siteId, name: category.name, kind: category.kind, position: category.position, displayForFamily: category.displayForFamily ?? true })
      .returning({ id: arrCategories.id });
    categories.set(category.name, row!.id);
    for (const [position, item] of category.items.entries()) {
      const [itemRow] = await db
        .insert(arrItems)
        .values({
          siteId,
          categoryId: row!.id,
          name: item.name,
          description: item.description ?? '',
          priceCents: item.dollars * 100,
          taxable: category.kind === 'MERCHANDISE',
          nonDeclinable: item.nonDeclinable ?? false,
          requiredReason: item.requiredReason ?? null,
          imageUrl: item.variants?.[0] ? `${ASSETS}/${item.variants[0].photo}` : null,
          imageAlt: item.variants?.[0]?.alt ?? '',
          position,
        })
        .returning({ id: arrItems.id });
      items.set(item.key, itemRow!.id);
      if (item.variants) {
        await db.insert(arrVariants).values(
          item.variants.map((variant, index) => ({
            itemId: itemRow!.id,
            name: variant.name,
            finish: variant.finish,
            priceCents: variant.dollars * 100,
            photoUrl: `${ASSETS}/${variant.photo}`,
            photoAlt: variant.alt,
            position: index,
          })),
        );
      }
    }
  }
  return { items, categories };
}

async function selector(db: Db, siteId: string, categoryId: number, name: string, itemIds: number[]) {
  const [row] = await db.insert(arrSelectors).values({ siteId, categoryId, name }).returning({ id: arrSelectors.id });
  await db.insert(arrSelectorItems).values(itemIds.map((itemId, position) => ({ selectorId: row!.id, itemId, position })));
  return row!.id;
}

async function pkg(
  db: Db,
  siteId: string,
  values: { category: string; name: string; description: string; dollars: number; position: number },
  lines: (({ item: number } | { selector: number }) & { leaveOutCreditDollars?: number })[],
) {
  const [row] = await db
    .insert(arrPackages)
    .values({
      siteId,
      category: values.category,
      name: values.name,
      description: values.description,
      priceCents: values.dollars * 100,
      position: values.position,
    })
    .returning({ id: arrPackages.id });
  await db.insert(arrPackageLines).values(
    lines.map((line, position) => ({
      packageId: row!.id,
      itemId: 'item' in line ? line.item : null,
      selectorId: 'selector' in line ? line.selector : null,
      position,
      // Issue 25: what the family may leave out, and the credit for it.
      mayLeaveOut: line.leaveOutCreditDollars !== undefined,
      leaveOutCreditCents: (line.leaveOutCreditDollars ?? 0) * 100,
    })),
  );
  return row!.id;
}

// The traditional package's lines a family may leave out, with the credit (dollars) for each.
const LEAVE_OUT_CREDITS: Record<string, number> = { embalming: 695, viewing: 395, servicecar: 150 };

export async function seedArrangements(db: Db): Promise<void> {
  const siteId = 'site-willowbrook';
  const { items, categories } = await seedCatalogue(db, siteId, WILLOWBROOK_CATALOGUE);
  const id = (key: string) => items.get(key)!;
  // Copies of the death certificate: the family says how many.
  await db
    .update(arrItems)
    .set({ quantityEditable: true })
    .where(eq(arrItems.id, id('certificates')));
  const casket = await selector(db, siteId, categories.get('Caskets')!, 'Choose a casket', [id('oak'), id('steel')]);
  const urn = await selector(db, siteId, categories.get('Urns')!, 'Choose an urn', [id('marble'), id('keepsake')]);
  const traditional = await pkg(
    db,
    siteId,
    {
      category: 'Burial',
      name: 'Traditional funeral with burial',
      description: 'Visitation, a funeral ceremony in our chapel or your church, and burial.',
      dollars: 7995,
      position: 1,
    },
    ['basic', 'transfer', 'embalming', 'preparation', 'viewing', 'ceremony', 'hearse', 'servicecar']
      .map((key) => ({ item: id(key), ...(LEAVE_OUT_CREDITS[key] !== undefined ? { leaveOutCreditDollars: LEAVE_OUT_CREDITS[key] } : {}) }))
      .concat([{ selector: casket } as never, { item: id('liner') }, { item: id('folders') }]),
  );
  await pkg(
    db,
    siteId,
    {
      category: 'Cremation',
      name: 'Memorial service with cremation',
      description: 'Cremation, then a memorial service with the urn present.',
      dollars: 3495,
      position: 2,
    },
    [{ item: id('basic') }, { item: id('transfer') }, { item: id('cremation') }, { item: id('ceremony') }, { selector: urn }, { item: id('folders') }],
  );
  await pkg(
    db,
    siteId,
    {
      category: 'Cremation',
      name: 'Direct cremation',
      description: 'Cremation without a ceremony; the ashes returned in a keepsake box.',
      dollars: 2495,
      position: 3,
    },
    [{ item: id('basic') }, { item: id('transfer') }, { item: id('cremation') }, { item: id('keepsake') }],
  );
  const [template] = await db
    .insert(arrStatementTemplates)
    .values({
      siteId,
      title: 'Statement of Funeral Goods and Services Selected',
      displayType: 'ITEMIZED',
      disclosures: DISCLOSURES,
      taxRateBp: 600,
      effectiveDate: '2026-01-01',
    })
    .returning({ revisionId: arrStatementTemplates.revisionId });

  // The demo case half-way: the traditional package chosen, the casket picked but not its finish, death
  // certificates and a piper added, no purchaser yet.
  const [rosa] = await db
    .select({ id: familyCases.id })
    .from(familyCases)
    .where(and(eq(familyCases.siteId, siteId), eq(familyCases.nameSlug, 'rosa-ines-morales')))
    .limit(1);
  if (rosa) {
    await db.insert(caseArrangements).values({ caseId: rosa.id, packageId: traditional, templateRevisionId: template!.revisionId });
    const included = await db.select().from(arrPackageLines).where(eq(arrPackageLines.packageId, traditional));
    const categoryOf = new Map(
      (await db.select({ id: arrItems.id, categoryId: arrItems.categoryId }).from(arrItems).where(eq(arrItems.siteId, siteId))).map((row) => [
        row.id,
        row.categoryId,
      ]),
    );
    await db.insert(caseArrangementLines).values(
      included.map((line) => ({
        caseId: rosa.id,
        categoryId: line.itemId ? categoryOf.get(line.itemId)! : categories.get('Caskets')!,
        itemId: line.itemId ?? id('oak'),
        selectorId: line.selectorId,
        quantity: line.quantity,
        fromPackage: true,
        packageLineId: line.id,
      })),
    );
    await db.insert(caseArrangementLines).values([
      { caseId: rosa.id, categoryId: categories.get('Cash advance items')!, itemId: id('certificates'), quantity: 5 },
      { caseId: rosa.id, categoryId: categories.get('Cash advance items')!, name: 'Bagpiper at the committal', quantity: 1 },
    ]);
    await db
      .update(caseTasks)
      .set({ status: 'IN_PROGRESS' })
      .where(and(eq(caseTasks.caseId, rosa.id), eq(caseTasks.kind, 'arrangements')));
  }

  // The second funeral home: a small list of its own (its ids must never work at Willowbrook).
  const harborview = await seedCatalogue(db, 'site-harborview', [
    {
      name: 'Professional services',
      kind: 'SERVICE',
      position: 10,
      items: [{ key: 'basic', name: 'Basic services of funeral director and staff', dollars: 1895, nonDeclinable: true }],
    },
  ]);
  await pkg(db, 'site-harborview', { category: 'Cremation', name: 'Harbor cremation', description: '', dollars: 1695, position: 1 }, [
    { item: harborview.items.get('basic')! },
  ]);
  await db
    .insert(arrStatementTemplates)
    .values({ siteId: 'site-harborview', title: 'Statement of Funeral Goods and Services Selected', taxRateBp: 0, effectiveDate: '2026-01-01' });
}
