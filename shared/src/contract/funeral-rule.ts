// The FTC Funeral Rule's required disclosures (16 CFR 453.2–453.5; the FTC's "Complying with the Funeral Rule"), in
// its own words. They are the law's, not a home's choice: every price list and every statement carries them, and a
// home's own disclosures (its tax, whether it marks up cash advances) come after (issue 39.5).

/** On the General Price List, above the prices: the right to choose only what one wants. */
export const GPL_CHOICE_DISCLOSURE =
  'The goods and services shown below are those we can provide to our customers. You may choose only the items you desire. However, any funeral arrangements you select will include a charge for our basic services and overhead. If legal or other requirements mean you must buy any items you did not specifically ask for, we will explain the reason in writing on the statement we provide describing the funeral goods and services you selected.';

/** On the General Price List, with the items they concern: embalming, containers for cremation and burial. */
export const GPL_DISCLOSURES: readonly { about: string; text: string }[] = [
  {
    about: 'Embalming',
    text: 'Except in certain special cases, embalming is not required by law. Embalming may be necessary, however, if you select certain funeral arrangements, such as a funeral with viewing. If you do not want embalming, you usually have the right to choose an arrangement that does not require you to pay for it, such as direct cremation or immediate burial.',
  },
  {
    about: 'Alternative containers',
    text: 'If you want to arrange a direct cremation, you can use an alternative container. Alternative containers encase the body and can be made of materials like fiberboard or composition materials (with or without an outside covering).',
  },
  {
    about: 'Outer burial containers',
    text: 'In most areas of the country, state or local law does not require that you buy a container to surround the casket in the grave. However, many cemeteries require that you have such a container so that the grave will not sink in. Either a grave liner or a burial vault will satisfy these requirements.',
  },
];

/** On every Statement of Funeral Goods and Services Selected, first. */
export const STATEMENT_DISCLOSURES: readonly string[] = [
  'Charges are only for those items that you selected or that are required. If we are required by law or by a cemetery or crematory to use any items, we will explain the reasons in writing below.',
  'If you selected a funeral that may require embalming, such as a funeral with viewing, you may have to pay for embalming. You do not have to pay for embalming you did not approve if you selected arrangements such as a direct cremation or immediate burial. If we charged for embalming, we will explain why below.',
];

/** A statement's disclosures: the Funeral Rule's, then the home's own (any that repeats one of the law's once). */
export function statementDisclosures(homeOwn: readonly string[]): string[] {
  return [...STATEMENT_DISCLOSURES, ...homeOwn.filter((text) => !STATEMENT_DISCLOSURES.includes(text))];
}
