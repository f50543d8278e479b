import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { createConfig } from '@keepsake/webpack-preset';
import { createServerConfig } from '@keepsake/webpack-preset/server';

const dir = path.dirname(fileURLToPath(import.meta.url));
const exposes = { './routes': './src/routes.tsx', './Layout': './src/layout.tsx' };

export default createConfig({ name: 'site', dir, exposes });

// The same pages built for the shell's server (ADR 044), published in dist/server/.
export const server = createServerConfig({ dir, exposes });
