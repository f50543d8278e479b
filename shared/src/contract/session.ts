import { z } from 'zod';

export const sessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().email(),
  role: z.enum(['staff', 'family']),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

// GET /api/auth/session: null user when signed out.
export const sessionSchema = z.object({ user: sessionUserSchema.nullable() });
export type Session = z.infer<typeof sessionSchema>;

export const signInBodySchema = z.object({
  email: z.string().email(),
  password: z.string().min(8).max(128),
});
export type SignInBody = z.infer<typeof signInBodySchema>;
