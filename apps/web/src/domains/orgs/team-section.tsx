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
import {
  ASSIGNABLE_ROLES,
  GENERIC_ERROR,
  ORG_PERMISSIONS,
  addMemberInputSchema,
  orgsApi,
  permissionLabel,
  type Member,
  type Organization,
} from '@vedann/contracts';
import { useMessageT } from '../../i18n';
import { errorMessage } from '../../lib/api';
import { useEndpoint, useEndpointMutation } from '../../lib/endpoint';
import { useConfirm } from '../../ui/confirm';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { ListPager } from '../../ui/list-pager';
import { ScrollRegion } from '../../ui/scroll-region';
import { useOrgsT } from './i18n';

/** The team's heading; the business cards link to it. */
export const TEAM_SECTION_ID = 'team';
const PAGE_SIZE = 20;

type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/** What a change to the team does on success: the list reloads and the server's message shows. */
function useTeamChanged(after?: () => void) {
  const tm = useMessageT();
  return {
    stale: [orgsApi.members],
    onSuccess: (data: { message: string }) => {
      notifications.show({ color: 'green', message: tm(data.message) });
      after?.();
    },
  };
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

  const add = useEndpointMutation(orgsApi.addMember, {
    toCall: () => ({
      body: { vedanId, role, permissions: role === 'admin' ? [] : permissions },
    }),
    ...useTeamChanged(() => {
      setVedanId('');
      setPermissions([]);
    }),
  });

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

  const params = { id: member._id };
  const update = useEndpointMutation(orgsApi.updateMember, {
    toCall: () => ({
      params,
      body: { role, permissions: role === 'admin' ? [] : permissions },
    }),
    ...useTeamChanged(() => setEditing(false)),
  });
  const remove = useEndpointMutation(orgsApi.removeMember, {
    toCall: () => ({ params }),
    ...useTeamChanged(afterRemove),
  });
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
  const team = useEndpoint(
    orgsApi.members,
    { query: { page, limit: PAGE_SIZE } },
    { keepPrevious: true },
  );

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
            exportCsv={{ list: orgsApi.members }}
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
