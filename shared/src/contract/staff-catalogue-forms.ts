import { z } from 'zod';
import { categoryKindSchema, type CategoryKind } from './arrangement-catalogue';
import { centsToDollars, dollarsToCents } from './case-payments';
import { isoDateSchema } from './schema-helpers';
import { productKindSchema } from './shop';
import type { CatalogueCategory, CatalogueItem, CatalogueItemBody, CataloguePackage, CataloguePackageBody, CatalogueCategoryBody } from './staff-catalogue';
import type { StaffProduct, StaffProductBody, StaffShopSettings } from './staff-shop';

// The studio's catalogue forms (issue 25 points 1–3): what staff type (dollars, numbers as text), turned into
// the bodies of staff-catalogue.ts and staff-shop.ts. Each field is named as the API's, so that a message the
// API sends for `priceCents` or `lines.0.quantity` lands on the field that caused it.

const DOLLARS = /^\d{1,7}(\.\d{1,2})?$/;
const dollars = z.string().trim().regex(DOLLARS, 'Please enter an amount like 25.00');
const required = (max: number) => z.string().trim().min(1).max(max);
const photoUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^$|^(\/|https:\/\/)/, 'Please enter a valid format');
const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, 'Please enter a whole number')
    .refine((value) => Number(value) >= min && Number(value) <= max, { message: `Please enter a number from ${min} to ${max}` });

export const CATEGORY_KIND_LABELS: Record<CategoryKind, string> = {
  SERVICE: 'Services',
  MERCHANDISE: 'Merchandise',
  CASH_ADVANCE: 'Cash advance items',
};

export const catalogueItemFormSchema = z
  .object({
    categoryId: z.string().regex(/^\d+$/, 'Please choose a category'),
    name: required(120),
    description: z.string().trim().max(2000),
    priceCents: dollars,
    taxable: z.boolean(),
    imageUrl: photoUrl,
    imageAlt: z.string().trim().max(200),
    active: z.boolean(),
    // Issue 39.5: which law or requirement makes the item required; empty when nothing does.
    requiredReason: z.string().trim().max(300),
  })
  // A photo says what it shows (WCAG 1.1.1), as the API requires.
  .refine((form) => form.imageUrl === '' || form.imageAlt !== '', { message: 'Please describe the photo', path: ['imageAlt'] });
export type CatalogueItemForm = z.infer<typeof catalogueItemFormSchema>;

export const itemFormValues = (item: CatalogueItem | undefined, categoryId?: number): CatalogueItemForm => ({
  categoryId: String(item?.categoryId ?? categoryId ?? ''),
  name: item?.name ?? '',
  description: item?.description ?? '',
  priceCents: item ? centsToDollars(item.draftPriceCents ?? item.priceCents) : '',
  taxable: item?.taxable ?? false,
  imageUrl: item?.imageUrl ?? '',
  imageAlt: item?.imageAlt ?? '',
  active: item?.active ?? true,
  requiredReason: item?.requiredReason ?? '',
});
export const itemFormBody = (form: CatalogueItemForm): CatalogueItemBody => ({
  ...form,
  categoryId: Number(form.categoryId),
  priceCents: dollarsToCents(form.priceCents),
});

export const catalogueCategoryFormSchema = z.object({
  name: required(80),
  kind: categoryKindSchema,
  position: wholeNumber(0, 1000),
  displayForFamily: z.boolean(),
});
export type CatalogueCategoryForm = z.infer<typeof catalogueCategoryFormSchema>;
export const categoryFormValues = (category: CatalogueCategory | undefined, nextPosition = 1): CatalogueCategoryForm => ({
  name: category?.name ?? '',
  kind: category?.kind ?? 'MERCHANDISE',
  position: String(category?.position ?? nextPosition),
  displayForFamily: category?.displayForFamily ?? true,
});
export const categoryFormBody = (form: CatalogueCategoryForm): CatalogueCategoryBody => ({ ...form, position: Number(form.position) });

const packageLineFormSchema = z.object({
  // An existing line keeps its id (and its item or the family's choice); a new one names an item. Not `id`:
  // react-hook-form's lists key their rows by that name.
  lineId: z.string(),
  itemId: z.string(),
  quantity: wholeNumber(1, 100),
  mayLeaveOut: z.boolean(),
  leaveOutCreditCents: dollars,
  allowExtra: z.boolean(),
});
export const cataloguePackageFormSchema = z.object({
  category: required(80),
  name: required(120),
  description: z.string().trim().max(2000),
  priceCents: dollars,
  lines: z
    .array(packageLineFormSchema.refine((line) => line.lineId !== '' || line.itemId !== '', { message: 'Please choose an item', path: ['itemId'] }))
    .min(1, 'Please include at least one item')
    .max(60),
});
export type CataloguePackageForm = z.infer<typeof cataloguePackageFormSchema>;
export type CataloguePackageLineForm = z.infer<typeof packageLineFormSchema>;
export const emptyPackageLine: CataloguePackageLineForm = {
  lineId: '',
  itemId: '',
  quantity: '1',
  mayLeaveOut: false,
  leaveOutCreditCents: '0.00',
  allowExtra: false,
};

export const packageFormValues = (pkg: CataloguePackage | undefined): CataloguePackageForm => ({
  category: pkg?.category ?? '',
  name: pkg?.name ?? '',
  description: pkg?.description ?? '',
  priceCents: pkg ? centsToDollars(pkg.draftPriceCents ?? pkg.priceCents) : '',
  lines: pkg
    ? pkg.lines.map((line) => ({
        lineId: String(line.id),
        itemId: line.itemId === null ? '' : String(line.itemId),
        quantity: String(line.quantity),
        mayLeaveOut: line.mayLeaveOut,
        leaveOutCreditCents: centsToDollars(line.leaveOutCreditCents),
        allowExtra: line.allowExtra,
      }))
    : [emptyPackageLine],
});
export const packageFormBody = (form: CataloguePackageForm): CataloguePackageBody => ({
  category: form.category,
  name: form.name,
  description: form.description,
  priceCents: dollarsToCents(form.priceCents),
  lines: form.lines.map((line) => ({
    ...(line.lineId ? { id: Number(line.lineId) } : { itemId: Number(line.itemId) }),
    quantity: Number(line.quantity),
    mayLeaveOut: line.mayLeaveOut,
    leaveOutCreditCents: line.mayLeaveOut ? dollarsToCents(line.leaveOutCreditCents) : 0,
    allowExtra: line.allowExtra,
  })),
});

export const staffProductFormSchema = z.object({
  kind: productKindSchema,
  name: required(120),
  description: z.string().trim().max(2000),
  imageUrl: photoUrl.pipe(z.string().min(1)),
  imageAlt: required(200),
  active: z.boolean(),
  sizes: z
    .array(z.object({ name: required(80), description: z.string().trim().max(300), priceCents: dollars }))
    .min(1, 'Please offer at least one size')
    .max(10),
});
export type StaffProductForm = z.infer<typeof staffProductFormSchema>;
export const emptyProductSize = { name: '', description: '', priceCents: '' };
export const productFormValues = (product: StaffProduct | undefined): StaffProductForm => ({
  kind: product?.kind ?? 'FLOWERS',
  name: product?.name ?? '',
  description: product?.description ?? '',
  imageUrl: product?.imageUrl ?? '',
  imageAlt: product?.imageAlt ?? '',
  active: product?.active ?? true,
  sizes: product ? product.sizes.map((size) => ({ ...size, priceCents: centsToDollars(size.priceCents) })) : [emptyProductSize],
});
export const productFormBody = (form: StaffProductForm): StaffProductBody => ({
  ...form,
  sizes: form.sizes.map((size) => ({ ...size, priceCents: dollarsToCents(size.priceCents) })),
});

// The shop's terms: staff type dollars and a percentage; the API keeps cents and basis points.
export const shopSettingsFormSchema = z.object({
  deliveryFeeCents: dollars.refine((value) => dollarsToCents(value) <= 100_000, { message: 'Please enter at most 1000.00' }),
  taxRateBasisPoints: z
    .string()
    .trim()
    .regex(/^\d{1,2}(\.\d{1,2})?$/, 'Please enter a percentage like 6.25'),
  deliveryCutoffHours: wholeNumber(0, 336),
  floristEmail: z.union([z.literal(''), z.string().trim().toLowerCase().email().max(254)]),
});
export type ShopSettingsForm = z.infer<typeof shopSettingsFormSchema>;
export const settingsFormValues = (settings: StaffShopSettings): ShopSettingsForm => ({
  deliveryFeeCents: centsToDollars(settings.deliveryFeeCents),
  taxRateBasisPoints: (settings.taxRateBasisPoints / 100).toFixed(2),
  deliveryCutoffHours: String(settings.deliveryCutoffHours),
  floristEmail: settings.floristEmail,
});
export const settingsFormBody = (form: ShopSettingsForm): StaffShopSettings => ({
  deliveryFeeCents: dollarsToCents(form.deliveryFeeCents),
  // "6.25" % → 625 basis points, exactly (the same digits as cents of a dollar).
  taxRateBasisPoints: dollarsToCents(form.taxRateBasisPoints),
  deliveryCutoffHours: Number(form.deliveryCutoffHours),
  floristEmail: form.floristEmail,
});

// The orders desk's "Download CSV" (issue 25 point 8): which report, and the days of reportRangeSchema.
export const REPORT_KINDS = ['payments', 'orders', 'reconciliation'] as const;
export const reportFormSchema = z
  .object({ report: z.enum(REPORT_KINDS), from: isoDateSchema, to: isoDateSchema })
  .refine((range) => range.from <= range.to, { message: 'The end date must not be before the start date', path: ['to'] })
  .refine((range) => Date.parse(range.to) - Date.parse(range.from) <= 366 * 86_400_000, { message: 'Please choose at most a year', path: ['to'] });
export type ReportForm = z.infer<typeof reportFormSchema>;
