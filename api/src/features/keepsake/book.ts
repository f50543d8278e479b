import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import PDFDocument from 'pdfkit';
import type { SqlRunner } from '../../db/client';
import { bookFonts, fontRuns } from './book-fonts';
import { lifeDates, memoryDate, paragraphs, serviceWhen } from './format';
import type { PrintBox, PrintImages } from './print-images';
import { memoriesOf, type KeepsakeSnapshot } from './snapshot';

export type PaperSize = 'A4' | 'LETTER';
// pdfkit's page sizes, in points: the photo layout of both books is known before either is set.
const PAGE: Record<PaperSize, { width: number; height: number }> = { A4: { width: 595.28, height: 841.89 }, LETTER: { width: 612, height: 792 } };

const MARGIN = 56;
const GAP = 8;
const CAPTION_SIZE = 9;
const CAPTION_GAP = 3;
const INK = '#1f2328';
const MUTED = '#57606a';

/**
 * The memorial book (ADR 091): pdfkit, because it writes each page and image to the file as it goes,
 * so a 500-photo book never sits whole in memory (pdf-lib builds the whole document before saving; the
 * tests read the book back with it). One photo at a time is resampled, once for both paper sizes.
 */
export async function writeBook(options: {
  snapshot: KeepsakeSnapshot;
  sql: SqlRunner;
  images: PrintImages;
  size: PaperSize;
  outFile: string;
  onProgress?: (fraction: number) => Promise<void> | void;
}): Promise<{ pages: number }> {
  const { snapshot } = options;
  const fonts = bookFonts();
  const doc = new PDFDocument({
    size: options.size,
    margin: MARGIN,
    info: {
      Title: `In memory of ${snapshot.fullName}`,
      Author: snapshot.siteName,
      Subject: lifeDates(snapshot.birthDate, snapshot.deathDate),
      Creator: 'Keepsake',
    },
  });
  for (const font of [...fonts.regular, ...fonts.bold]) doc.registerFont(font.name, font.file);
  const out = createWriteStream(options.outFile);
  doc.pipe(out);
  let pages = 1;
  doc.on('pageAdded', () => (pages += 1));

  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN;

  const write = (text: string, style: { size: number; bold?: boolean; color?: string; align?: 'left' | 'center'; after?: number }) => {
    const runs = fontRuns(text, style.bold ? fonts.bold : fonts.regular);
    doc.fontSize(style.size).fillColor(style.color ?? INK);
    runs.forEach((run, index) => {
      doc.font(run.font.name);
      doc.text(run.text, index === 0 ? MARGIN : undefined, undefined, { continued: index < runs.length - 1, align: style.align ?? 'left', width, lineGap: 2 });
    });
    doc.moveDown(style.after ?? 0.5);
  };
  const heading = (text: string) => {
    doc.addPage();
    write(text, { size: 22, bold: true, after: 0.8 });
  };

  const captionFont = (text: string) => {
    doc.fontSize(CAPTION_SIZE).fillColor(MUTED);
    return fontRuns(text, fonts.regular);
  };
  const captionHeightOf = (text: string, captionWidth: number) => {
    if (!text) return 0;
    doc.font(captionFont(text)[0]!.font.name);
    return CAPTION_GAP + doc.heightOfString(text, { width: captionWidth, lineGap: 1 });
  };
  const writeCaption = (text: string, x: number, y: number, captionWidth: number) => {
    const runs = captionFont(text);
    runs.forEach((run, index) => {
      doc.font(run.font.name);
      doc.text(run.text, index === 0 ? x : undefined, index === 0 ? y : undefined, { continued: index < runs.length - 1, width: captionWidth, lineGap: 1 });
    });
  };

  // A photo for print: resampled once for both books (print-images.ts), read back from the job's folder.
  const printable = (key: string | null, box: PrintBox) => options.images.file(key, box);

  // The cover: portrait, name, dates.
  const portraitBox = Math.min(width, 300);
  const portrait = await printable(snapshot.portraitUrl, { width: portraitBox, height: portraitBox });
  doc.y = MARGIN + 40;
  if (portrait) {
    doc.image(portrait, MARGIN + (width - portraitBox) / 2, doc.y, { fit: [portraitBox, portraitBox], align: 'center', valign: 'center' });
    doc.y += portraitBox + 32;
  }
  write(snapshot.fullName, { size: 32, bold: true, align: 'center', after: 0.4 });
  const dates = lifeDates(snapshot.birthDate, snapshot.deathDate);
  if (dates) write(dates, { size: 15, color: MUTED, align: 'center' });
  doc.y = bottom() - 40;
  write(snapshot.siteName, { size: 11, color: MUTED, align: 'center' });

  heading('Obituary');
  if (snapshot.obituaryText) for (const paragraph of paragraphs(snapshot.obituaryText)) write(paragraph, { size: 12, after: 0.8 });
  else write('The family has not approved an obituary.', { size: 12, color: MUTED });
  await options.onProgress?.(0.05);

  // Photos in justified rows (photoRows); each is asked for at the larger of its two paper sizes' boxes.
  if (snapshot.photos.length > 0) {
    heading('Photos');
    const boxes = printBoxes(snapshot.photos);
    let placed = 0;
    for (const row of photoRows(snapshot.photos, options.size)) {
      const height = row[0]!.height;
      // Each photo's caption under it, as the portal shows it (issue 43.4); the row is as tall as its longest.
      const captionHeight = Math.max(0, ...row.map((item) => captionHeightOf(item.photo.caption, item.width)));
      if (doc.y + height + captionHeight > bottom()) {
        doc.addPage();
        doc.y = MARGIN;
      }
      let x = MARGIN;
      const y = doc.y;
      for (const item of row) {
        const image = await printable(item.photo.largeUrl ?? item.photo.originalUrl, boxes.get(item.photo)!);
        if (image) doc.image(image, x, y, { width: item.width, height });
        if (item.photo.caption) writeCaption(item.photo.caption, x, y + height + CAPTION_GAP, item.width);
        x += item.width + GAP;
        placed += 1;
      }
      doc.y = y + height + captionHeight + GAP;
      await options.onProgress?.(0.05 + 0.75 * (placed / snapshot.photos.length));
    }
  }

  heading('Memories');
  let memories = 0;
  for await (const batch of memoriesOf(options.sql, snapshot.caseId)) {
    for (const memory of batch) {
      for (const paragraph of paragraphs(memory.text)) write(paragraph, { size: 11, after: 0.3 });
      if (memory.photoUrl) {
        const boxWidth = 180;
        const boxHeight = memory.photoWidth && memory.photoHeight ? (boxWidth * memory.photoHeight) / memory.photoWidth : 135;
        const image = await printable(memory.photoUrl, { width: boxWidth, height: boxHeight });
        if (image) {
          if (doc.y + boxHeight > bottom()) doc.addPage();
          doc.image(image, MARGIN, doc.y, { width: boxWidth, height: boxHeight });
          doc.y += boxHeight + 4;
        }
      }
      const by = [memory.authorName, memory.relationship].filter(Boolean).join(', ');
      write(`— ${by}, ${memoryDate(memory.createdAt, snapshot.timeZone)}`, { size: 10, color: MUTED, after: 1.2 });
      memories += 1;
    }
    await options.onProgress?.(0.8 + 0.15 * (memories / Math.max(1, snapshot.memoryCount)));
  }
  if (memories === 0) write('No memories were shared.', { size: 12, color: MUTED });

  heading('Services');
  if (snapshot.events.length === 0) write('No services were listed.', { size: 12, color: MUTED });
  for (const event of snapshot.events) {
    write(event.title, { size: 14, bold: true, after: 0.2 });
    write(serviceWhen(event, snapshot.timeZone), { size: 11, after: 0.2 });
    write([event.placeName, event.address].filter(Boolean).join(', '), { size: 11, color: MUTED, after: 1 });
  }

  doc.end();
  await finished(out);
  return { pages };
}

type Photo = KeepsakeSnapshot['photos'][number];
const aspect = (photo: Photo) => (photo.width && photo.height ? photo.width / photo.height : 1.5);

/**
 * Photos in justified rows: each row is as tall as fills the text width at the photos' own aspect
 * ratios, up to a third of the page, so a panorama spans the page and portraits stand side by side.
 */
export function photoRows(photos: Photo[], size: PaperSize): { photo: Photo; width: number; height: number }[][] {
  const width = PAGE[size].width - 2 * MARGIN;
  const maxRow = (PAGE[size].height - 2 * MARGIN) / 3;
  const rows: { photo: Photo; width: number; height: number }[][] = [];
  let row: Photo[] = [];
  const close = () => {
    const sum = row.reduce((total, photo) => total + aspect(photo), 0);
    const height = Math.min(maxRow, (width - GAP * (row.length - 1)) / sum);
    rows.push(row.map((photo) => ({ photo, width: height * aspect(photo), height })));
    row = [];
  };
  for (const photo of photos) {
    row.push(photo);
    const sum = row.reduce((total, item) => total + aspect(item), 0);
    if ((width - GAP * (row.length - 1)) / sum <= maxRow) close();
  }
  if (row.length > 0) close();
  return rows;
}

// Each photo's box in the larger of its two layouts: the one print file serves A4 and US Letter.
function printBoxes(photos: Photo[]): Map<Photo, PrintBox> {
  const boxes = new Map<Photo, PrintBox>();
  for (const size of ['A4', 'LETTER'] as const)
    for (const row of photoRows(photos, size))
      for (const item of row) {
        const box = boxes.get(item.photo);
        boxes.set(item.photo, { width: Math.max(box?.width ?? 0, item.width), height: Math.max(box?.height ?? 0, item.height) });
      }
  return boxes;
}
