/** @jest-environment node */
import type { PlanningSection } from '@keepsake/shared/contract/planning';
import { possessiveOf, stepHeading } from './step-heading';

const section = (name: string, decedentDetails = false): PlanningSection => ({ urlKey: 'x', name, decedentDetails, fields: [] });

describe('stepHeading (SPEC §2)', () => {
  it('asks the contact about themselves whatever the plan', () => {
    for (const planType of ['pre-plan-self', 'pre-plan-other', 'at-need'] as const) {
      expect(stepHeading(section('Contact Information'), planType, {})).toBe('Tell us about yourself');
    }
  });

  it('words Decedent Details for a pre-plan of your own, and for someone else', () => {
    const decedent = section('Decedent Details', true);
    expect(stepHeading(decedent, 'pre-plan-self', {})).toBe("Now let's add information for your pre-plan");
    expect(stepHeading(decedent, 'pre-plan-other', {})).toBe("Now let's add information for whom we're planning for");
    expect(stepHeading(decedent, 'at-need', {})).toBe("Now let's add information for whom we're planning for");
  });

  it("uses 'your' for self, the first name with 's for another, or 'their' without a name", () => {
    const named = { decedentFirstName: ' Margaret ' };
    expect(stepHeading(section('Additional Family'), 'pre-plan-self', named)).toBe('Tell us about your family');
    expect(stepHeading(section('Additional Family'), 'pre-plan-other', named)).toBe("Tell us about Margaret's family");
    expect(stepHeading(section('Education + Profession'), 'at-need', named)).toBe("Tell us about Margaret's education and profession");
    expect(stepHeading(section('Military'), 'at-need', {})).toBe('Tell us about their military service');
    expect(possessiveOf('')).toBe('their');
  });

  it('wraps up any other section', () => {
    expect(stepHeading(section('Final Details'), 'pre-plan-other', {})).toBe("Let's wrap up with some final details ...");
  });
});
