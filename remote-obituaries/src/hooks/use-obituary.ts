import { useOutletContext } from 'react-router-dom';
import type { Obituary } from '@keepsake/shared/contract/obituary';

/** The obituary the surrounding layout loaded, for its sub-pages. */
export function useObituary(): Obituary {
  return useOutletContext<Obituary>();
}
