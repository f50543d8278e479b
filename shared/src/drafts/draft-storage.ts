// Drafts live in sessionStorage by default: a reload, the back button or a closed tab reopened keeps them (WCAG
// 3.3.7), and they do not outlive the visit on a shared computer — these answers are personal. A draft kept
// `onDevice` (the plan-now wizard, issue 43.8: a new tab continues where the visitor was) lives in localStorage
// until it is cleared or `days` pass. Where storage is refused (private modes, full quota) drafts fall back to
// memory, which still survives moving between pages of the app.
const PREFIX = 'keepsake:draft:';
const memory = new Map<string, string>();

export interface DraftOptions {
  // Kept for every tab of this browser, for `days` (default 14), rather than for this tab's visit.
  onDevice?: boolean;
  days?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function storage(options?: DraftOptions): Storage | undefined {
  try {
    if (typeof window === 'undefined') return undefined;
    return options?.onDevice ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

// A device draft carries its expiry beside the value.
interface Lasting {
  until: number;
  value: unknown;
}

export function readDraft<T>(key: string, options?: DraftOptions): T | undefined {
  let raw: string | null | undefined;
  try {
    raw = storage(options)?.getItem(PREFIX + key);
  } catch {
    raw = undefined;
  }
  raw ??= memory.get(key);
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (!options?.onDevice) return parsed as T;
    const lasting = parsed as Partial<Lasting>;
    if (typeof lasting.until !== 'number' || lasting.until < Date.now()) {
      clearDraft(key, options);
      return undefined;
    }
    return lasting.value as T;
  } catch {
    return undefined;
  }
}

export function writeDraft(key: string, value: unknown, options?: DraftOptions): void {
  const raw = JSON.stringify(options?.onDevice ? { until: Date.now() + (options.days ?? 14) * DAY_MS, value } : value);
  memory.set(key, raw);
  try {
    storage(options)?.setItem(PREFIX + key, raw);
  } catch {
    // Memory keeps it for this visit; nothing more can be done without storage.
  }
}

export function clearDraft(key: string, options?: DraftOptions): void {
  memory.delete(key);
  try {
    storage(options)?.removeItem(PREFIX + key);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
