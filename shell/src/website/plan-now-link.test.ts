/** @jest-environment node */
import { PLAN_NOW_ENTRY, withPlanNow } from './plan-now-link';

describe('the Plan Now link (SPEC §2, §9)', () => {
  it('is appended to the navigation, hidden from the header', () => {
    const navigation = withPlanNow([{ id: 'home', node: { label: 'Home', to: '/' } }]);
    expect(navigation.at(-1)).toEqual({ id: 'plan-now', node: { label: 'Plan Now', to: '/plan-now', hiddenHeader: true } });
  });

  it('is added once', () => {
    expect(withPlanNow(withPlanNow([])).filter((entry) => entry === PLAN_NOW_ENTRY)).toHaveLength(1);
  });
});
