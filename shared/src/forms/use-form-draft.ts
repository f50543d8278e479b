import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { writeDraft } from '@keepsake/shared/drafts';

// Long enough to batch a burst of typing, short enough that closing the tab right after loses nothing
// (pagehide and unmount flush whatever is pending anyway).
const SAVE_DELAY_MS = 250;

/**
 * Saves every change of the form under `key`. Start the form from `readDraft(key)` to restore it and
 * call `clearDraft(key)` once the form has been submitted.
 */
export function useFormDraft<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, FieldValues>, 'watch' | 'getValues'>,
  key: string,
  { enabled = true }: { enabled?: boolean } = {},
): void {
  const { watch, getValues } = form;
  useEffect(() => {
    if (!enabled) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      timer = undefined;
      writeDraft(key, getValues());
    };
    const subscription = watch(() => {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        writeDraft(key, getValues());
      }, SAVE_DELAY_MS);
    });
    window.addEventListener('pagehide', flush);
    return () => {
      flush();
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flush);
    };
  }, [watch, getValues, key, enabled]);
}
