import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { createConfig } from '@keepsake/webpack-preset';

export default createConfig({
  name: 'obituaries',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  exposes: { './routes': './src/routes.tsx' },
});
