import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useStore } from 'jotai';
import { parseStudioCommand, type Module, type StudioCommand, type WebMessage } from '@keepsake/shared/contract/website';
import {
  activateModuleAtom,
  addPageModuleAtom,
  builderStateAtom,
  deactivateModuleAtom,
  movePageModuleAtom,
  removePageModuleAtom,
  renderContextAtom,
  updatePageModuleAtom,
} from '@keepsake/shared/store';
import { openChannel, type Channel } from '../../shared/channel';

export type SendToStudio = (message: WebMessage) => void;

type Store = ReturnType<typeof useStore>;

/** Applies one studio command to the page in the frame, through the same atoms the site renders from. */
export function applyStudioCommand(store: Store, command: StudioCommand): void {
  switch (command.type) {
    case 'studio:set-draft': {
      // The studio edits pages, not the menu: keep the navigation the shell prepared (it adds "Plan Now").
      const current = store.get(renderContextAtom);
      store.set(renderContextAtom, { ...command.payload.context, navigation: current?.navigation ?? command.payload.context.navigation });
      return;
    }
    case 'studio:set-editing':
      store.set(builderStateAtom, { ...store.get(builderStateAtom), editing: command.payload.editing });
      return;
    case 'studio:activate-module':
      store.set(activateModuleAtom, command.payload.moduleId);
      return;
    case 'studio:deactivate-module':
      store.set(deactivateModuleAtom, command.payload.moduleId);
      return;
    case 'studio:add-module':
      store.set(addPageModuleAtom, command.payload);
      return;
    case 'studio:remove-module':
      store.set(removePageModuleAtom, command.payload);
      return;
    case 'studio:move-module':
      store.set(movePageModuleAtom, command.payload);
      return;
    case 'studio:update-module':
      store.set(updatePageModuleAtom, { ...command.payload, value: command.payload.value as Partial<Module> });
      return;
  }
}

/**
 * The frame's end of the protocol: opens the channel to the exact parent origin, announces itself with
 * web:ready (a reloaded frame announces itself again, and the studio answers with the draft), reports
 * navigation with web:navigate, and applies the studio's commands. Nothing is sent before web:ready.
 */
export function useBridgeSession(parentOrigin: string): SendToStudio {
  const store = useStore();
  const channelRef = useRef<Channel<WebMessage> | null>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    const channel = openChannel<StudioCommand, WebMessage>({
      self: window,
      peer: () => window.parent,
      peerOrigin: parentOrigin,
      parse: parseStudioCommand,
      onMessage: (command) => applyStudioCommand(store, command),
      label: 'builder bridge',
    });
    channel.send({ type: 'web:ready', payload: { path: window.location.pathname } });
    channelRef.current = channel;
    return () => {
      channelRef.current = null;
      channel.close();
    };
  }, [parentOrigin, store]);

  useEffect(() => {
    const page = store.get(renderContextAtom)?.pages[pathname];
    channelRef.current?.send({ type: 'web:navigate', payload: { pageId: page?.id ?? null, path: pathname } });
  }, [pathname, store]);

  return useCallback((message: WebMessage) => {
    channelRef.current?.send(message);
  }, []);
}
