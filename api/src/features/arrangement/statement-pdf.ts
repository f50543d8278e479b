import { readFileSync } from 'node:fs';
import { create as openFont } from '@pdf-lib/fontkit';
import PDFDocument from 'pdfkit';
import { discountTitle, formatCents, SIGNED_IN_PERSON, signedSentence, totalRows, type Statement, type StatementLine } from '@keepsake/shared/contract';
import { formatDateTime } from '@keepsake/shared/time';
import { woffToSfnt } from '../../lib/woff-font';

// Noto Sans (OFL, @fontsource/noto-sans, latin subset) sets the statement; a string with a character it lacks
// (a Chinese name: 李) is set in Noto Sans SC (@fontsource/noto-sans-sc), whose typographic quotes and bullets
// are full-width: set in SC, "home’s" read "home’ s" (issue 43 point 9). PDFKit embeds only the glyphs used.
// Read once: files that ship with the API, not state.
const fontFile = (pkg: string, name: string) =>
  woffToSfnt(readFileSync(`${require.resolve(`${pkg}/package.json`).replace(/package\.json$/, '')}files/${name}`));
let fonts: { regular: Buffer; bold: Buffer; regularCjk: Buffer; boldCjk: Buffer; latinHas: (codePoint: number) => boolean } | null = null;
function statementFonts() {
  if (fonts) return fonts;
  const regular = fontFile('@fontsource/noto-sans', 'noto-sans-latin-400-normal.woff');
  const latin = openFont(regular);
  fonts = {
    regular,
    bold: fontFile('@fontsource/noto-sans', 'noto-sans-latin-700-normal.woff'),
    regularCjk: fontFile('@fontsource/noto-sans-sc', 'noto-sans-sc-chinese-simplified-400-normal.woff'),
    boldCjk: fontFile('@fontsource/noto-sans-sc', 'noto-sans-sc-chinese-simplified-700-normal.woff'),
    latinHas: (codePoint) => codePoint < 0x20 || latin.hasGlyphForCodePoint(codePoint),
  };
  return fonts;
}
const REGULAR = 'Statement';
const BOLD = 'Statement-Bold';
const CJK = { [REGULAR]: 'Statement-CJK', [BOLD]: 'Statement-CJK-Bold' } as const;

// Every string the statement sets, measured or drawn, goes in the font that has all its characters: the
// document's font()/text()/heightOfString() are wrapped once here, so no line of the layout can forget it.
function withFallback(doc: PDFKit.PDFDocument, latinHas: (codePoint: number) => boolean) {
  let chosen: typeof REGULAR | typeof BOLD = REGULAR;
  const font = doc.font.bind(doc);
  const fits = (value: unknown) => [...String(value)].every((char) => latinHas(char.codePointAt(0)!));
  const fontFor = (value: unknown) => font(fits(value) ? chosen : CJK[chosen]);
  doc.font = ((name: string, ...rest: unknown[]) => {
    if (name === REGULAR || name === BOLD) chosen = name;
    return (font as (...args: unknown[]) => PDFKit.PDFDocument)(name, ...rest);
  }) as typeof doc.font;
  const text = doc.text.bind(doc) as (...args: unknown[]) => PDFKit.PDFDocument;
  doc.text = ((value: unknown, ...rest: unknown[]) => {
    fontFor(value);
    return text(value, ...rest);
  }) as typeof doc.text;
  const heightOfString = doc.heightOfString.bind(doc);
  doc.heightOfString = ((value: string, options?: PDFKit.Mixins.TextOptions) => {
    fontFor(value);
    return heightOfString(value, options);
  }) as typeof doc.heightOfString;
}

export interface StatementPdfInput {
  statement: Statement;
  title: string;
  disclosures: string[];
  personName: string;
  purchaser: { name: string; relationship: string } | null;
  company: { name: string; address: string; phone: string; timeZone: string };
  // Which signed revision this is when the contract has more than one (a revision reopened by the home).
  revision: number;
}

const MARGIN = 54;
const GREY = '#444444';

// In the home's time zone, named (e.g. "EST"), so a signature at 11 p.m. is not dated the next day.
const whenIn = (timeZone: string) => (iso: string) => formatDateTime(iso, timeZone);

/**
 * The Statement of Funeral Goods and Services Selected as a PDF: the same data and order as the statement
 * page (itemized lines with prices, cash advances apart, charges, payments, balance due, the signature when
 * signed, the disclosures), then the signature record (who, when, from where, which revision) and the
 * lines for the family's and the funeral home representative's signatures.
 */
export function renderStatementPdf(input: StatementPdfInput): Promise<Buffer> {
  const { statement } = input;
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: { Title: `${input.title} – ${input.personName}`, Author: input.company.name, Subject: 'Statement of Funeral Goods and Services Selected' },
    lang: 'en-US',
  });
  const { regular, bold, regularCjk, boldCjk, latinHas } = statementFonts();
  doc.registerFont(REGULAR, regular);
  doc.registerFont(BOLD, bold);
  doc.registerFont(CJK[REGULAR], regularCjk);
  doc.registerFont(CJK[BOLD], boldCjk);
  withFallback(doc, latinHas);
  const when = whenIn(input.company.timeZone);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - MARGIN * 2;
  const priceWidth = 110;

  // One row: a label on the left (wrapping), its amount on the right; a new page when it would not fit.
  const row = (label: string, amount: string, options: { bold?: boolean; note?: string } = {}) => {
    const font = options.bold ? BOLD : REGULAR;
    doc.font(font).fontSize(11);
    const labelHeight = doc.heightOfString(label, { width: width - priceWidth - 12 });
    const noteHeight = options.note
      ? doc
          .font(REGULAR)
          .fontSize(9)
          .heightOfString(options.note, { width: width - priceWidth - 12 }) + 2
      : 0;
    if (doc.y + labelHeight + noteHeight + 8 > doc.page.height - MARGIN) doc.addPage();
    const top = doc.y;
    doc
      .font(font)
      .fontSize(11)
      .fillColor('black')
      .text(label, MARGIN, top, { width: width - priceWidth - 12 });
    if (options.note)
      doc
        .font(REGULAR)
        .fontSize(9)
        .fillColor(GREY)
        .text(options.note, MARGIN, doc.y + 2, { width: width - priceWidth - 12 });
    const bottom = doc.y;
    doc
      .font(font)
      .fontSize(11)
      .fillColor('black')
      .text(amount, MARGIN + width - priceWidth, top, { width: priceWidth, align: 'right' });
    doc.y = Math.max(bottom, doc.y) + 4;
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + width, doc.y)
      .lineWidth(0.5)
      .strokeColor('#bbbbbb')
      .stroke();
    doc.y += 4;
    doc.x = MARGIN;
  };

  const heading = (text: string) => {
    if (doc.y + 40 > doc.page.height - MARGIN) doc.addPage();
    doc.moveDown(0.6).font(BOLD).fontSize(13).fillColor('black').text(text, MARGIN, doc.y, { width });
    doc.moveDown(0.3);
  };

  const lineRow = (line: StatementLine) =>
    row(
      `${line.name}${line.quantity > 1 ? ` × ${line.quantity}` : ''}`,
      line.includedInPackage && line.amountCents === 0 ? 'In package' : formatCents(line.amountCents),
      // An item the law or a crematory requires says which, beside it (issue 39.5, the Funeral Rule).
      { note: [line.detail, line.requiredReason, line.category, line.cashAdvance ? 'cash advance' : null].filter(Boolean).join(' • ') },
    );

  // Letterhead
  doc
    .font(BOLD)
    .fontSize(16)
    .text(input.company.name || 'Funeral home', { width });
  doc.font(REGULAR).fontSize(10).fillColor(GREY).text([input.company.address, input.company.phone].filter(Boolean).join(' • '), { width });
  doc.moveDown(1).fillColor('black').font(BOLD).fontSize(18).text(input.title, { width });
  if (input.revision > 1) doc.font(REGULAR).fontSize(10).fillColor(GREY).text(`Revision ${input.revision}`, { width });
  doc
    .moveDown(0.5)
    .font(REGULAR)
    .fontSize(11)
    .fillColor('black')
    .text(`For ${input.personName}${input.purchaser ? `. Purchaser: ${input.purchaser.name}, ${input.purchaser.relationship}` : ''}.`, { width });

  if (statement.packageName) {
    heading('Package');
    row(statement.packageName, formatCents(statement.packagePriceCents));
  }
  const goods = statement.lines.filter((line) => !line.cashAdvance);
  const advances = statement.lines.filter((line) => line.cashAdvance);
  if (goods.length > 0) {
    heading('Funeral goods and services selected');
    goods.forEach(lineRow);
  }
  if (advances.length > 0) {
    heading('Cash advance items (paid to others on your behalf)');
    advances.forEach(lineRow);
  }

  // Issue 39: each discount its own line with its reason, never folded into a price.
  const discounts = statement.discounts ?? [];
  if (discounts.length > 0) {
    heading('Discounts');
    for (const discount of discounts) row(discountTitle(discount), formatCents(-discount.amountCents), { note: `Reason: ${discount.reason}` });
  }

  heading('Charges');
  const { totals } = statement;
  for (const [label, cents] of totalRows(totals)) row(label, formatCents(cents), { bold: label === 'Total' });

  heading('Payments');
  row('Payments made', formatCents(statement.paidCents));
  row('Balance due', formatCents(statement.balanceCents), { bold: true });

  heading('Signatures');
  doc.font(REGULAR).fontSize(11).fillColor('black');
  if (statement.signedName && statement.signedAt) {
    const signing = statement.signing;
    doc.text(signedSentence(statement.signedName, when(statement.signedAt), signing), MARGIN, doc.y, { width });
    if (signing) {
      doc
        .font(REGULAR)
        .fontSize(9)
        .fillColor(GREY)
        .text(
          `${signing.inPerson ? `${SIGNED_IN_PERSON} on the funeral home’s device` : `Signed in as ${signing.accountName ?? ''}`} • from ${signing.ip} • ${signing.userAgent} • contract revision ${signing.contractRevision}, price list revision ${signing.templateRevisionId}`,
          MARGIN,
          doc.y + 2,
          { width },
        );
    }
  } else {
    doc.text('Not signed yet: this statement is a draft until the family’s signer signs it.', MARGIN, doc.y, { width });
  }
  const countersignature = statement.countersignature;
  doc.moveDown(0.5).font(REGULAR).fontSize(11).fillColor('black');
  if (countersignature) {
    doc.text(
      `Countersigned for ${input.company.name || 'the funeral home'} by ${countersignature.name}, licence ${countersignature.licenceNumber}, on ${when(countersignature.signedAt)}.`,
      MARGIN,
      doc.y,
      { width },
    );
  } else {
    doc.text('Not binding until the funeral home’s representative countersigns it.', MARGIN, doc.y, { width });
  }
  // The two signature lines, as on a paper contract.
  const signatureLine = (label: string, name: string) => {
    if (doc.y + 60 > doc.page.height - MARGIN) doc.addPage();
    const top = doc.y + 28;
    doc
      .moveTo(MARGIN, top)
      .lineTo(MARGIN + width / 2, top)
      .lineWidth(0.75)
      .strokeColor('black')
      .stroke();
    doc
      .font(REGULAR)
      .fontSize(9)
      .fillColor(GREY)
      .text(`${label}${name ? `: ${name}` : ''}`, MARGIN, top + 4, { width: width / 2 });
    doc.x = MARGIN;
  };
  signatureLine('Purchaser or the family’s signer', statement.signedName ?? '');
  signatureLine(
    'Funeral home representative (name, licence number)',
    countersignature ? `${countersignature.name}, licence ${countersignature.licenceNumber}` : '',
  );

  if (input.disclosures.length > 0) {
    heading('Disclosures');
    doc.font(REGULAR).fontSize(9.5).fillColor('black');
    for (const text of input.disclosures) {
      doc.text(`• ${text}`, MARGIN, doc.y, { width });
      doc.moveDown(0.3);
    }
  }
  doc.end();
  return done;
}
