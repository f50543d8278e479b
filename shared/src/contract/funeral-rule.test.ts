/** @jest-environment node */
import { STATEMENT_DISCLOSURES, statementDisclosures } from './funeral-rule';

describe('the Funeral Rule on a statement', () => {
  it("puts the law's disclosures first, then the home's own, never one twice", () => {
    const own = ['Vermont sales tax (6%) applies to merchandise.', STATEMENT_DISCLOSURES[0]!];
    expect(statementDisclosures(own)).toEqual([...STATEMENT_DISCLOSURES, 'Vermont sales tax (6%) applies to merchandise.']);
  });

  it('gives a home without disclosures of its own the law’s', () => {
    expect(statementDisclosures([])).toEqual(STATEMENT_DISCLOSURES);
    expect(STATEMENT_DISCLOSURES[1]).toMatch(/If we charged for embalming, we will explain why below\.$/);
  });
});
