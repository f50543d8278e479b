import { useOutletContext } from 'react-router-dom';
import type { Arrangement } from '@keepsake/shared/contract/arrangement';
import type { CaseDetail } from '@keepsake/shared/contract/case';

/** What the case layout hands its pages: the case, read once, and where its pages hang. */
export interface CaseOutletContext {
  caseDetail: CaseDetail;
  // /family-portal/{id}/{nameSlug}
  casePath: string;
}

/** What the arrangements layout adds for its steps: the arrangement, read once, and its root. */
export interface ArrangementOutletContext extends CaseOutletContext {
  arrangement: Arrangement;
  base: string;
}

export const useCaseOutlet = () => useOutletContext<CaseOutletContext>();
export const useArrangementOutlet = () => useOutletContext<ArrangementOutletContext>();
