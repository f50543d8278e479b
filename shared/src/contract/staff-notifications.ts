import { z } from 'zod';

// Notifications by mail (issue 24 §5). Staff choose which of theirs they get; the family's always go.
export const STAFF_NOTICES = [
  'NEW_INQUIRY',
  'MEMORY_REVIEW',
  'CHANGES_REQUESTED',
  'FAMILY_APPROVED',
  'CONTRACT_SIGNED',
  'PAYMENT_RECEIVED',
  'ORDER_PLACED',
] as const;
export const staffNoticeSchema = z.enum(STAFF_NOTICES);
export type StaffNotice = z.infer<typeof staffNoticeSchema>;
export const STAFF_NOTICE_LABELS: Record<StaffNotice, string> = {
  NEW_INQUIRY: 'A new plan-now submission or contact message',
  MEMORY_REVIEW: 'A memory waits for review',
  CHANGES_REQUESTED: 'A family asks for changes (obituary, stationery, video)',
  FAMILY_APPROVED: 'A family approves the stationery',
  CONTRACT_SIGNED: 'A family signs a contract',
  PAYMENT_RECEIVED: 'A payment is received or refunded',
  ORDER_PLACED: 'A shop order is placed',
};
export const FAMILY_NOTICES = ['TASK_ASSIGNED', 'PAYMENT_RECEIPT', 'CONTRACT_REVISION'] as const;
export type FamilyNotice = (typeof FAMILY_NOTICES)[number];

const inboxAddress = z.union([z.literal(''), z.string().trim().toLowerCase().email().max(254)]);

// One staff member's choices, and (owners may change it) the home's staff address for new inquiries.
export const staffNotificationSettingsSchema = z.object({
  notices: z.object(Object.fromEntries(STAFF_NOTICES.map((notice) => [notice, z.boolean()])) as Record<StaffNotice, z.ZodBoolean>),
  homeAddress: z.string(),
  canEditHomeAddress: z.boolean(),
});
export type StaffNotificationSettings = z.infer<typeof staffNotificationSettingsSchema>;

export const staffNotificationUpdateSchema = z
  .object({
    notices: z.object(Object.fromEntries(STAFF_NOTICES.map((notice) => [notice, z.boolean()])) as Record<StaffNotice, z.ZodBoolean>).strict(),
    // '' = the owners' own addresses.
    homeAddress: inboxAddress.optional(),
  })
  .strict();
export type StaffNotificationUpdate = z.input<typeof staffNotificationUpdateSchema>;
