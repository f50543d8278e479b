import { memo, type ComponentType } from 'react';
import { lazyNamed } from '@keepsake/shared/ui';
import { PAGE_BOUNDARY } from '../../../components/page-boundary';

// Issue 28: the sign-in page is server-rendered and its forms work as plain HTML (they post to the shell's
// server, tools/serve/src/form-sign-in.mjs). The sign-in form's code (the form layer, zod, the contract:
// half the page's JavaScript) is fetched at the first interaction with the page, not on its start path:
// until then the server's HTML stays as it is (React leaves a Suspense boundary whose code has not arrived
// dehydrated), and a submit is the browser's own, a post to that handler.
//
// Only a form whose plain-HTML post the handler answers as that form may wait so: a form the handler does
// not know would reach it as something else (a forgotten password posted as a sign-in was told the password
// is wrong). So the waiting kind is typed to the sign-in form; every other form loads its code at once
// (hydrateAtOnce), and one the server renders has a plain-HTML path of its own (the forgotten password's:
// `intent=forgot-password`). ADR "progressive hydration is allowed" (issue 28's decisions).

/** The forms tools/serve/src/form-sign-in.mjs answers as plain HTML, by their `<form id>`. */
export type PlainHtmlForm = 'sign-in';

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
 * A lazily loaded form in its own boundary (lazyNamed with PAGE_BOUNDARY). Memoised: while its boundary waits for
 * the code, a render of the page around it must not reach it (an update to a boundary still holding the server's
 * HTML would make React draw it afresh), so give it stable props (callbacks from useCallback or setters).
 */
function deferred<M, K extends keyof M>(load: () => Promise<M>, name: K): ComponentType<PropsOf<M[K]>> {
  return memo(lazyNamed(load, name, PAGE_BOUNDARY) as unknown as ComponentType<object>) as unknown as ComponentType<PropsOf<M[K]>>;
}

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/**
 * A form with a plain-HTML handler whose code loads at once on the server and in a page drawn in the
 * browser, and at the first interaction when the server's HTML of the form (`<form id={formId}>`) is
 * already on the page.
 */
export function hydrateOnInteraction<M, K extends keyof M>(formId: PlainHtmlForm, load: () => Promise<M>, name: K): ComponentType<PropsOf<M[K]>> {
  return deferred(async () => {
    if (typeof document !== 'undefined' && document.getElementById(formId)) await firstInteraction();
    return load();
  }, name);
}

/** Any other form: its code is fetched as soon as the form is drawn (or hydrated), never held back. */
export function hydrateAtOnce<M, K extends keyof M>(load: () => Promise<M>, name: K): ComponentType<PropsOf<M[K]>> {
  return deferred(load, name);
}
