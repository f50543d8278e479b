import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { createConfig } from '@keepsake/webpack-preset';
import { createServerConfig } from '@keepsake/webpack-preset/server';

const dir = path.dirname(fileURLToPath(import.meta.url));
const exposes = { './routes': './src/routes.tsx' };

export default createConfig({ name: 'portal', dir, exposes });

// The same routes built for the shell's server (ADR 044): it renders the sign-in page, which is public
// (issue 28); every other portal page stays drawn in the browser (tools/serve/src/server-render.mjs).
export const server = createServerConfig({ dir, exposes });
