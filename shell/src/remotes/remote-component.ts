import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

type AnyComponent = ComponentType<Record<string, unknown>>;
const components = new Map<string, LazyExoticComponent<AnyComponent>>();

/** A lazy component for an exposed module such as 'obituaries/routes'; one instance per id. */
export function remoteComponent(id: string): LazyExoticComponent<AnyComponent> {
  let component = components.get(id);
  if (!component) {
    component = lazy(async () => {
      const module = await loadRemote<{ default?: AnyComponent }>(id);
      const exported = module?.default ?? (module as unknown as AnyComponent | undefined);
      if (!exported) throw new Error(`Remote module ${id} exports nothing`);
      return { default: exported };
    });
    components.set(id, component);
  }
  return component;
}

/**
 * Drops a failed lazy component so a retry loads the remote afresh. The federation runtime also keeps what
 * it loaded or failed to load for the remote (its manifest, snapshot, entry): registering the same entry
 * again with `force` clears that, so "Try again" fetches the remote anew once its server is back.
 */
export function forgetRemoteComponent(id: string): void {
  components.delete(id);
  const name = id.split('/')[0];
  const remote = getInstance()?.options.remotes.find((candidate) => candidate.name === name);
  if (remote && 'entry' in remote) registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
}

/** Drops every lazy component of a remote, e.g. after it redeployed (the shell's server, ADR 044). */
export function forgetRemoteComponentsOf(remoteName: string): void {
  for (const id of [...components.keys()]) if (id.startsWith(`${remoteName}/`)) components.delete(id);
}
