import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { createConfig } from '@keepsake/webpack-preset';
import { createServerConfig } from '@keepsake/webpack-preset/server';

const dir = path.dirname(fileURLToPath(import.meta.url));
// ./Header and ./Footer are what the shell's frame loads, each in its own deferred region (ADR 125); ./Layout
// (both around the page) stays for shells built before it.
const exposes = { './routes': './src/routes.tsx', './Header': './src/header.tsx', './Footer': './src/footer.tsx', './Layout': './src/layout.tsx' };

export default createConfig({ name: 'site', dir, exposes });

// The same pages built for the shell's server (ADR 044), published in dist/server/.
export const server = createServerConfig({ dir, exposes });
