import { z } from 'zod';

// Issue 24 §6: the family's primary contact resends or withdraws an open invitation from the members list.
// An invitation is named by its address: a case has at most one invitation per address.
export const invitationActionBodySchema = z.object({ email: z.string().trim().toLowerCase().email().max(254) }).strict();
export type InvitationActionBody = z.input<typeof invitationActionBodySchema>;

export const invitationActionResultSchema = z.object({
  email: z.string(),
  status: z.enum(['INVITED', 'REVOKED']),
  expiresAt: z.string(),
});
export type InvitationActionResult = z.infer<typeof invitationActionResultSchema>;

// How soon the same address may be sent another link: a second click is not a second mail.
export const INVITATION_RESEND_COOLDOWN_SECONDS = 60;

export const invitationActionMessages = {
  notOpen: 'There is no open invitation for this address on this case.',
  revoked: 'This invitation was revoked. Invite them again below to send a new link.',
  tooSoon: `An invitation was sent to this address less than a minute ago. Please wait a minute before sending it again.`,
} as const;
