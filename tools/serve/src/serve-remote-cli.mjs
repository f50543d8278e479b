#!/usr/bin/env node
// `keepsake-serve-remote`: a team serves its own built remote, alone, from its own origin.
//   PORT=3002 ALLOW_ORIGIN=http://localhost:3000 npm run serve   (in the remote's folder)
import path from 'node:path';
import { createStaticOrigin } from './static-origin.mjs';

const port = Number(process.env.PORT || 3001);
const allowOrigins = (process.env.ALLOW_ORIGIN || '*').split(',');
const app = await createStaticOrigin({ root: path.resolve('dist'), allowOrigins, logger: true });
await app.listen({ host: process.env.HOST || '127.0.0.1', port });
