import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ASSIGNABLE_ROLES,
  GENERIC_ERROR,
  ORG_PERMISSIONS,
  addMemberInputSchema,
  permissionLabel,
  type Member,
  type Organization,
  type PageInfo,
} from '@vedann/contracts';
import { apiGet, apiSend, errorMessage } from '../../lib/api';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { ListPager } from '../../ui/list-pager';

const TEAM_QUERY_KEY = 'team';
const PAGE_SIZE = 20;

type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];
type MembersResponse = { success: true; members: Member[] } & PageInfo;
type MemberResponse = { success: true; message: string };

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A change to the team: on success it shows the server's message and reloads the list. */
function useTeamChange(send: () => Promise<MemberResponse>, after?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (data) => {
      notifications.show({ color: 'green', message: data.message });
      after?.();
      await queryClient.invalidateQueries({ queryKey: [TEAM_QUERY_KEY] });
    },
  });
}

/** The role picker and the kind's permission checkboxes, shared by adding and editing. */
function RoleAndPermissions(props: {
  org: Organization;
  role: AssignableRole;
  permissions: string[];
  onRole: (role: AssignableRole) => void;
  onPermissions: (permissions: string[]) => void;
  idPrefix: string;
}) {
  const { org, role, permissions } = props;
  const fullAccess = role === 'admin';
  return (
    <Stack gap="xs">
      <NativeSelect
        label="Role"
        data={ASSIGNABLE_ROLES.map((r) => ({ value: r, label: capitalise(r) }))}
        value={role}
        onChange={(event) => props.onRole(event.currentTarget.value as AssignableRole)}
      />
      <Checkbox.Group
        label="Permissions"
        description={fullAccess ? 'An admin holds every permission.' : undefined}
        value={fullAccess ? [...ORG_PERMISSIONS[org.kind]] : permissions}
        onChange={props.onPermissions}
      >
        <Group gap="sm" mt={4}>
          {ORG_PERMISSIONS[org.kind].map((permission) => (
            <Checkbox
              key={permission}
              id={`${props.idPrefix}-${permission}`}
              value={permission}
              label={permissionLabel(org.kind, permission)}
              disabled={fullAccess}
            />
          ))}
        </Group>
      </Checkbox.Group>
    </Stack>
  );
}

function AddMemberForm({ org }: { org: Organization }) {
  const [vedanId, setVedanId] = useState('');
  const [role, setRole] = useState<AssignableRole>('staff');
  const [permissions, setPermissions] = useState<string[]>([]);
  const [fieldError, setFieldError] = useState<string | null>(null);

  const add = useTeamChange(
    () =>
      apiSend<MemberResponse>('POST', '/orgs/members', {
        vedanId,
        role,
        permissions: role === 'admin' ? [] : permissions,
      }),
    () => {
      setVedanId('');
      setPermissions([]);
    },
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // The same rule the server applies, so a typo is caught before the round trip.
        const checked = addMemberInputSchema.shape.vedanId.safeParse(vedanId);
        setFieldError(checked.success ? null : (checked.error.issues[0]?.message ?? GENERIC_ERROR));
        if (checked.success) add.mutate();
      }}
    >
      <Stack gap="sm" maw={640}>
        <Title order={3} size="h4">
          Add a person
        </Title>
        <TextInput
          label="Vedan ID"
          description="The ID shown on the person's profile, such as VD4K7P2Q."
          value={vedanId}
          error={fieldError}
          onChange={(event) => setVedanId(event.currentTarget.value)}
        />
        <RoleAndPermissions
          org={org}
          role={role}
          permissions={permissions}
          onRole={setRole}
          onPermissions={setPermissions}
          idPrefix="add"
        />
        {add.isError && <Alert color="red">{errorMessage(add.error, GENERIC_ERROR)}</Alert>}
        <Group>
          <Button type="submit" loading={add.isPending}>
            Add to team
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function MemberRow({ org, member }: { org: Organization; member: Member }) {
  const [editing, setEditing] = useState(false);
  const [role, setRole] = useState<AssignableRole>(member.role === 'owner' ? 'admin' : member.role);
  const [permissions, setPermissions] = useState<string[]>(member.permissions);

  const update = useTeamChange(
    () =>
      apiSend<MemberResponse>('PUT', `/orgs/members/${member._id}`, {
        role,
        permissions: role === 'admin' ? [] : permissions,
      }),
    () => setEditing(false),
  );
  const remove = useTeamChange(() =>
    apiSend<MemberResponse>('DELETE', `/orgs/members/${member._id}`),
  );
  const failure = update.error ?? remove.error;

  return (
    <Table.Tr>
      <Table.Td>{member.fullname}</Table.Td>
      <Table.Td>{member.vedanId}</Table.Td>
      <Table.Td>{member.email}</Table.Td>
      <Table.Td>
        {editing ? (
          <RoleAndPermissions
            org={org}
            role={role}
            permissions={permissions}
            onRole={setRole}
            onPermissions={setPermissions}
            idPrefix={`edit-${member._id}`}
          />
        ) : (
          <>
            <Text size="sm">{capitalise(member.role)}</Text>
            <Text size="xs" c="dimmed">
              {member.role === 'owner' || member.role === 'admin'
                ? 'Every permission'
                : member.permissions.map((p) => permissionLabel(org.kind, p)).join(', ') ||
                  'No permissions'}
            </Text>
          </>
        )}
        {failure && (
          <Alert color="red" mt="xs">
            {errorMessage(failure, GENERIC_ERROR)}
          </Alert>
        )}
      </Table.Td>
      <Table.Td>
        {member.role !== 'owner' && (
          <Group gap="xs" wrap="nowrap">
            {editing ? (
              <>
                <Button size="xs" loading={update.isPending} onClick={() => update.mutate()}>
                  Update
                </Button>
                <Button size="xs" variant="default" onClick={() => setEditing(false)}>
                  Cancel
                </Button>
              </>
            ) : (
              <Button
                size="xs"
                variant="default"
                aria-label={`Edit ${member.fullname}`}
                onClick={() => setEditing(true)}
              >
                Edit
              </Button>
            )}
            <Button
              size="xs"
              color="red"
              variant="light"
              aria-label={`Remove ${member.fullname}`}
              loading={remove.isPending}
              onClick={() => {
                if (window.confirm(`Remove ${member.fullname} from ${org.name}?`)) remove.mutate();
              }}
            >
              Remove
            </Button>
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** The people of the current business, their roles and permissions; for its owner and admins. */
export function TeamSection({ org }: { org: Organization }) {
  const [page, setPage] = useState(1);
  const team = useQuery({
    queryKey: [TEAM_QUERY_KEY, org._id, page],
    queryFn: () => apiGet<MembersResponse>(`/orgs/members?page=${page}&limit=${PAGE_SIZE}`),
    placeholderData: keepPreviousData,
  });

  return (
    <section aria-labelledby="team">
      <Title order={2} id="team" mb="sm">
        Team of {org.name}
      </Title>
      {team.isPending ? (
        <Loading />
      ) : team.error ? (
        <LoadError error={team.error} onRetry={() => void team.refetch()} />
      ) : (
        <Stack gap="md">
          <Table.ScrollContainer minWidth={640}>
            <Table striped aria-label={`Team of ${org.name}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Vedan ID</Table.Th>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>Role and permissions</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {team.data.members.map((member) => (
                  <MemberRow key={member._id} org={org} member={member} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListPager
            totalPages={team.data.totalPages}
            page={page}
            onChange={setPage}
            label="Team pages"
          />
          <AddMemberForm org={org} />
        </Stack>
      )}
    </section>
  );
}
