import type { PlanningSection, PlanType } from '@keepsake/shared/contract/planning';

// The decedent's first name is asked under this id in every site's Decedent Details section.
export const DECEDENT_FIRST_NAME = 'decedentFirstName';

// "Margaret's", or "their" when the name is not known yet (SPEC §2).
export function possessiveOf(firstName: string | undefined): string {
  const name = firstName?.trim();
  return name ? `${name}'s` : 'their';
}

const ABOUT: Record<string, string> = {
  'Additional Family': 'family',
  'Education + Profession': 'education and profession',
  Military: 'military service',
};

/** SPEC §2's heading for a wizard section, for the plan type and what is known so far. */
export function stepHeading(section: PlanningSection, planType: PlanType, answers: Record<string, string>): string {
  const self = planType === 'pre-plan-self';
  if (section.name === 'Contact Information') return 'Tell us about yourself';
  if (section.decedentDetails) {
    return self ? "Now let's add information for your pre-plan" : "Now let's add information for whom we're planning for";
  }
  const about = ABOUT[section.name];
  if (about) return `Tell us about ${self ? 'your' : possessiveOf(answers[DECEDENT_FIRST_NAME])} ${about}`;
  return "Let's wrap up with some final details ...";
}
