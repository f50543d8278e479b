import { notFound } from './page-error';

/** The element of a route tree's catch-all route: an address the remote has no page for is the 404 page. */
export function NotFound(): never {
  throw notFound();
}
