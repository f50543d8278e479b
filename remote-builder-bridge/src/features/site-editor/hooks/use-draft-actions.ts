import { bus } from '@keepsake/shared/bus';
import { useState, type RefObject } from 'react';
import { useMutation, useQueryClient } from '@keepsake/shared/query';
import { builderKeys } from '../api/builder-keys';
import { liveContextQuery } from '../api/get-live-context';
import { publishDraft } from '../api/publish-draft';
import { saveDraft } from '../api/save-draft';
import { describeChanges } from '../state/describe-changes';
import { messageOf, type Notice } from '../state/notice';
import { isDirty, type StudioAction, type StudioState } from '../state/studio-state';

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
    onSuccess: () => {
      bus.emit('site:published');
      return queryClient.invalidateQueries({ queryKey: builderKeys.publications });
    },
  });
  // What publishing would change; null while the live site is being compared.
  const [changes, setChanges] = useState<string[] | null>(null);

  async function save(): Promise<boolean> {
    const current = stateRef.current;
    try {
      const saved = await saving.mutateAsync({ baseRevision: current.revision, context: current.draft });
      dispatch({ type: 'saved', revision: saved.revision, context: current.draft });
      setNotice({ kind: 'status', text: 'Draft saved. The live website is unchanged.' });
      return true;
    } catch (error) {
      setNotice({ kind: 'error', text: messageOf(error) });
      return false;
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
    try {
      const result = await publishing.mutateAsync(stateRef.current.revision);
      dispatch({ type: 'saved', revision: result.revision, context: stateRef.current.saved });
      setNotice({ kind: 'status', text: 'Published. Visitors now see the new website.' });
    } catch (error) {
      setNotice({ kind: 'error', text: messageOf(error) });
    } finally {
      publishDialog.close();
    }
  }

  const busy = saving.isPending ? 'save' : publishing.isPending ? 'publish' : null;
  return { busy, changes, save, openPublish, publish } as const;
}
