import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { createConfig } from '@keepsake/webpack-preset';

export default createConfig({
  name: 'builder_bridge',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  exposes: { './BuilderBridge': './src/bridge/builder-bridge.tsx', './Studio': './src/studio/studio.tsx' },
});
