import { wallSettingsSchema, type OnBehalf, type WallSettings } from '@keepsake/shared/contract/case';
import { applyApiErrors, Form, useZodForm } from '@keepsake/shared/forms';
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

const FIELDS = ['moderation', 'posting', 'photos'];

/** "New memories wait for approval", who may post and whether a memory may carry a photo; the primary contact decides. */
export function ReviewWallSettings({ caseDetail }: TaskPageProps) {
  const query = useQuery(wallSettingsQuery(caseDetail.id));
  if (query.error) return <p role="alert">{messageOf(query.error)}</p>;
  if (!query.data) return <p role="status">Loading the settings…</p>;
  // The saved settings are the form's start; a save answers with them, so they are read once.
  return <WallSettingsForm caseDetail={caseDetail} saved={query.data} />;
}

function WallSettingsForm({ caseDetail, saved }: Pick<TaskPageProps, 'caseDetail'> & { saved: WallSettings }) {
  const theme = useTheme();
  const queryClient = useQueryClient();
  // The API's own body schema: what the form checks is what the API checks.
  const form = useZodForm({ schema: wallSettingsSchema, defaultValues: saved });
  const saving = useMutation({
    mutationFn: ({ settings, onBehalf }: { settings: WallSettings; onBehalf?: OnBehalf }) => saveWallSettings(caseDetail.id, settings, onBehalf),
    // An approval: the desk's case page and history show it.
    meta: { changes: [['case', caseDetail.id]] },
    onSuccess: (settings) => queryClient.setQueryData(familyKeys.wallSettings(caseDetail.id), settings),
  });
  // Sent once the form is valid and, for staff, once the dialog says how the family approved.
  const save = async (onBehalf?: OnBehalf) => {
    try {
      await saving.mutateAsync({ settings: form.getValues(), onBehalf });
      toast.success({ title: 'The memorial wall settings are saved' });
    } catch (error) {
      const rest = applyApiErrors(error, form.setError, FIELDS);
      if (rest !== null) toast.error({ title: 'The settings were not saved', description: rest });
    }
  };
  const approveFlow = useApproveForFamily({ access: caseDetail.access, what: 'the memorial wall settings', approve: save });
  const canChange = caseDetail.access !== 'HELPER';
  return (
    <>
      <Form
        id="wall-settings"
        form={form}
        onSubmit={() => approveFlow.start()}
        css={{ ...cardStyle(theme), display: 'grid', gap: theme.space.md, marginTop: theme.space.lg }}
      >
        <SettingChoices
          legend="New memories"
          name="moderation"
          disabled={!canChange}
          options={[
            { value: 'APPROVAL', label: 'Wait for our approval before they show' },
            { value: 'OPEN', label: 'Show at once (we can still hide one)' },
          ]}
        />
        <SettingChoices
          legend="Who may post"
          name="posting"
          disabled={!canChange}
          options={[
            { value: 'ANYONE', label: 'Anyone who visits the page' },
            { value: 'NOBODY', label: 'Nobody for now: the wall is closed' },
          ]}
        />
        <SettingFieldset legend="Photos" name="photos" disabled={!canChange}>
          <SettingCheckbox name="photos" label="Visitors may add a photo to their memory" />
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
      </Form>
      {approveFlow.dialog}
    </>
  );
}
