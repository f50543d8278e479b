// Drafts live in sessionStorage: a reload, the back button or a closed tab reopened keeps them (WCAG
// 3.3.7), and they do not outlive the visit on a shared computer — these answers are personal. Where
// storage is refused (private modes, full quota) they fall back to memory, which still survives
// moving between pages of the app.
const PREFIX = 'keepsake:draft:';
const memory = new Map<string, string>();

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readDraft<T>(key: string): T | undefined {
  let raw: string | null | undefined;
  try {
    raw = storage()?.getItem(PREFIX + key);
  } catch {
    raw = undefined;
  }
  raw ??= memory.get(key);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

export function writeDraft(key: string, value: unknown): void {
  const raw = JSON.stringify(value);
  memory.set(key, raw);
  try {
    storage()?.setItem(PREFIX + key, raw);
  } catch {
    // Memory keeps it for this visit; nothing more can be done without storage.
  }
}

export function clearDraft(key: string): void {
  memory.delete(key);
  try {
    storage()?.removeItem(PREFIX + key);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
