// /remotes.json: remote name → URL of its mf-manifest.json. Served no-cache so a redeploy is picked up.
// The shell checks its shape by hand (shell/src/registry/load-registry.ts): zod stays off the start path.
export type RemoteRegistry = Record<string, string>;
