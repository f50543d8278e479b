import { statusOf } from '@keepsake/shared/api-client';
import { bus } from '@keepsake/shared/bus';
import { useRef, useState, type RefObject } from 'react';
import type { BuilderDraft } from '@keepsake/shared/contract/website';
import { useMutation, useQueryClient } from '@keepsake/shared/query';
import { draftQuery } from '../api/get-draft';
import { liveContextQuery } from '../api/get-live-context';
import { publishDraft } from '../api/publish-draft';
import { saveDraft } from '../api/save-draft';
import { describeChanges } from '@keepsake/shared/contract/website';
import { messageOf, type Notice } from '../state/notice';
import { rebaseDraft } from '../state/rebase-draft';
import { isDirty, type StudioAction, type StudioState } from '../state/studio-state';

/** A stale save: the newer draft someone else saved, what they changed, and this editor's work re-applied onto it. */
export interface DraftConflict {
  revision: number;
  theirs: BuilderDraft['context'];
  theirChanges: string[];
  rebased: BuilderDraft['context'];
  overlaps: string[];
}

interface DialogControls {
  open: () => void;
  close: () => void;
}

/**
 * Save the draft, and publish it after a confirmation that names what changes. Both name the revision the
 * editor started from; what the server answers becomes the saved state, and the news goes to the notice line.
 */
export function useDraftActions({
  stateRef,
  dispatch,
  setNotice,
  publishDialog,
}: {
  stateRef: RefObject<StudioState>;
  dispatch: (action: StudioAction) => StudioState;
  setNotice: (notice: Notice) => void;
  publishDialog: DialogControls;
}) {
  const queryClient = useQueryClient();
  const saving = useMutation({ mutationFn: saveDraft });
  const publishing = useMutation({
    mutationFn: publishDraft,
    meta: { changes: [['site']] },
    onSuccess: () => bus.emit('site:published'),
  });
  // What publishing would change; null while the live site is being compared.
  const [changes, setChanges] = useState<string[] | null>(null);
  const [conflict, setConflict] = useState<DraftConflict | null>(null);

  // Someone saved the draft since this editor's revision: read theirs and offer to re-apply (never discard).
  async function offerRebase() {
    const newer = await queryClient.fetchQuery({ ...draftQuery, staleTime: 0 });
    const current = stateRef.current;
    const { context, overlaps } = rebaseDraft(current.saved, current.draft, newer.context);
    setConflict({ revision: newer.revision, theirs: newer.context, theirChanges: describeChanges(current.saved, newer.context), rebased: context, overlaps });
    setNotice({ kind: 'error', text: 'Someone else saved the draft while you were editing. Your changes are still here: review them to save.' });
  }

  // One save at a time: a second one (an autosave meeting a save the studio asks for) waits for the first,
  // then names the revision that one got, instead of racing it into a conflict with itself.
  const saveChain = useRef<Promise<boolean>>(Promise.resolve(true));
  function save(options: { quiet?: boolean } = {}): Promise<boolean> {
    const next = saveChain.current.then(() => saveNow(options));
    saveChain.current = next;
    return next;
  }

  async function saveNow({ quiet = false }: { quiet?: boolean } = {}): Promise<boolean> {
    const current = stateRef.current;
    if (quiet && !isDirty(current)) return true;
    if (conflict) return false;
    try {
      const saved = await saving.mutateAsync({ baseRevision: current.revision, context: current.draft });
      dispatch({ type: 'saved', revision: saved.revision, context: current.draft });
      if (!quiet) setNotice({ kind: 'status', text: 'Draft saved. The live website is unchanged.' });
      return true;
    } catch (error) {
      if (statusOf(error) === 409) await offerRebase().catch((e: unknown) => setNotice({ kind: 'error', text: messageOf(e) }));
      else setNotice({ kind: 'error', text: messageOf(error) });
      return false;
    }
  }

  /** Re-applies this editor's changes onto the newer draft (one undoable step), then saves. */
  async function reapply() {
    if (!conflict) return;
    dispatch({ type: 'rebased', revision: conflict.revision, saved: conflict.theirs, draft: conflict.rebased });
    setConflict(null);
    const current = stateRef.current;
    try {
      const saved = await saving.mutateAsync({ baseRevision: current.revision, context: current.draft });
      dispatch({ type: 'saved', revision: saved.revision, context: current.draft });
      setNotice({ kind: 'status', text: 'Your changes were re-applied onto the newer draft and saved.' });
    } catch (error) {
      if (statusOf(error) === 409) await offerRebase().catch(() => undefined);
      else setNotice({ kind: 'error', text: messageOf(error) });
    }
  }

  async function openPublish() {
    setChanges(null);
    publishDialog.open();
    try {
      const live = await queryClient.fetchQuery(liveContextQuery);
      setChanges(describeChanges(live, stateRef.current.draft));
    } catch (error) {
      publishDialog.close();
      setNotice({ kind: 'error', text: messageOf(error) });
    }
  }

  async function publish() {
    // Unsaved edits go with the publish: saved first, so the live site is exactly the saved draft.
    if (isDirty(stateRef.current) && !(await save())) {
      publishDialog.close();
      return;
    }
    if (conflict) {
      publishDialog.close();
      return;
    }
    try {
      const result = await publishing.mutateAsync(stateRef.current.revision);
      dispatch({ type: 'saved', revision: result.revision, context: stateRef.current.saved });
      setNotice({ kind: 'status', text: 'Published. Visitors now see the new website.' });
    } catch (error) {
      if (statusOf(error) === 409) await offerRebase().catch(() => undefined);
      else setNotice({ kind: 'error', text: messageOf(error) });
    } finally {
      publishDialog.close();
    }
  }

  const busy = saving.isPending ? 'save' : publishing.isPending ? 'publish' : null;
  return { busy, changes, save, openPublish, publish, conflict, reapply, dismissConflict: () => setConflict(null) } as const;
}
