import type { Statement } from '@keepsake/shared/contract';
import { pdfText } from '../../testing/pdf-text';
import { renderStatementPdf } from './statement-pdf';

// Issue 25 point 7: names outside Latin-1 print (an embedded font), dates in the home's time zone,
// apostrophes and bullets intact, the signing record and both signature lines; read back with pdf-lib.
const signed: Statement = {
  caseId: 7,
  templateRevisionId: 3,
  displayType: 'ITEMIZED',
  status: 'SIGNED',
  packageName: 'Traditional funeral with burial',
  packagePriceCents: 799_500,
  lines: [
    {
      name: 'Embalming',
      detail: 'Left out of the package',
      category: 'Professional services',
      kind: 'SERVICE',
      quantity: 1,
      amountCents: -69_500,
      includedInPackage: true,
      cashAdvance: false,
    },
    {
      name: 'Crematory fee',
      detail: null,
      category: 'Professional services',
      kind: 'SERVICE',
      quantity: 1,
      amountCents: 0,
      includedInPackage: true,
      cashAdvance: false,
      requiredReason: 'Required by Alder Falls Crematory for every cremation it performs.',
    },
  ],
  // Issue 39: a discount the home gave at the table, its own line with its reason.
  discounts: [{ id: 1, lineId: null, label: 'The whole statement', amountCents: 25_000, reason: 'Veteran’s family' }],
  totals: { packageCents: 799_500, itemsCents: -69_500, cashAdvanceCents: 0, discountCents: 25_000, subtotalCents: 705_000, taxCents: 0, totalCents: 705_000 },
  taxRateBasisPoints: 0,
  paidCents: 0,
  balanceCents: 705_000,
  // 03:30 UTC on 2 March is still 1 March, 10:30 PM in New York.
  signedAt: '2026-03-02T03:30:00.000Z',
  signedName: 'Zoë 李',
  signing: {
    userId: 'u1',
    accountName: 'Zoë 李',
    typedName: 'Zoë 李',
    signedAt: '2026-03-02T03:30:00.000Z',
    ip: '203.0.113.9',
    userAgent: 'Firefox/140',
    contractRevision: 2,
    templateRevisionId: 3,
  },
  countersignature: { name: 'Inés O’Neill', licenceNumber: 'FD-4471', userId: 's1', signedAt: '2026-03-02T15:00:00.000Z' },
};

describe('the statement PDF', () => {
  it('prints Inés, Zoë and 李 with an embedded font, in the home’s time zone, with both signatures', async () => {
    const bytes = await renderStatementPdf({
      statement: signed,
      title: 'Statement of Funeral Goods and Services Selected',
      disclosures: ['The family’s choices • are itemized.'],
      personName: 'Rosa Inés Morales',
      purchaser: { name: 'Zoë 李', relationship: 'Granddaughter' },
      company: { name: 'Willowbrook Funeral Home', address: '', phone: '', timeZone: 'America/New_York' },
      revision: 2,
    });
    const read = await pdfText(bytes);
    const fonts = read.fonts;
    // Lines wrap where the page is narrow: compare the words, not the breaks.
    const text = read.text.replace(/\s+/g, ' ');
    expect(fonts.some((font) => font.includes('NotoSans'))).toBe(true);
    expect(text).toContain('For Rosa Inés Morales. Purchaser: Zoë 李, Granddaughter.');
    expect(text).toContain('Signed by Zoë 李 on March 1, 2026 at 10:30 PM EST');
    expect(text).toContain('from 203.0.113.9 • Firefox/140 • contract revision 2, price list revision 3');
    expect(text).toContain('Countersigned for Willowbrook Funeral Home by Inés O’Neill, licence FD-4471');
    expect(text).toContain('• The family’s choices • are itemized.');
    expect(text).toContain('Funeral home representative (name, licence number): Inés O’Neill, licence FD-4471');
    expect(text).toContain('-$695.00');
    // Issue 39.5: a required item says which requirement, beside it.
    expect(text).toContain('Crematory fee Required by Alder Falls Crematory for every cremation it performs. • Professional services In package');
    expect(text).toContain('Discount on the whole statement Reason: Veteran’s family -$250.00');
    expect(text).toContain('Discounts -$250.00 Subtotal $7,050.00');
  });

  it('unsigned: a draft, not binding, with empty signature lines', async () => {
    const bytes = await renderStatementPdf({
      statement: { ...signed, status: 'OPEN', signedAt: null, signedName: null, signing: null, countersignature: null },
      title: 'Statement',
      disclosures: [],
      personName: '李',
      purchaser: null,
      company: { name: 'Willowbrook Funeral Home', address: '', phone: '', timeZone: 'America/New_York' },
      revision: 1,
    });
    const { text, fonts } = await pdfText(bytes);
    // Latin text in Noto Sans, whose ’ is narrow ("home’s", not "home’ s" in SC's full-width one, issue 43
    // point 9); only a string with 李 in Noto Sans SC.
    expect(fonts.some((font) => /\+NotoSans-Regular$/.test(font))).toBe(true);
    expect(fonts.some((font) => /\+NotoSansSC/.test(font))).toBe(true);
    expect(text).toContain('Not signed yet');
    expect(text).toContain('Not binding until the funeral home’s representative countersigns it.');
    expect(text).toContain('Purchaser or the family’s signer');
  });
});
