import { useEffect, useState } from 'react';
import type { WallSettings } from '@keepsake/shared/contract';
import { useQuery, useQueryClient } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { Button, toast } from '@keepsake/shared/ui';
import { familyKeys } from '../../../api/family-keys';
import { cardStyle } from '../../../components/section';
import { messageOf } from '../../../lib/message-of';
import type { TaskPageProps } from '../../../lib/task-pages';
import { wallSettingsQuery } from '../api/get-wall-settings';
import { saveWallSettings } from '../api/save-wall-settings';

/** "New memories wait for approval", who may post and whether a memory may carry a photo; the primary contact decides. */
export function ReviewWallSettings({ caseDetail }: TaskPageProps) {
  const theme = useTheme();
  const queryClient = useQueryClient();
  const query = useQuery(wallSettingsQuery(caseDetail.id));
  const [settings, setSettings] = useState<WallSettings | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (query.data && !settings) setSettings(query.data);
  }, [query.data, settings]);
  if (query.error) return <p role="alert">{messageOf(query.error)}</p>;
  if (!settings) return <p role="status">Loading the settings…</p>;
  const canChange = caseDetail.access !== 'HELPER';
  const save = async () => {
    setSaving(true);
    try {
      queryClient.setQueryData(familyKeys.wallSettings(caseDetail.id), await saveWallSettings(caseDetail.id, settings));
      toast.success({ title: 'The memorial wall settings are saved' });
    } catch (error) {
      toast.error({ title: 'The settings were not saved', description: messageOf(error) });
    } finally {
      setSaving(false);
    }
  };
  const radio = { width: 24, height: 24, margin: 0 };
  const row = { display: 'flex', gap: theme.space.sm, alignItems: 'center', minHeight: 44 };
  return (
    <form
      css={{ ...cardStyle(theme), display: 'grid', gap: theme.space.md, marginTop: theme.space.lg }}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <fieldset disabled={!canChange} css={{ border: 0, padding: 0, margin: 0 }}>
        <legend css={{ fontWeight: 600, marginBottom: theme.space.xs }}>New memories</legend>
        <label css={row}>
          <input
            type="radio"
            name="moderation"
            css={radio}
            checked={settings.moderation === 'APPROVAL'}
            onChange={() => setSettings({ ...settings, moderation: 'APPROVAL' })}
          />
          Wait for our approval before they show
        </label>
        <label css={row}>
          <input
            type="radio"
            name="moderation"
            css={radio}
            checked={settings.moderation === 'OPEN'}
            onChange={() => setSettings({ ...settings, moderation: 'OPEN' })}
          />
          Show at once (we can still hide one)
        </label>
      </fieldset>
      <fieldset disabled={!canChange} css={{ border: 0, padding: 0, margin: 0 }}>
        <legend css={{ fontWeight: 600, marginBottom: theme.space.xs }}>Who may post</legend>
        <label css={row}>
          <input
            type="radio"
            name="posting"
            css={radio}
            checked={settings.posting === 'ANYONE'}
            onChange={() => setSettings({ ...settings, posting: 'ANYONE' })}
          />
          Anyone who visits the page
        </label>
        <label css={row}>
          <input
            type="radio"
            name="posting"
            css={radio}
            checked={settings.posting === 'NOBODY'}
            onChange={() => setSettings({ ...settings, posting: 'NOBODY' })}
          />
          Nobody for now: the wall is closed
        </label>
      </fieldset>
      <fieldset disabled={!canChange} css={{ border: 0, padding: 0, margin: 0 }}>
        <legend css={{ fontWeight: 600, marginBottom: theme.space.xs }}>Photos</legend>
        <label css={row}>
          <input
            type="checkbox"
            name="photos"
            css={radio}
            checked={settings.photos}
            onChange={(event) => setSettings({ ...settings, photos: event.target.checked })}
          />
          Visitors may add a photo to their memory
        </label>
      </fieldset>
      {canChange ? (
        <div>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving…' : 'Save the settings'}
          </Button>
        </div>
      ) : (
        <p css={{ margin: 0 }}>Only the family’s primary contact can change these settings.</p>
      )}
    </form>
  );
}
