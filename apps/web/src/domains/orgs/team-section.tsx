import { useRef, useState, type RefObject } from 'react';
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
import { useMessageT } from '../../i18n';
import { apiGet, apiSend, errorMessage } from '../../lib/api';
import { useConfirm } from '../../ui/confirm';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { ListPager } from '../../ui/list-pager';
import { ScrollRegion } from '../../ui/scroll-region';
import { useOrgsT } from './i18n';

const TEAM_QUERY_KEY = 'team';
/** The team's heading; the business cards link to it. */
export const TEAM_SECTION_ID = 'team';
const PAGE_SIZE = 20;

type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];
type MembersResponse = { success: true; members: Member[] } & PageInfo;
type MemberResponse = { success: true; message: string };

/** A change to the team: on success it shows the server's message and reloads the list. */
function useTeamChange(send: () => Promise<MemberResponse>, after?: () => void) {
  const tm = useMessageT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (data) => {
      notifications.show({ color: 'green', message: tm(data.message) });
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
  const t = useOrgsT();
  const tm = useMessageT();
  const { org, role, permissions } = props;
  const fullAccess = role === 'admin';
  return (
    <Stack gap="xs">
      <NativeSelect
        label={t('team.role')}
        data={ASSIGNABLE_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
        value={role}
        onChange={(event) => props.onRole(event.currentTarget.value as AssignableRole)}
      />
      <Checkbox.Group
        label={t('team.permissions')}
        description={fullAccess ? t('team.adminHolds') : undefined}
        value={fullAccess ? [...ORG_PERMISSIONS[org.kind]] : permissions}
        onChange={props.onPermissions}
      >
        <Group gap="sm" mt={4}>
          {ORG_PERMISSIONS[org.kind].map((permission) => (
            <Checkbox
              key={permission}
              id={`${props.idPrefix}-${permission}`}
              value={permission}
              label={tm(permissionLabel(org.kind, permission))}
              disabled={fullAccess}
            />
          ))}
        </Group>
      </Checkbox.Group>
    </Stack>
  );
}

function AddMemberForm({ org }: { org: Organization }) {
  const t = useOrgsT();
  const tm = useMessageT();
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
        setFieldError(
          checked.success ? null : tm(checked.error.issues[0]?.message ?? GENERIC_ERROR),
        );
        if (checked.success) add.mutate();
      }}
    >
      <Stack gap="sm" maw={640}>
        <Title order={3} size="h4">
          {t('team.add.heading')}
        </Title>
        <TextInput
          label={t('team.vedanId')}
          description={t('team.add.vedanIdHint')}
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
        {add.isError && <Alert color="red">{tm(errorMessage(add.error, GENERIC_ERROR))}</Alert>}
        <Group>
          <Button type="submit" loading={add.isPending}>
            {t('team.add.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function MemberRow({
  org,
  member,
  afterRemove,
}: {
  org: Organization;
  member: Member;
  /** Where focus goes once the row is gone. */
  afterRemove: () => void;
}) {
  const t = useOrgsT();
  const tm = useMessageT();
  const { confirm, dialog } = useConfirm();
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
  const remove = useTeamChange(
    () => apiSend<MemberResponse>('DELETE', `/orgs/members/${member._id}`),
    afterRemove,
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
            <Text size="sm">{t(`roles.${member.role}`)}</Text>
            <Text size="xs" c="dimmed">
              {member.role === 'owner' || member.role === 'admin'
                ? t('team.everyPermission')
                : member.permissions.map((p) => tm(permissionLabel(org.kind, p))).join(', ') ||
                  t('team.noPermissions')}
            </Text>
          </>
        )}
        {failure && (
          <Alert color="red" mt="xs">
            {tm(errorMessage(failure, GENERIC_ERROR))}
          </Alert>
        )}
      </Table.Td>
      <Table.Td>
        {member.role !== 'owner' && (
          <Group gap="xs" wrap="nowrap">
            {editing ? (
              <>
                <Button size="xs" loading={update.isPending} onClick={() => update.mutate()}>
                  {t('team.update')}
                </Button>
                <Button size="xs" variant="default" onClick={() => setEditing(false)}>
                  {t('team.cancel')}
                </Button>
              </>
            ) : (
              <Button
                size="xs"
                variant="default"
                aria-label={t('team.editName', { name: member.fullname })}
                onClick={() => setEditing(true)}
              >
                {t('team.edit')}
              </Button>
            )}
            <Button
              size="xs"
              color="red"
              variant="light"
              aria-label={t('team.removeName', { name: member.fullname })}
              loading={remove.isPending}
              onClick={() => {
                void confirm({
                  title: t('team.removeTitle', { name: member.fullname, business: org.name }),
                  message: t('team.removeText'),
                  confirmLabel: t('team.remove'),
                }).then((yes) => {
                  if (yes) remove.mutate();
                });
              }}
            >
              {t('team.remove')}
            </Button>
            {dialog}
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** The people of the current business, their roles and permissions; for its owner and admins. */
export function TeamSection({ org }: { org: Organization }) {
  const t = useOrgsT();
  const [page, setPage] = useState(1);
  const heading: RefObject<HTMLHeadingElement | null> = useRef(null);
  // A removed row takes its buttons with it; focus goes to the team's heading instead of the page.
  const afterRemove = () => heading.current?.focus();
  const team = useQuery({
    queryKey: [TEAM_QUERY_KEY, org._id, page],
    queryFn: () => apiGet<MembersResponse>(`/orgs/members?page=${page}&limit=${PAGE_SIZE}`),
    placeholderData: keepPreviousData,
  });

  return (
    <section aria-labelledby={TEAM_SECTION_ID}>
      <Title order={2} id={TEAM_SECTION_ID} mb="sm" ref={heading} tabIndex={-1}>
        {t('team.heading', { name: org.name })}
      </Title>
      {team.isPending ? (
        <Loading />
      ) : team.error ? (
        <LoadError error={team.error} onRetry={() => void team.refetch()} />
      ) : (
        <Stack gap="md">
          <ScrollRegion label={t('team.scrollLabel', { name: org.name })} minWidth={640}>
            <Table striped aria-label={t('team.heading', { name: org.name })}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('team.name')}</Table.Th>
                  <Table.Th>{t('team.vedanId')}</Table.Th>
                  <Table.Th>{t('team.email')}</Table.Th>
                  <Table.Th>{t('team.roleAndPermissions')}</Table.Th>
                  <Table.Th>{t('team.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {team.data.members.map((member) => (
                  <MemberRow key={member._id} org={org} member={member} afterRemove={afterRemove} />
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
          <ListPager
            totalPages={team.data.totalPages}
            page={page}
            onChange={setPage}
            label={t('team.pages')}
          />
          <AddMemberForm org={org} />
        </Stack>
      )}
    </section>
  );
}
