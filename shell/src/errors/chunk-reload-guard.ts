// A chunk that fails to load (usually: a remote was redeployed while the page was open) is retried by one
// page reload, at most once per path per 10 seconds (SPEC §8), so a chunk that is really gone cannot loop.
export const CHUNK_RELOAD_WINDOW_MS = 10_000;
const KEY_PREFIX = 'keepsake:chunk-reload:';

export interface ReloadMarks {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  const cause = (error as { cause?: unknown }).cause;
  return (
    /Loading (CSS )?chunk [^ ]+ failed|Failed to fetch dynamically imported module/i.test(error.message) || (cause !== undefined && isChunkLoadError(cause))
  );
}

/** True when the caller should reload now; records the reload so the next failure within the window does not. */
export function claimChunkReload(path: string, now: number = Date.now(), marks: ReloadMarks = defaultMarks()): boolean {
  const key = KEY_PREFIX + path;
  const last = Number(marks.get(key));
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_WINDOW_MS) return false;
  marks.set(key, String(now));
  return true;
}

function defaultMarks(): ReloadMarks {
  try {
    const probe = `${KEY_PREFIX}probe`;
    window.sessionStorage.setItem(probe, '1');
    window.sessionStorage.removeItem(probe);
    return {
      get: (key) => window.sessionStorage.getItem(key),
      set: (key, value) => window.sessionStorage.setItem(key, value),
    };
  } catch {
    return windowNameMarks();
  }
}

// Without sessionStorage (blocked storage, some private modes) window.name still survives a reload of the tab.
export function windowNameMarks(target: { name: string } = window): ReloadMarks {
  const read = (): Record<string, string> => {
    try {
      const parsed: unknown = JSON.parse(target.name || '{}');
      return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {};
    } catch {
      return {};
    }
  };
  return {
    get: (key) => read()[key] ?? null,
    set: (key, value) => {
      target.name = JSON.stringify({ ...read(), [key]: value });
    },
  };
}
