import { apiClient } from '@keepsake/shared/api-client';
import { contactInquiryReceiptSchema, type ContactInquiryBody, type ContactInquiryReceipt } from '@keepsake/shared/contract';

// POST /api/web/contact: stores the visitor's message for the funeral home's staff.
export function sendContactInquiry(body: ContactInquiryBody): Promise<ContactInquiryReceipt> {
  return apiClient.post('/api/web/contact', { body, schema: contactInquiryReceiptSchema });
}
