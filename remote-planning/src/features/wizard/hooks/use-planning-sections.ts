import { useEffect, useState } from 'react';
import { useAtom } from 'jotai';
import type { PlanningSection } from '@keepsake/shared/contract';
import { getPlanningFields } from '../api/get-planning-fields';
import { planningSectionsAtom } from '../state/wizard-atoms';

/** Loads the site's sections once per visit; a failure becomes the shell's error page (SPEC §8). */
export function usePlanningSections(): PlanningSection[] | null {
  const [sections, setSections] = useAtom(planningSectionsAtom);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (sections) return undefined;
    const controller = new AbortController();
    getPlanningFields(controller.signal).then(setSections, (reason: unknown) => {
      if (!controller.signal.aborted) setError(reason);
    });
    return () => controller.abort();
  }, [sections, setSections]);
  if (error) throw error;
  return sections;
}
