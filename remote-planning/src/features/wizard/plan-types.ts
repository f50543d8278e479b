import type { PlanType } from '@keepsake/shared/contract/planning';

export const PLAN_TYPE_OPTIONS: { value: PlanType; label: string; description: string }[] = [
  { value: 'pre-plan-self', label: 'Pre-plan for myself', description: 'Record your own wishes ahead of time.' },
  { value: 'pre-plan-other', label: 'Pre-plan for someone else', description: 'Plan ahead for a parent, spouse or friend.' },
  { value: 'at-need', label: 'A death has occurred', description: 'Begin arrangements for someone who has passed.' },
];

// SPEC §1: the at-need message word for word; the pre-plan one says what the SPEC says it says.
export const PLAN_TYPE_MESSAGES: Record<PlanType, string> = {
  'pre-plan-self': 'Preplanning helps you review your options at your own pace, and gives peace of mind to your loved ones.',
  'pre-plan-other': 'Preplanning helps you review the options together, and gives peace of mind to your loved ones.',
  'at-need': "We're sorry for your loss and understand this can be an emotional time. Let's work together right from your home.",
};
