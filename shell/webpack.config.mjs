import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { createConfig } from '@keepsake/webpack-preset';

export default createConfig({
  name: 'shell',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  host: true,
  // The default page icon, used until (or instead of) the funeral home's logo.
  html: { favicon: './src/head/default-icon.svg' },
  // Only the router APIs the apps use (see the file, and ROUTER_API in the preset's shared-singletons.mjs).
  sharedImports: { 'react-router-dom': './src/routing/react-router-dom.ts' },
});
