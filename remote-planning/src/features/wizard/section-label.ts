import type { PlanningSection, PlanType } from '@keepsake/shared/contract';

/**
 * What a section is called on screen. The data keeps SPEC §3's names ("Decedent Details"); a person
 * planning for themselves is never called a decedent, and a living person planned for is "the person".
 */
export function sectionLabel(section: Pick<PlanningSection, 'name' | 'decedentDetails'>, planType: PlanType): string {
  if (!section.decedentDetails) return section.name;
  if (planType === 'pre-plan-self') return 'About you';
  if (planType === 'pre-plan-other') return 'About the person';
  return 'About your loved one';
}

// Field ids asked in Contact Information and again about the person: offered when the plan is for yourself.
export const SELF_FROM_CONTACT: Record<string, string> = {
  decedentFirstName: 'contactFirstName',
  decedentLastName: 'contactLastName',
};
