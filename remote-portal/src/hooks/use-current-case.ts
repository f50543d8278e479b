import { useOutletContext } from 'react-router-dom';
import type { CaseDetail } from '@keepsake/shared/contract';

export interface CaseOutlet {
  caseDetail: CaseDetail;
  // /family-portal/{id}/{nameSlug}: where the case's pages hang.
  casePath: string;
}

export const useCurrentCase = () => useOutletContext<CaseOutlet>();
