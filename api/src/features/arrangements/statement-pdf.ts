import PDFDocument from 'pdfkit';
import { formatCents, type Statement, type StatementLine } from '@keepsake/shared/contract';

export interface StatementPdfInput {
  statement: Statement;
  title: string;
  disclosures: string[];
  personName: string;
  purchaser: { name: string; relationship: string } | null;
  company: { name: string; address: string; phone: string };
  // Which signed revision this is when the contract has more than one (a revision reopened by the home).
  revision: number;
}

const MARGIN = 54;
const GREY = '#444444';

const when = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso)) + ' UTC';

/**
 * The Statement of Funeral Goods and Services Selected as a PDF: the same data and order as the statement
 * page (itemized lines with prices, cash advances apart, charges, payments, balance due, the signature when
 * signed, the disclosures). Helvetica is one of the PDF standard fonts: no font file to ship, and
 * PDFKit encodes it as WinAnsi (Latin-1 plus typographic quotes and dashes).
 */
export function renderStatementPdf(input: StatementPdfInput): Promise<Buffer> {
  const { statement } = input;
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: { Title: `${input.title} – ${input.personName}`, Author: input.company.name, Subject: 'Statement of Funeral Goods and Services Selected' },
    lang: 'en-US',
  });
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
    const font = options.bold ? 'Helvetica-Bold' : 'Helvetica';
    doc.font(font).fontSize(11);
    const labelHeight = doc.heightOfString(label, { width: width - priceWidth - 12 });
    const noteHeight = options.note
      ? doc
          .font('Helvetica')
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
        .font('Helvetica')
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
    doc.moveDown(0.6).font('Helvetica-Bold').fontSize(13).fillColor('black').text(text, MARGIN, doc.y, { width });
    doc.moveDown(0.3);
  };

  const lineRow = (line: StatementLine) =>
    row(
      `${line.name}${line.quantity > 1 ? ` × ${line.quantity}` : ''}`,
      line.includedInPackage && line.amountCents === 0 ? 'In package' : formatCents(line.amountCents),
      { note: [line.detail, line.category, line.cashAdvance ? 'cash advance' : null].filter(Boolean).join(' · ') },
    );

  // Letterhead
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(input.company.name || 'Funeral home', { width });
  doc.font('Helvetica').fontSize(10).fillColor(GREY).text([input.company.address, input.company.phone].filter(Boolean).join(' · '), { width });
  doc.moveDown(1).fillColor('black').font('Helvetica-Bold').fontSize(18).text(input.title, { width });
  if (input.revision > 1) doc.font('Helvetica').fontSize(10).fillColor(GREY).text(`Revision ${input.revision}`, { width });
  doc
    .moveDown(0.5)
    .font('Helvetica')
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

  heading('Signature');
  doc.font('Helvetica').fontSize(11).fillColor('black');
  if (statement.signedName && statement.signedAt) {
    doc.text(`Signed by ${statement.signedName} on ${when(statement.signedAt)}, by typed name and consent in the Family Portal.`, MARGIN, doc.y, { width });
  } else {
    doc.text('Not signed yet: this statement is a draft until the family’s primary contact signs it.', MARGIN, doc.y, { width });
  }

  if (input.disclosures.length > 0) {
    heading('Disclosures');
    doc.font('Helvetica').fontSize(9.5).fillColor('black');
    for (const text of input.disclosures) {
      doc.text(`• ${text}`, MARGIN, doc.y, { width });
      doc.moveDown(0.3);
    }
  }
  doc.end();
  return done;
}
