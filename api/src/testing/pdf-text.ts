import { inflateSync } from 'node:zlib';
import { PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef } from 'pdf-lib';

// Reads a PDFKit document's text back with pdf-lib, as a reader would: each page's content streams
// inflated, each TJ array's strings decoded through its font's ToUnicode map (an embedded font writes
// glyph ids, not characters), or as Latin-1 for a standard font. One line of text per TJ.
export async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string; fonts: string[] }> {
  const pdf = await PDFDocument.load(bytes);
  const streamText = (object: unknown) => {
    if (!(object instanceof PDFRawStream)) return '';
    const raw = Buffer.from(object.contents);
    return (object.dict.get(PDFName.of('Filter')) ? inflateSync(raw) : raw).toString('latin1');
  };
  let text = '';
  const fontNames = new Set<string>();
  for (const page of pdf.getPages()) {
    const maps = new Map<string, Map<number, string> | null>();
    const fonts = page.node.Resources()?.lookup(PDFName.of('Font'));
    if (fonts instanceof PDFDict) {
      for (const [name, ref] of fonts.entries()) {
        const font = pdf.context.lookup(ref);
        if (!(font instanceof PDFDict)) continue;
        fontNames.add(String(font.get(PDFName.of('BaseFont'))));
        const toUnicode = font.get(PDFName.of('ToUnicode'));
        maps.set(name.asString(), toUnicode instanceof PDFRef ? unicodeMap(streamText(pdf.context.lookup(toUnicode))) : null);
      }
    }
    const contents = page.node.Contents();
    const refs = contents && 'asArray' in contents ? contents.asArray() : [page.node.get(PDFName.of('Contents'))];
    for (const ref of refs) {
      const source = streamText(pdf.context.lookup(ref));
      let map: Map<number, string> | null = null;
      for (const op of source.matchAll(/(\/[\w+-]+)\s+[\d.]+\s+Tf|\[([^\]]*)\]\s*TJ/g)) {
        if (op[1]) {
          map = maps.get(op[1]) ?? null;
          continue;
        }
        const hexes = [...op[2]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => hex[1]!);
        text += hexes.map((hex) => decode(hex, map)).join('') + '\n';
      }
    }
  }
  return { pages: pdf.getPageCount(), text, fonts: [...fontNames] };
}

function decode(hex: string, map: Map<number, string> | null): string {
  if (!map) return Buffer.from(hex, 'hex').toString('latin1');
  let out = '';
  for (let i = 0; i + 4 <= hex.length; i += 4) out += map.get(parseInt(hex.slice(i, i + 4), 16)) ?? '\uFFFD';
  return out;
}

const utf16 = (hex: string) => String.fromCharCode(...(hex.replace(/\s/g, '').match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));

// The bfchar and bfrange entries of a ToUnicode CMap.
function unicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const entry of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g)) map.set(parseInt(entry[1]!, 16), utf16(entry[2]!));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const entry of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const start = parseInt(entry[1]!, 16);
      const end = parseInt(entry[2]!, 16);
      if (entry[3]!.startsWith('[')) {
        // A ligature maps to several characters: <0066 0066> is "ff".
        [...entry[3]!.matchAll(/<([0-9a-fA-F\s]+)>/g)].forEach((value, index) => map.set(start + index, utf16(value[1]!)));
      } else {
        const first = parseInt(entry[3]!.slice(1, -1), 16);
        for (let code = start; code <= end; code++) map.set(code, String.fromCharCode(first + code - start));
      }
    }
  }
  return map;
}
