import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { Button } from '@keepsake/shared/ui';
import { StudioLoading } from '../../../components/studio-loading';
import { builderKeys } from '../api/builder-keys';
import { draftQuery } from '../api/get-draft';
import { EditorWorkspace } from './editor-workspace';

/** The website area of the studio: the draft, once loaded, in the editor. */
export function SiteEditor() {
  const theme = useTheme();
  const queryClient = useQueryClient();
  const draft = useQuery(draftQuery);
  // Closing the editor (signing out) forgets the studio's data: the next editor opens on the server's draft.
  useEffect(() => () => queryClient.removeQueries({ queryKey: builderKeys.all }), [queryClient]);

  if (draft.isPending) return <StudioLoading text="Loading the draft…" heading={false} />;
  if (draft.isError) {
    return (
      <main css={{ padding: theme.space.xl }}>
        <h2 css={{ marginTop: 0 }}>The studio could not open</h2>
        <p role="alert">{draft.error.message}</p>
        <Button size="sm" onClick={() => void draft.refetch()}>
          Try again
        </Button>
      </main>
    );
  }
  return <EditorWorkspace initial={draft.data} />;
}
