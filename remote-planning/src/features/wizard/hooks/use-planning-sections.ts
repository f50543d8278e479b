import type { PlanningSection } from '@keepsake/shared/contract/planning';
import { usePageQuery, useQuery } from '@keepsake/shared/query';
import { planningSectionsQuery } from '../api/get-planning-fields';

/** The start page loads the sections (once per visit); a failure becomes the shell's error page (SPEC §8). */
export function usePlanningSections(): PlanningSection[] | undefined {
  return usePageQuery(planningSectionsQuery);
}

/**
 * The sections if the start page has loaded them in this visit, without asking for them: step and review
 * pages send the visitor to the start page otherwise (SPEC §2).
 */
export function useLoadedSections(): PlanningSection[] | undefined {
  return useQuery({ ...planningSectionsQuery, enabled: false }).data;
}
