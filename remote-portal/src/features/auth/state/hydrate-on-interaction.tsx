import { lazy, memo, Suspense, type ComponentType } from 'react';
import { PortalLoading } from '../../../components/portal-page';

// Issue 28: the sign-in page is server-rendered and its forms work as plain HTML (they post to the shell's
// server, tools/serve/src/form-sign-in.mjs). Their code (the form layer, zod, the contract: half the page's
// JavaScript) is fetched at the first interaction with the page, not on its start path: until then the
// server's HTML stays as it is (React leaves a Suspense boundary whose code has not arrived dehydrated), and
// what is typed in it is kept, the fields being uncontrolled. A form drawn in the browser (a later
// navigation to the page) loads at once. ADR "progressive hydration is allowed" (issue 28's decisions).

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;
let interacted: Promise<void> | null = null;

/** Resolves at the page's first pointer, key or focus. */
function firstInteraction(): Promise<void> {
  interacted ??= new Promise<void>((resolve) => {
    const done = () => {
      for (const type of INTERACTIONS) document.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of INTERACTIONS) document.addEventListener(type, done, { capture: true, passive: true });
  });
  return interacted;
}

/**
 * A form component whose code loads at once on the server and in a page drawn in the browser, and at the
 * first interaction when the server's HTML of the form (`<form id={formId}>`) is already on the page.
 * Memoised: while its boundary waits for the code, a render of the page around it must not reach it (an
 * update to a boundary still holding the server's HTML would make React draw it afresh), so give it stable
 * props (callbacks from useCallback or setters).
 */
export function hydrateOnInteraction<P extends object>(formId: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  // Props pass through as given (the returned component is typed as the form).
  const Form = lazy(async () => {
    if (typeof document !== 'undefined' && document.getElementById(formId)) await firstInteraction();
    return { default: await load() };
  }) as unknown as ComponentType<object>;
  return memo(function DeferredForm(props: P) {
    return (
      <Suspense fallback={<PortalLoading />}>
        <Form {...props} />
      </Suspense>
    );
  }) as unknown as ComponentType<P>;
}
