import { SiteFooter } from './features/layout/components/site-footer';
import { useLayoutContext } from './features/layout/hooks/use-layout-context';

/** The site's footer on its own (exposed as ./Footer, ADR 125), for the shell's frame; see ./Header. */
export default function Footer() {
  const context = useLayoutContext();
  return context ? <SiteFooter context={context} /> : null;
}
