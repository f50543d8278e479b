import { z } from 'zod';

// /remotes.json: remote name → URL of its mf-manifest.json. Served no-cache so a redeploy is picked up.
export const remoteRegistrySchema = z.record(z.string().regex(/^[a-z][a-z0-9_]*$/), z.string().url());
export type RemoteRegistry = z.infer<typeof remoteRegistrySchema>;
