// Manifests, entries, the registry and HTML must be re-checked on every load so a deploy is picked up;
// content-hashed files never change, so browsers may keep them for a year (old ones stay after a deploy).
const REVALIDATE = new Set(['mf-manifest.json', 'remoteEntry.js', 'remotes.json', 'index.html', 'mf-stats.json']);
const HASHED = /\.[0-9a-f]{8}\.(js|css|svg|png|jpe?g|webp|woff2|map)$/;

export function cacheControlFor(filePath) {
  const name = filePath.split('/').pop() ?? '';
  if (REVALIDATE.has(name)) return 'no-cache';
  if (HASHED.test(name)) return 'public, max-age=31536000, immutable';
  // Unhashed code (the shell's entry) must be revalidated too, or a deploy would be missed.
  if (name.endsWith('.js')) return 'no-cache';
  return 'public, max-age=300';
}
