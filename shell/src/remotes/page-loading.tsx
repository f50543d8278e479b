// Holds the page's space while a remote loads, so the footer does not jump (no layout shift).
export function PageLoading() {
  return (
    <div role="status" aria-live="polite" css={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}>
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
