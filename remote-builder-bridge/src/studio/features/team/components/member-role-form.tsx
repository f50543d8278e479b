import { useState } from 'react';
import { messageOf } from '@keepsake/shared/api-client';
import { staffRoleBodySchema, type StaffMember, type StaffRoleBody } from '@keepsake/shared/contract/staff';
import { Form, FormAlert, SelectField, useZodForm } from '@keepsake/shared/forms';
import { useMutation } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { Button, toast } from '@keepsake/shared/ui';
import { changeRole } from '../api/team';
import { ROLE_NAMES, ROLE_OPTIONS } from './role-names';

/**
 * An owner changes a colleague's role in place (issue 37): the roles an invitation grants. The API keeps
 * the rules (never one's own role, never the home's last owner) and its message shows here.
 */
export function MemberRoleForm({ member }: { member: StaffMember }) {
  const theme = useTheme();
  const form = useZodForm({ schema: staffRoleBodySchema, defaultValues: { role: member.role } });
  const [alert, setAlert] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: (body: StaffRoleBody) => changeRole(member.id, body), meta: { changes: [['team']] } });

  const submit = async (values: StaffRoleBody) => {
    setAlert(null);
    if (values.role === member.role) return;
    try {
      await mutation.mutateAsync(values);
      toast.success({ title: 'Role changed', description: `${member.name} is now ${ROLE_NAMES[values.role].toLowerCase()}.` });
    } catch (error) {
      setAlert(messageOf(error, 'The role could not be changed just now. Please try again.'));
    }
  };

  return (
    <Form
      id={`member-role-${member.id}`}
      form={form}
      onSubmit={submit}
      aria-label={`Change the role of ${member.name}`}
      css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, alignItems: 'end' }}
    >
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <SelectField name="role" label={`Role of ${member.name}`} placeholder={false} options={ROLE_OPTIONS} />
      <Button type="submit" size="sm" displayType="SECONDARY" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Changing…' : 'Change role'}
      </Button>
    </Form>
  );
}
