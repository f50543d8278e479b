import { useEffect, useState } from 'react';
import type { OnBehalf, WallSettings } from '@keepsake/shared/contract/case';
import { useMutation, useQuery, useQueryClient } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { Button, toast } from '@keepsake/shared/ui';
import { familyKeys } from '../../../api/family-keys';
import { cardStyle } from '../../../components/section';
import { messageOf } from '@keepsake/shared/api-client';
import type { TaskPageProps } from '../../../lib/task-pages';
import { wallSettingsQuery } from '../api/get-wall-settings';
import { useApproveForFamily } from '../../../components/approve-for-family';
import { saveWallSettings } from '../api/save-wall-settings';
import { SettingCheckbox, SettingChoices, SettingFieldset } from './setting-fieldset';

/** "New memories wait for approval", who may post and whether a memory may carry a photo; the primary contact decides. */
export function ReviewWallSettings({ caseDetail }: TaskPageProps) {
  const theme = useTheme();
  const queryClient = useQueryClient();
  const query = useQuery(wallSettingsQuery(caseDetail.id));
  const [settings, setSettings] = useState<WallSettings | null>(null);
  useEffect(() => {
    if (query.data && !settings) setSettings(query.data);
  }, [query.data, settings]);
  const saving = useMutation({
    mutationFn: ({ settings, onBehalf }: { settings: WallSettings; onBehalf?: OnBehalf }) => saveWallSettings(caseDetail.id, settings, onBehalf),
    // An approval: the desk's case page and history show it.
    meta: { changes: [['case', caseDetail.id]] },
    onSuccess: (saved) => queryClient.setQueryData(familyKeys.wallSettings(caseDetail.id), saved),
  });
  const save = async (onBehalf?: OnBehalf) => {
    if (!settings) return;
    try {
      await saving.mutateAsync({ settings, onBehalf });
      toast.success({ title: 'The memorial wall settings are saved' });
    } catch (error) {
      toast.error({ title: 'The settings were not saved', description: messageOf(error) });
    }
  };
  const approveFlow = useApproveForFamily({ access: caseDetail.access, what: 'the memorial wall settings', approve: save });
  if (query.error) return <p role="alert">{messageOf(query.error)}</p>;
  if (!settings) return <p role="status">Loading the settings…</p>;
  const canChange = caseDetail.access !== 'HELPER';
  return (
    <>
      <form
        css={{ ...cardStyle(theme), display: 'grid', gap: theme.space.md, marginTop: theme.space.lg }}
        onSubmit={(event) => {
          event.preventDefault();
          approveFlow.start();
        }}
      >
        <SettingChoices
          legend="New memories"
          name="moderation"
          value={settings.moderation}
          disabled={!canChange}
          options={[
            { value: 'APPROVAL', label: 'Wait for our approval before they show' },
            { value: 'OPEN', label: 'Show at once (we can still hide one)' },
          ]}
          onChange={(moderation) => setSettings({ ...settings, moderation })}
        />
        <SettingChoices
          legend="Who may post"
          name="posting"
          value={settings.posting}
          disabled={!canChange}
          options={[
            { value: 'ANYONE', label: 'Anyone who visits the page' },
            { value: 'NOBODY', label: 'Nobody for now: the wall is closed' },
          ]}
          onChange={(posting) => setSettings({ ...settings, posting })}
        />
        <SettingFieldset legend="Photos" disabled={!canChange}>
          <SettingCheckbox
            name="photos"
            checked={settings.photos}
            label="Visitors may add a photo to their memory"
            onChange={(photos) => setSettings({ ...settings, photos })}
          />
        </SettingFieldset>
        {canChange ? (
          <div>
            <Button type="submit" disabled={saving.isPending}>
              {saving.isPending ? 'Saving…' : 'Save the settings'}
            </Button>
          </div>
        ) : (
          <p css={{ margin: 0 }}>Only the family’s primary contact can change these settings.</p>
        )}
      </form>
      {approveFlow.dialog}
    </>
  );
}
