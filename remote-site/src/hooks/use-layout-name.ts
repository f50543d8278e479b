import { createContext, useContext } from 'react';
import type { LayoutName } from '../lib/select-layout';

export const LayoutNameContext = createContext<LayoutName>('default');

// Modules that change with the layout (the hero is full-bleed on a landing page) read it here.
export function useLayoutName(): LayoutName {
  return useContext(LayoutNameContext);
}
