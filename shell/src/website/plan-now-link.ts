import type { NavEntry } from '@keepsake/shared/contract/website';

// SPEC §2/§9: the navigation always receives one extra link, "Plan Now" to /plan-now, hidden from the header.
export const PLAN_NOW_ENTRY: NavEntry = {
  id: 'plan-now',
  node: { label: 'Plan Now', to: '/plan-now', hiddenHeader: true },
};

export function withPlanNow(navigation: NavEntry[]): NavEntry[] {
  return navigation.some((entry) => entry.id === PLAN_NOW_ENTRY.id) ? navigation : [...navigation, PLAN_NOW_ENTRY];
}
