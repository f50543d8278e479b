import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * A page's bytes in the compression a visitor takes. A page the page cache keeps is sent many times: brotli at
 * quality 5, not 9 (a miss pays it on its own request; within ~5% of 9's size on a page), gzip 6. A page made
 * for one visitor (a cookie: never kept) is sent once: brotli 4, what @fastify/compress's stream gave those
 * pages before ADR 126 (the same bytes), at 0.71 ms against quality 5's 1.07 ms on the obituary page. A fresh
 * page's is made in its render thread (ADR 123, 126), a kept page's other compression on the main thread when
 * first asked.
 * @param {Buffer} bytes @param {'br' | 'gzip'} encoding @param {{ once?: boolean }} [use] once: sent to one visitor
 */
export function compressPage(bytes, encoding, { once = false } = {}) {
  return encoding === 'br'
    ? brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: once ? 4 : 5,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      })
    : gzipSync(bytes, { level: 6 });
}
