// Types for the serve package's public API (it is plain ESM so it runs without a build step).
import type { FastifyInstance } from 'fastify';

export interface RemoteConfig {
  name: string;
  dir: string;
  port: number;
  root: string;
  external: boolean;
  manifestUrl: string;
}

export interface ServeConfig {
  host: string;
  port: number;
  shellOrigin: string;
  extraAllowedOrigins: string[];
  /** REMOTE_ALLOW_ORIGINS: `*` by default (ADR 090). */
  remoteAllowOrigins: string[];
  shellRoot: string;
  apiPort: number;
  apiUrl: string;
  remotes: RemoteConfig[];
}

export const repoRoot: string;
export interface AppsManifest {
  shell: { name: string; folder: string; port: number };
  remotes: Array<{
    name: string;
    folder: string;
    port: number;
    federationName: string;
    pathPrefix: string;
    area: string;
    expose?: string;
    siteLayout?: boolean;
  }>;
}
export const APPS: AppsManifest;
export const REMOTES: Array<{ name: string; dir: string; portVar: string; port: number; pathPrefix: string; expose: string; siteLayout: boolean }>;
export function portEnv(base: number): Record<string, string>;
export function configFromEnv(env?: Record<string, string | undefined>): ServeConfig;
export function registryOf(config: ServeConfig): Record<string, string>;
/** Every process of the site under the supervisor (supervisor.mjs); `only` picks services by name. */
export function startAll(
  config: ServeConfig,
  options?: { apiEnv?: Record<string, string>; log?: (line: string) => void; only?: string[]; shell?: { recheckMs?: number; devVersionFile?: string } },
): Promise<{ close: () => Promise<void>; url: string; pids: () => Array<{ service: string; pid: number | undefined }> }>;
export function createStaticOrigin(options: {
  root: string;
  allowOrigins?: string[];
  logger?: boolean;
  index?: boolean;
  allowedPath?: (pathName: string) => boolean;
  ready?: () => Promise<string | null>;
  timeouts?: ServerTimeouts;
}): Promise<FastifyInstance>;
/**
 * `serverRendering`: render the public pages on the server (ADR 044); on unless KEEPSAKE_SSR=0. `recheckMs`: how
 * old the remotes' manifests and server entries may get before a page re-checks them (5 s). `devReload`
 * (`npm run dev`): the build's version, which every page polls and reloads on when it changes.
 */
export function createShellServer(options: {
  root: string;
  registry: Record<string, string>;
  apiUrl: string;
  logger?: boolean;
  serverRendering?: boolean;
  timeouts?: ServerTimeouts;
  recheckMs?: number;
  devReload?: () => string;
  /** Reads the API's invalidations for the rendered-page cache (page-cache.mjs); KEEPSAKE_INTERNAL_TOKEN by default. */
  internalToken?: string | null;
}): Promise<FastifyInstance>;
/** How long a client may take (static-origin.mjs): REQUEST_TIMEOUT_MS, IDLE_TIMEOUT_MS, HEADERS_TIMEOUT_MS. */
export interface ServerTimeouts {
  requestTimeout: number;
  connectionTimeout: number;
  http: { headersTimeout: number };
}
