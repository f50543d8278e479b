import { authTokenAtom, keepsakeStore } from '@keepsake/shared/store';

const KEY = 'keepsake:auth-token';

/** The bearer token survives a reload in localStorage; the store stays the one place code reads it from. */
export function persistAuthToken(storage: Storage | undefined = safeLocalStorage()): () => void {
  if (!storage) return () => {};
  const saved = storage.getItem(KEY);
  if (saved) keepsakeStore.set(authTokenAtom, saved);
  return keepsakeStore.sub(authTokenAtom, () => {
    const token = keepsakeStore.get(authTokenAtom);
    if (token) storage.setItem(KEY, token);
    else storage.removeItem(KEY);
  });
}

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
