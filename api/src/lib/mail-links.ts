import { createHash, randomBytes } from 'node:crypto';

// Links in mail are made by lib/home-url.ts (homeLink) from the home's canonical URL.

// Tokens that travel in mail: 256 random bits, only their SHA-256 stored.
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
