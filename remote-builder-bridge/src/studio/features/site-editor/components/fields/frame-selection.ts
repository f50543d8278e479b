import { createContext, useContext } from 'react';
import type { TextSelection } from '@keepsake/shared/contract/website';

/** The words last selected in the frame (the selection of web:update-module-text-mark-state) and a count, so the same words can be asked for again. */
export type FrameSelection = TextSelection & { seq: number };

// Given by the editor workspace around the properties panel; the text module's editor selects those words (ADR 117).
export const FrameSelectionContext = createContext<FrameSelection | null>(null);
export const useFrameSelection = () => useContext(FrameSelectionContext);
