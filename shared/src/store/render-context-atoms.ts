import { atom } from 'jotai';
import type { Redirect, RenderContext } from '@keepsake/shared/contract/website';

// null until the shell has loaded the approved (or, when previewing, the draft) context.
export const renderContextAtom = atom<RenderContext | null>(null);

export const redirectsAtom = atom<Redirect[]>([]);
