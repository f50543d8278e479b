-- Issue 39.5: the Funeral Rule's statement disclosures are the law's, added to every statement by the API
-- (shared/src/contract/funeral-rule.ts), no longer a home's template text. The demo seed had put two of them in
-- its templates (one in an older wording, without "If we charged for embalming, we will explain why below."):
-- removed here so no statement shows them twice. A home's own disclosures stay.
UPDATE arr_statement_template
SET disclosures = disclosures
  - 'Charges are only for those items that you selected or that are required. If we are required by law or by a cemetery or crematory to use any items, we will explain the reasons in writing below.'
  - 'If you selected a funeral that may require embalming, such as a funeral with viewing, you may have to pay for embalming. You do not have to pay for embalming you did not approve if you selected arrangements such as a direct cremation or immediate burial.';
