// The API's paths, built in one place (SPEC §7 and the calls we add).
const obituary = (id: number) => `/api/web/obituaries/${id}`;

export const apiPaths = {
  obituaries: () => '/api/web/obituaries',
  obituary,
  obituaryPhotos: (id: number) => `${obituary(id)}/photos`,
  obituaryMemories: (id: number) => `${obituary(id)}/memories`,
  obituaryRsvps: (id: number) => `${obituary(id)}/rsvps`,
  obituaryYears: () => '/api/web/obituaries/years',
  eventRsvp: (obituaryId: number, eventId: number) => `${obituary(obituaryId)}/events/${eventId}/rsvp`,
  myRsvps: (obituaryId: number) => `${obituary(obituaryId)}/rsvps/mine`,
  rsvpLink: (obituaryId: number, token: string) => `${obituary(obituaryId)}/rsvp-links/${token}`,
  shop: (obituaryId: number) => `${obituary(obituaryId)}/shop`,
  product: (obituaryId: number, productId: number) => `${obituary(obituaryId)}/shop/products/${productId}`,
  orders: (obituaryId: number) => `${obituary(obituaryId)}/shop/orders`,
  order: (obituaryId: number, orderId: string) => `${obituary(obituaryId)}/shop/orders/${orderId}`,
  blog: () => '/api/web/blog',
  blogArticle: (id: number) => `/api/web/blog/${id}`,
  contact: () => '/api/web/contact',
  planningFields: () => '/api/web/planning/fields',
  planningAddress: () => '/api/web/planning/address',
  planningSubmit: () => '/api/web/planning/submit',
  planningResume: () => '/api/web/planning/resume',
  planningResumeOpen: () => '/api/web/planning/resume/open',
  renderContext: (draft: boolean) => `/api/web/render-context/${draft ? 'draft' : 'approved'}`,
  redirects: () => '/api/web/redirects',
  // The keepsake's mailed link (issue 43.4): its online view and its files, the token being the key.
  keepsakeView: (token: string) => `/api/web/keepsakes/${encodeURIComponent(token)}`,
  keepsakeViewFile: (token: string, file: 'archive' | 'book-a4' | 'book-letter') => `/api/web/keepsakes/${encodeURIComponent(token)}/${file}`,
} as const;

/** The page the keepsake mail links to (remote-site owns it; the shell's server treats it as a private page). */
export const keepsakePagePath = (token: string) => `/keepsake/${encodeURIComponent(token)}`;
