// Older builds kept the bearer token in localStorage, where any injected script could read it. The session
// is now the API's HttpOnly cookie (ADR 006); this only wipes what an older build may have left behind.
const LEGACY_KEY = 'keepsake:auth-token';

export function forgetStoredToken(storage: Storage | undefined = safeLocalStorage()): void {
  try {
    storage?.removeItem(LEGACY_KEY);
  } catch {
    // Storage blocked (private mode, policy): there is nothing to wipe.
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
