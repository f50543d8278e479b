import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

type AnyComponent = ComponentType<Record<string, unknown>>;
// Per exposed module: a lazy component, or the component itself when it was loaded before its first render.
const components = new Map<string, LazyExoticComponent<AnyComponent> | AnyComponent>();

/**
 * An exposed module: its component, and optionally `preparePage(pathname)`, which readies what that page's first
 * screen needs (its lazy parts' code, `lazyNamed(…).preload()`) so the first render draws it (ADR 134).
 */
interface ExposedModule {
  default?: AnyComponent;
  preparePage?: (pathname: string) => Promise<void>;
}

function componentOf(id: string, module: ExposedModule | null | undefined): AnyComponent {
  const exported = module?.default ?? (module as unknown as AnyComponent | undefined);
  if (!exported) throw new Error(`Remote module ${id} exports nothing`);
  return exported;
}

async function loadComponent(id: string): Promise<AnyComponent> {
  return componentOf(id, await loadRemote<ExposedModule>(id));
}

/** The component of an exposed module such as 'obituaries/routes'; one instance per id. */
export function remoteComponent(id: string): LazyExoticComponent<AnyComponent> | AnyComponent {
  let component = components.get(id);
  if (!component) {
    component = lazy(async () => ({ default: await loadComponent(id) }));
    components.set(id, component);
  }
  return component;
}

/**
 * Loads an exposed module before anything renders it, so its first render draws it at once. A lazy component
 * suspends once even when its code is already in, and React then shows the boundary's fallback and delays
 * the content that replaces it by up to 300 ms (its throttle on revealing a boundary): a page drawn in the
 * browser (the studio, the portal) painted nothing until 300 ms after its code was in (issue 44, ADR 134).
 * With `pathname`, the module's `preparePage` readies that page too. A module asked for by a render first stays lazy: the component of an id never changes, so nothing remounts.
 */
export async function loadRemoteComponent(id: string, pathname?: string): Promise<void> {
  if (components.has(id)) return;
  const module = await loadRemote<ExposedModule>(id);
  const exported = componentOf(id, module);
  // What the page needs of the module beyond its component; a failure there is the page's own to show.
  if (pathname !== undefined && typeof module?.preparePage === 'function') await module.preparePage(pathname).catch(() => undefined);
  if (!components.has(id)) components.set(id, exported);
}

/**
 * Drops a failed lazy component so a retry loads the remote afresh. The federation runtime also keeps what
 * it loaded or failed to load for the remote (its manifest, snapshot, entry): registering the same entry
 * again with `force` clears that, so "Try again" fetches the remote anew once its server is back.
 *
 * A page whose first load announced the remote's scripts as preloads (the shell's server does for the first
 * page: tools/serve/src/preload.mjs) is loaded again instead. Chromium answers the first script request for a
 * URL whose preload failed with that same failure, without asking the network (measured 2026-11-29; removing
 * the link does not change it), so a retry in place failed once more although the remote was back.
 */
export function forgetRemoteComponent(id: string): void {
  components.delete(id);
  const name = id.split('/')[0];
  const remote = getInstance()?.options.remotes.find((candidate) => candidate.name === name);
  if (!remote || !('entry' in remote)) return;
  if (pagePreloadsFrom(remote.entry)) {
    window.location.reload();
    return;
  }
  registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
}

function pagePreloadsFrom(manifestUrl: string): boolean {
  const folder = new URL('.', manifestUrl).href;
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].some((link) => link.href.startsWith(folder));
}

/** Drops every lazy component of a remote, e.g. after it redeployed (the shell's server, ADR 044). */
export function forgetRemoteComponentsOf(remoteName: string): void {
  for (const id of [...components.keys()]) if (id.startsWith(`${remoteName}/`)) components.delete(id);
}
