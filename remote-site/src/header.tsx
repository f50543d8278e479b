import { SiteHeader } from './features/layout/components/site-header';
import { useLayoutContext } from './features/layout/hooks/use-layout-context';

/**
 * The site's header on its own (exposed as ./Header, ADR 125): the shell draws the page's frame and puts this
 * in a deferred region of its own, so the site remote starts only when the header hydrates. Nothing while the
 * render context is loading.
 */
export default function Header() {
  const context = useLayoutContext();
  return context ? <SiteHeader context={context} /> : null;
}
