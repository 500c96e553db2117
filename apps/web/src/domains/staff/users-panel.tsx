import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  PasswordInput,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import {
  ORG_PERMISSIONS,
  TEAM_PLANS,
  TEAM_USER_MESSAGES,
  permissionLabel,
  staffApi,
  teamUserInputSchema,
  teamUserUpdateSchema,
  type OrgKind,
  type TeamUser,
} from '@vedann/contracts';
import { useMessageT } from '../../i18n';
import { errorMessage } from '../../lib/api';
import { useResourceMutations } from '../../lib/resource';
import { zodFormResolver } from '../../lib/zod-form';
import { EditableTable, type EditableColumn } from '../../ui/editable-table';
import { useStaffT } from './i18n';

interface UserDraft extends Record<string, string> {
  selectedPlan: string;
  name: string;
  phone: string;
  email: string;
  permissions: string;
}

interface NewUser {
  selectedPlan: string;
  name: string;
  phone: string;
  email: string;
  password: string;
  confirmPassword: string;
  permissions: string[];
}

const EMPTY_USER: NewUser = {
  selectedPlan: 'Operator',
  name: '',
  phone: '',
  email: '',
  password: '',
  confirmPassword: '',
  permissions: [],
};

/** The User panel at one area's path. */
type TeamUsers = typeof staffApi.gymUsers;

/** The spec's user form: plan, name, phone, e-mail, password twice, permission checkboxes. */
function UserAddForm({ resource, kind }: { resource: TeamUsers; kind: OrgKind }) {
  const t = useStaffT();
  const tm = useMessageT();
  const [draft, setDraft] = useState<NewUser>(EMPTY_USER);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { create } = useResourceMutations<NewUser>(resource);
  const set = (field: keyof NewUser, value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = zodFormResolver(teamUserInputSchema)(draft) as Record<string, string>;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(draft, { onSuccess: () => setDraft(EMPTY_USER) });
  };
  const text = (field: 'name' | 'phone' | 'email', type = 'text') => (
    <TextInput
      type={type}
      label={t(`users.${field}`)}
      value={draft[field]}
      error={errors[field]}
      onChange={(event) => set(field, event.currentTarget.value)}
    />
  );
  return (
    <form noValidate onSubmit={submit} aria-label={t('users.addTitle')}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('users.addTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <NativeSelect
            label={t('users.plan')}
            value={draft.selectedPlan}
            data={[...TEAM_PLANS]}
            error={errors.selectedPlan}
            onChange={(event) => set('selectedPlan', event.currentTarget.value)}
          />
          {text('name')}
          {text('phone', 'tel')}
          {text('email', 'email')}
          <PasswordInput
            label={t('users.password')}
            value={draft.password}
            error={errors.password}
            autoComplete="new-password"
            onChange={(event) => set('password', event.currentTarget.value)}
          />
          <PasswordInput
            label={t('users.confirmPassword')}
            value={draft.confirmPassword}
            error={errors.confirmPassword}
            autoComplete="new-password"
            onChange={(event) => set('confirmPassword', event.currentTarget.value)}
          />
        </SimpleGrid>
        <Checkbox.Group
          label={t('users.permissions')}
          value={draft.permissions}
          onChange={(permissions) => setDraft((current) => ({ ...current, permissions }))}
        >
          <Group gap="md" mt={4}>
            {ORG_PERMISSIONS[kind].map((permission) => (
              <Checkbox
                key={permission}
                value={permission}
                label={tm(permissionLabel(kind, permission))}
              />
            ))}
          </Group>
        </Checkbox.Group>
        {create.isError && (
          <Alert color="red">{errorMessage(create.error, TEAM_USER_MESSAGES.createFailed())}</Alert>
        )}
        <Group>
          <Button type="submit" loading={create.isPending}>
            {t('users.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The User panel (gym User, ahar User): the business's team as real accounts that sign in,
 * each limited to its permissions. Edit changes the plan and the permissions (the server's PUT);
 * name, phone, e-mail and password are the account's own, changed by its person from their
 * profile, so the table shows them without offering them for editing (docs/areas/kit-people-modules.md).
 */
function UsersPanel({ resource, kind }: { resource: TeamUsers; kind: OrgKind }) {
  const t = useStaffT();
  const tm = useMessageT();
  const labels = (permissions: readonly string[]) =>
    permissions.length === 0
      ? t('users.none')
      : permissions.map((p) => tm(permissionLabel(kind, p))).join(', ');
  const columns: EditableColumn<TeamUser, UserDraft>[] = [
    { field: 'name', label: t('users.name'), readOnly: true },
    { field: 'selectedPlan', label: t('users.plan'), kind: 'select', options: TEAM_PLANS },
    { field: 'phone', label: t('users.phone'), readOnly: true },
    { field: 'email', label: t('users.email'), readOnly: true },
    {
      field: 'permissions',
      label: t('users.permissions'),
      kind: 'checkboxes',
      options: ORG_PERMISSIONS[kind],
      optionLabel: (permission) => tm(permissionLabel(kind, permission)),
      render: (row) => labels(row.permissions),
    },
  ];
  return (
    <EditableTable
      title={t('users.title')}
      resource={resource}
      columns={columns}
      emptyDraft={{ selectedPlan: 'Operator', name: '', phone: '', email: '', permissions: '' }}
      toDraft={(row) => ({
        selectedPlan: row.selectedPlan,
        name: row.name,
        phone: row.phone,
        email: row.email,
        permissions: row.permissions.join(','),
      })}
      toInput={(draft) => ({
        selectedPlan: draft.selectedPlan,
        name: draft.name,
        phone: draft.phone,
        email: draft.email,
        permissions: draft.permissions ? draft.permissions.split(',') : [],
        password: '',
        confirmPassword: '',
      })}
      schema={teamUserUpdateSchema}
      emptyText={tm(TEAM_USER_MESSAGES.empty)}
      loadErrorText={tm(TEAM_USER_MESSAGES.fetchFailed)}
      rowName={(row) => row.name}
      labels={{ remove: t('users.remove') }}
      addForm={<UserAddForm resource={resource} kind={kind} />}
    />
  );
}

export const GymUsers = () => <UsersPanel resource={staffApi.gymUsers} kind="gym" />;
export const AharUsers = () => <UsersPanel resource={staffApi.aharUsers} kind="ahar" />;
