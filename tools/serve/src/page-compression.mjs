import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * A page's bytes in the compression a visitor takes: what the page cache keeps and sends. Brotli at quality 5,
 * not 9: a miss pays it on its own request (≥ 300 renders/s); within ~5% of 9's size on a page. A fresh page's
 * is made in its render thread (ADR 123), a kept page's other compression on the main thread when first asked.
 * @param {Buffer} bytes @param {'br' | 'gzip'} encoding
 */
export function compressPage(bytes, encoding) {
  return encoding === 'br'
    ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
    : gzipSync(bytes, { level: 6 });
}
