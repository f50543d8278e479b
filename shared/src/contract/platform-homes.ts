// The platform operator's API (issue 27): one deployment, many funeral homes. POST /api/platform/homes
// creates a home; GET lists them; POST /api/platform/homes/{id}/suspend | /resume switch one off and on.
// Authorised by the operator's bearer token, never by a home's session.
import { z } from 'zod';
import { plainTextSchema } from './schema-helpers';

export const HOME_LIMITS = { name: 120, host: 253, ownerName: 80, ownerEmail: 254 } as const;

// A hostname as a browser sends it without the port: letters, digits, dots and hyphens.
const HOST_PATTERN = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

export const createHomeBodySchema = z
  .object({
    host: z
      .string()
      .trim()
      .toLowerCase()
      .max(HOME_LIMITS.host, 'Please enter a host name such as chapel.example.com')
      .regex(HOST_PATTERN, 'Please enter a host name such as chapel.example.com'),
    name: plainTextSchema.pipe(
      z.string().trim().min(2, 'Please enter the funeral home’s name').max(HOME_LIMITS.name, `At most ${HOME_LIMITS.name} characters`),
    ),
    ownerEmail: z.string().trim().toLowerCase().max(HOME_LIMITS.ownerEmail).email('Please enter a valid email address'),
    // The number the website shows; the owner can change it in the studio.
    phone: plainTextSchema.pipe(z.string().trim().min(3, 'Please enter a phone number').max(30, 'At most 30 characters')).optional(),
    ownerName: plainTextSchema.pipe(z.string().trim().min(1).max(HOME_LIMITS.ownerName, `At most ${HOME_LIMITS.ownerName} characters`)).optional(),
    // Where the owner's link points (development: http://host:port); its host must be the home's own.
    publicOrigin: z.string().url('Please enter an address such as https://chapel.example.com').optional(),
  })
  .strict();
export type CreateHomeBody = z.infer<typeof createHomeBodySchema>;

export const homeSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  hosts: z.array(z.string()),
  createdAt: z.string(),
  active: z.boolean(),
});
export type Home = z.infer<typeof homeSchema>;

export const homeListSchema = z.object({ homes: z.array(homeSchema) });
export const createdHomeSchema = z.object({ home: homeSchema, ownerInvited: z.string() });
