import { useEffect } from 'react';
import type { PresentEditor } from '@keepsake/shared/contract/website';
import { useQuery } from '@keepsake/shared/query';
import { leavePresence, presenceQuery } from '../api/presence';

/** The other staff members in the draft now; this studio says it is there while it is open. */
export function usePresence(path: string): PresentEditor[] {
  const { data } = useQuery(presenceQuery(path));
  useEffect(() => () => void leavePresence(), []);
  return data?.others ?? [];
}
