import { inflateSync } from 'node:zlib';

// (In lib: the statement and the keepsake book both embed the fonts of @fontsource.)
// A WOFF 1.0 font as the plain TrueType/OpenType file it wraps (each table inflated once). fontkit can
// read WOFF itself, but inflates a table on every access: laying out one line of the statement with the
// CJK font took ~2 s; from the unwrapped file it takes milliseconds.
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('Not a WOFF font');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables: { tag: number; checksum: number; data: Buffer }[] = [];
  for (let i = 0; i < numTables; i++) {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const raw = woff.subarray(offset, offset + compLength);
    tables.push({ tag: woff.readUInt32BE(entry), checksum: woff.readUInt32BE(entry + 16), data: compLength < origLength ? inflateSync(raw) : raw });
  }
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const headerSize = 12 + numTables * 16;
  const padded = (length: number) => (length + 3) & ~3;
  const out = Buffer.alloc(headerSize + tables.reduce((sum, table) => sum + padded(table.data.length), 0));
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(searchRange, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(numTables * 16 - searchRange, 10);
  let offset = headerSize;
  tables.forEach((table, index) => {
    const entry = 12 + index * 16;
    out.writeUInt32BE(table.tag, entry);
    out.writeUInt32BE(table.checksum, entry + 4);
    out.writeUInt32BE(offset, entry + 8);
    out.writeUInt32BE(table.data.length, entry + 12);
    table.data.copy(out, offset);
    offset += padded(table.data.length);
  });
  return out;
}
