import { apiClient } from '@keepsake/shared/api-client';
import type { ContactInquiryBody, ContactInquiryReceipt } from '@keepsake/shared/contract/website';
import { apiPaths } from '@keepsake/shared/rules';

// POST /api/web/contact: stores the visitor's message for the funeral home's staff.
export function sendContactInquiry(body: ContactInquiryBody): Promise<ContactInquiryReceipt> {
  return apiClient.post<ContactInquiryReceipt>(apiPaths.contact(), { body });
}
