import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { formatCents, type Statement, type StatementLine } from '@keepsake/shared/contract';
import { formatDateTime } from '@keepsake/shared/time';
import { woffToSfnt } from '../../lib/woff-font';

// Noto Sans SC (OFL, @fontsource/noto-sans-sc): Latin-1, typographic quotes and bullets, and the common
// Chinese characters in one file, so Inés, Zoë and 李 print as typed. PDFKit embeds only the glyphs a
// statement uses. Read once: a file that ships with the API, not state.
const FONT_DIR = `${require.resolve('@fontsource/noto-sans-sc/package.json').replace(/package\.json$/, '')}files/`;
let fonts: { regular: Buffer; bold: Buffer } | null = null;
function statementFonts() {
  fonts ??= {
    regular: woffToSfnt(readFileSync(`${FONT_DIR}noto-sans-sc-chinese-simplified-400-normal.woff`)),
    bold: woffToSfnt(readFileSync(`${FONT_DIR}noto-sans-sc-chinese-simplified-700-normal.woff`)),
  };
  return fonts;
}
const REGULAR = 'Statement';
const BOLD = 'Statement-Bold';

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
  const { regular, bold } = statementFonts();
  doc.registerFont(REGULAR, regular);
  doc.registerFont(BOLD, bold);
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
      { note: [line.detail, line.category, line.cashAdvance ? 'cash advance' : null].filter(Boolean).join(' • ') },
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

  heading('Charges');
  const { totals } = statement;
  row('Package', formatCents(totals.packageCents));
  row('Items and upgrades', formatCents(totals.itemsCents));
  row('Cash advance items', formatCents(totals.cashAdvanceCents));
  row('Subtotal', formatCents(totals.subtotalCents));
  row('Tax', formatCents(totals.taxCents));
  row('Total', formatCents(totals.totalCents), { bold: true });

  heading('Payments');
  row('Payments made', formatCents(statement.paidCents));
  row('Balance due', formatCents(statement.balanceCents), { bold: true });

  heading('Signatures');
  doc.font(REGULAR).fontSize(11).fillColor('black');
  if (statement.signedName && statement.signedAt) {
    doc.text(`Signed by ${statement.signedName} on ${when(statement.signedAt)}, by typed name and consent in the Family Portal.`, MARGIN, doc.y, { width });
    const signing = statement.signing;
    if (signing) {
      doc
        .font(REGULAR)
        .fontSize(9)
        .fillColor(GREY)
        .text(
          `Signed in as ${signing.accountName} • from ${signing.ip} • ${signing.userAgent} • contract revision ${signing.contractRevision}, price list revision ${signing.templateRevisionId}`,
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
