import type { CatalogueItem, StaffCatalogue } from '@keepsake/shared/contract/arrangement';

// The catalogue pages' tests' data (the API and the studio come from src/testing/studio-api.tsx).

/** The API's refusal of a form: a 400 with the message on `field`. */
export const fieldError = (field: string, message: string) => ({
  status: 400,
  body: { statusCode: 400, error: 'Bad Request', message: `Please check the form: ${field} (${message}).`, fieldErrors: { [field]: message } },
});

export const REGISTER: CatalogueItem = {
  id: 9,
  categoryId: 5,
  name: 'Register book',
  description: '',
  priceCents: 6_500,
  draftPriceCents: null,
  taxable: true,
  imageUrl: null,
  imageAlt: '',
  active: true,
};

export const CATALOGUE: StaffCatalogue = {
  revision: { revisionId: 3, effectiveDate: '2026-01-01', publishedAt: null },
  today: '2026-03-02',
  draftChanges: 0,
  categories: [
    {
      id: 4,
      name: 'Services',
      kind: 'SERVICE',
      position: 1,
      displayForFamily: true,
      items: [{ ...REGISTER, id: 8, categoryId: 4, name: 'Hearse', priceCents: 35_000, taxable: false }],
    },
    { id: 5, name: 'Stationery and keepsakes', kind: 'MERCHANDISE', position: 2, displayForFamily: true, items: [REGISTER] },
  ],
  packages: [
    {
      id: 2,
      category: 'Burial',
      name: 'Traditional burial',
      description: '',
      priceCents: 800_000,
      draftPriceCents: null,
      retired: false,
      lines: [
        { id: 21, itemId: 8, selectorId: null, name: 'Hearse', quantity: 1, mayLeaveOut: false, leaveOutCreditCents: 0, allowExtra: false },
        {
          id: 22,
          itemId: null,
          selectorId: 3,
          name: 'Casket (the family chooses)',
          quantity: 1,
          mayLeaveOut: false,
          leaveOutCreditCents: 0,
          allowExtra: false,
        },
      ],
    },
  ],
};
