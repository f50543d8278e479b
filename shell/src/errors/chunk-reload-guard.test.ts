import { CHUNK_RELOAD_WINDOW_MS, claimChunkReload, isChunkLoadError, windowNameMarks, type ReloadMarks } from './chunk-reload-guard';

function memoryMarks(): ReloadMarks {
  const map = new Map<string, string>();
  return { get: (key) => map.get(key) ?? null, set: (key, value) => void map.set(key, value) };
}

describe('chunk reload guard (SPEC §8)', () => {
  it('reloads once per path, then not again within 10 seconds', () => {
    const marks = memoryMarks();
    expect(claimChunkReload('/obituaries', 1_000, marks)).toBe(true);
    expect(claimChunkReload('/obituaries', 1_000 + CHUNK_RELOAD_WINDOW_MS - 1, marks)).toBe(false);
    expect(claimChunkReload('/obituaries', 1_000 + CHUNK_RELOAD_WINDOW_MS, marks)).toBe(true);
  });

  it('counts each path on its own', () => {
    const marks = memoryMarks();
    expect(claimChunkReload('/a', 5_000, marks)).toBe(true);
    expect(claimChunkReload('/b', 5_001, marks)).toBe(true);
    expect(claimChunkReload('/a', 5_002, marks)).toBe(false);
  });

  it('uses sessionStorage by default', () => {
    window.sessionStorage.clear();
    expect(claimChunkReload('/default', 10_000)).toBe(true);
    expect(claimChunkReload('/default', 10_001)).toBe(false);
    expect(window.sessionStorage.getItem('keepsake:chunk-reload:/default')).toBe('10000');
  });

  it('falls back to window.name, which survives a reload, when sessionStorage is unavailable', () => {
    const target = { name: '' };
    const marks = windowNameMarks(target);
    expect(claimChunkReload('/x', 1, marks)).toBe(true);
    // A "reload": new marks over the same window.
    expect(claimChunkReload('/x', 2, windowNameMarks(target))).toBe(false);
    expect(claimChunkReload('/x', 2, windowNameMarks({ name: 'not json' }))).toBe(true);
  });

  it('recognises webpack chunk errors, also when wrapped', () => {
    const chunk = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(new Error('Remote x is unavailable', { cause: chunk }))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 7 failed.\n(error: http://x/7.js)'))).toBe(true);
    expect(isChunkLoadError(new Error('something else'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });
});
