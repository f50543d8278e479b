import { z } from 'zod';

// POST /api/web/contact: a visitor's inquiry, kept for the funeral home's staff.
export const CONTACT_LIMITS = { name: 100, email: 254, phone: 30, message: 2000 } as const;

const trimmed = (max: number) => z.string().trim().min(1).max(max);

export const contactInquiryBodySchema = z.object({
  name: trimmed(CONTACT_LIMITS.name),
  email: z.string().trim().min(1).max(CONTACT_LIMITS.email).email(),
  // Optional; digits, spaces and the usual phone punctuation.
  phone: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.phone)
    .regex(/^[\d\s()+.-]*$/)
    .optional(),
  message: trimmed(CONTACT_LIMITS.message),
});
export type ContactInquiryBody = z.infer<typeof contactInquiryBodySchema>;

export const contactInquiryReceiptSchema = z.object({
  id: z.string().min(1),
  receivedAt: z.string().datetime({ offset: true }),
});
export type ContactInquiryReceipt = z.infer<typeof contactInquiryReceiptSchema>;

// The 429 message a visitor reads when they have sent too many messages in a short time.
export const CONTACT_RATE_LIMIT_MESSAGE = 'You have sent several messages in a short time. Please wait a few minutes and try again, or call us.';
