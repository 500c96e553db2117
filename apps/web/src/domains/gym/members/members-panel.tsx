import { useState, type FormEvent } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  FileInput,
  Group,
  Image,
  Modal,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  GENERIC_ERROR,
  GYM_DOCUMENTS,
  GYM_GENDERS,
  GYM_MEMBER_MESSAGES,
  MEMBERSHIP_STATUSES,
  gymMemberInputSchema,
  type GymFee,
  type GymMember,
  type MembershipStatus,
} from '@vedann/contracts';
import { useMessageT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { apiGet, apiSend, errorMessage } from '../../../lib/api';
import { wrongFileType } from '../../../lib/file-choice';
import { RESOURCE_QUERY, useResourceList } from '../../../lib/resource';
import { zodFormResolver } from '../../../lib/zod-form';
import { useConfirm } from '../../../ui/confirm';
import { ListPager } from '../../../ui/list-pager';
import { LoadError } from '../../../ui/load-error';
import { useGymMembersT } from './i18n';
import { ScrollRegion } from '../../../ui/scroll-region';

const RESOURCE = { path: '/gym/members', listKey: 'members' };
/** The profile image's types; the server checks the bytes. */
const MEMBER_IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';
const STATUS_COLOR: Record<MembershipStatus, string> = {
  Active: 'green',
  Expiring: 'orange',
  Expired: 'red',
  Frozen: 'blue',
};
const FIELDS = [
  'name',
  'mobile',
  'email',
  'address',
  'dateOfBirth',
  'caseOf',
  'joinDate',
  'memberId',
  'vedanId',
  'state',
  'remarks',
] as const;
type Field = (typeof FIELDS)[number];
type MemberDraft = Record<Field | 'gender' | 'document' | 'batch', string>;
const EMPTY: MemberDraft = {
  name: '',
  mobile: '',
  email: '',
  address: '',
  dateOfBirth: '',
  caseOf: '',
  joinDate: '',
  memberId: '',
  vedanId: '',
  state: '',
  remarks: '',
  gender: 'male',
  document: 'today plan',
  batch: '',
};

interface Choices {
  packages: { _id: string; name: string; range: string; fees: number }[];
  batches: { _id: string; batchName: string; free: number }[];
}

function useChoices() {
  return useQuery({
    queryKey: [RESOURCE_QUERY, '/gym/members', 'choices'],
    queryFn: async (): Promise<Choices> => {
      const [packages, batches] = await Promise.all([
        apiGet<Pick<Choices, 'packages'>>('/gym/members-packages'),
        apiGet<Pick<Choices, 'batches'>>('/gym/members-batches'),
      ]);
      return { packages: packages.packages, batches: batches.batches };
    },
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [RESOURCE_QUERY] });
}

/** The add form: every field of spec 03 section 3, the photo sent as multipart. */
function AddMember() {
  const t = useGymMembersT();
  const tm = useMessageT();
  const refresh = useRefresh();
  const choices = useChoices();
  const [draft, setDraft] = useState<MemberDraft>(EMPTY);
  const [photo, setPhoto] = useState<File | null>(null);
  const [packageId, setPackageId] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useMutation({
    mutationFn: async (body: FormData) => {
      const added = await apiSend<{ message: string; member: GymMember }>(
        'POST',
        '/gym/members',
        body,
      );
      if (!packageId) return added.message;
      const sold = await apiSend<{ message: string }>(
        'POST',
        `/gym/members/${added.member._id}/membership`,
        { packageId },
      );
      return sold.message;
    },
    onSuccess: async (message) => {
      notifications.show({ color: 'green', message: tm(message) });
      setDraft(EMPTY);
      setPhoto(null);
      setPackageId('');
      await refresh();
    },
  });
  const set = (field: keyof MemberDraft, value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = zodFormResolver(gymMemberInputSchema)(draft) as Record<string, string>;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = new FormData();
    for (const [field, value] of Object.entries(draft)) body.set(field, value);
    if (photo) body.set('profileImage', photo);
    create.mutate(body);
  };
  const dateField = (field: Field) => field === 'dateOfBirth' || field === 'joinDate';
  return (
    <Card
      withBorder
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t('members.addTitle')}
    >
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('members.addTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {FIELDS.map((field) => (
            <TextInput
              key={field}
              label={t(`members.${field}`)}
              type={dateField(field) ? 'date' : field === 'email' ? 'email' : 'text'}
              required={field === 'name' || field === 'mobile'}
              value={draft[field]}
              error={errors[field] ? tm(errors[field]) : undefined}
              onChange={(event) => set(field, event.currentTarget.value)}
            />
          ))}
          <NativeSelect
            label={t('members.gender')}
            value={draft.gender}
            data={GYM_GENDERS.map((value) => ({ value, label: t(`members.genders.${value}`) }))}
            onChange={(event) => set('gender', event.currentTarget.value)}
          />
          <NativeSelect
            label={t('members.document')}
            value={draft.document}
            data={GYM_DOCUMENTS.map((value) => ({ value, label: t(`members.documents.${value}`) }))}
            onChange={(event) => set('document', event.currentTarget.value)}
          />
          <NativeSelect
            label={t('members.batch')}
            value={draft.batch}
            data={[
              { value: '', label: t('members.noBatch') },
              ...(choices.data?.batches ?? []).map((b) => ({
                value: b._id,
                label: `${b.batchName} (${b.free})`,
                disabled: b.free <= 0,
              })),
            ]}
            onChange={(event) => set('batch', event.currentTarget.value)}
          />
          <NativeSelect
            label={t('members.package')}
            value={packageId}
            data={[
              { value: '', label: t('members.noPlanYet') },
              ...(choices.data?.packages ?? []).map((p) => ({
                value: p._id,
                label: `${p.name} (${p.range})`,
              })),
            ]}
            onChange={(event) => setPackageId(event.currentTarget.value)}
          />
          <FileInput
            label={t('members.profileImage')}
            accept={MEMBER_IMAGE_TYPES}
            value={photo}
            clearable
            error={errors.profileImage ? tm(errors.profileImage) : undefined}
            onChange={(file) => {
              // Only an image is kept: another file gets the field's words and is not sent.
              const wrong = wrongFileType(file, MEMBER_IMAGE_TYPES, GYM_MEMBER_MESSAGES.image);
              setErrors((current) => ({ ...current, profileImage: wrong ?? '' }));
              setPhoto(wrong ? null : file);
            }}
          />
        </SimpleGrid>
        {create.isError && (
          <Alert color="red">{tm(errorMessage(create.error, GENERIC_ERROR))}</Alert>
        )}
        <Group>
          <Button type="submit" loading={create.isPending}>
            {t('members.submit')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function AttendancePanel({ member }: { member: GymMember }) {
  const t = useGymMembersT();
  const format = useFormat();
  const seen = useQuery({
    queryKey: [RESOURCE_QUERY, '/gym/members', member._id, 'attendance'],
    queryFn: () =>
      apiGet<{
        days: { date: string; remark: string; timeIn: string; timeOut: string }[];
        present: number;
        absent: number;
      }>(`/gym/members/${member._id}/attendance`),
  });
  if (seen.isPending) return <Text c="dimmed">{t('members.loading')}</Text>;
  if (seen.isError) return <LoadError error={seen.error} onRetry={() => void seen.refetch()} />;
  if (seen.data.days.length === 0) return <Text c="dimmed">{t('members.noAttendance')}</Text>;
  return (
    <Stack gap={4}>
      <Text size="sm">
        {t('members.attendanceSummary', { present: seen.data.present, absent: seen.data.absent })}
      </Text>
      <Group gap={4}>
        {seen.data.days.map((day) => (
          <Badge
            key={day.date}
            color={day.remark === 'Present' ? 'green' : 'gray'}
            variant="light"
            title={`${day.timeIn} ${day.timeOut}`}
          >
            {format.date(day.date)}:{' '}
            {day.remark === 'Present' ? t('members.present') : t('members.absent')}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm">
      <Text span fw={600}>
        {label}:
      </Text>{' '}
      {value}
    </Text>
  );
}

function IdCard({ member }: { member: GymMember }) {
  const t = useGymMembersT();
  const format = useFormat();
  const date = (value: string) => (value ? format.date(value) : '—');
  return (
    <Stack gap={2}>
      <Detail label={t('members.startDate')} value={date(member.startDate)} />
      <Detail label={t('members.expiredDate')} value={date(member.expiredDate)} />
      <Detail label={t('members.plan')} value={member.plan || t('members.noPlanYet')} />
      <Detail label={t('members.batch')} value={member.batch?.batchName ?? t('members.noBatch')} />
    </Stack>
  );
}

function ProfilePanel({ member }: { member: GymMember }) {
  const t = useGymMembersT();
  const format = useFormat();
  return (
    <Stack gap={2}>
      <Detail label={t('members.mobile')} value={member.mobile} />
      {member.email && <Detail label={t('members.email')} value={member.email} />}
      {member.address && <Detail label={t('members.address')} value={member.address} />}
      <Detail label={t('members.gender')} value={t(`members.genders.${member.gender}`)} />
      {member.dateOfBirth && (
        <Detail label={t('members.dateOfBirth')} value={format.date(member.dateOfBirth)} />
      )}
      {member.caseOf && <Detail label={t('members.caseOf')} value={member.caseOf} />}
      <Detail label={t('members.document')} value={t(`members.documents.${member.document}`)} />
      <Detail label={t('members.admissionDate')} value={format.date(member.admissionDate)} />
      {member.remarks && <Detail label={t('members.remarks')} value={member.remarks} />}
    </Stack>
  );
}

function StatusBadge({ member }: { member: GymMember }) {
  const t = useGymMembersT();
  if (!member.status) return <Badge color="gray">{t('members.noPlanYet')}</Badge>;
  return (
    <Badge color={STATUS_COLOR[member.status]}>{t(`members.statuses.${member.status}`)}</Badge>
  );
}

const PANELS = ['profile', 'attendance', 'idCard'] as const;
type PanelName = (typeof PANELS)[number];

/** A member card: one of Profile, Attendance and ID Card at a time; the same button hides it. */
function MemberCard({ member, packages }: { member: GymMember; packages: Choices['packages'] }) {
  const t = useGymMembersT();
  const tm = useMessageT();
  const format = useFormat();
  const refresh = useRefresh();
  const { confirm, dialog } = useConfirm();
  const [panel, setPanel] = useState<PanelName | null>(null);
  const [packageId, setPackageId] = useState(member.packageId ?? packages[0]?._id ?? '');
  const [days, setDays] = useState<number | string>(7);
  const act = useMutation({
    mutationFn: (call: { method: 'POST' | 'DELETE'; path: string; body?: unknown }) =>
      apiSend<{ message: string }>(call.method, call.path, call.body),
    onSuccess: async (answer) => {
      notifications.show({ color: 'green', message: tm(answer.message) });
      await refresh();
    },
  });
  const toggle = (name: PanelName) => setPanel((open) => (open === name ? null : name));
  const base = `/gym/members/${member._id}`;
  return (
    <Card withBorder component="article" aria-label={member.name} padding="md">
      {dialog}
      <Group wrap="nowrap" align="flex-start">
        {member.profileImage ? (
          <Image
            src={member.profileImage}
            alt={t('members.photoOf', { name: member.name })}
            w={56}
            h={56}
            radius="sm"
          />
        ) : null}
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={3} size="h5">
            {member.name}
          </Title>
          <Text size="sm" c="dimmed">
            {member.memberId}
          </Text>
          <Group gap="xs">
            <StatusBadge member={member} />
            {member.expiredDate && (
              <Text size="sm">
                {format.date(member.expiredDate)}
                {member.daysLeft !== null && member.daysLeft >= 0
                  ? ` · ${t('members.daysLeft', { count: member.daysLeft })}`
                  : ''}
              </Text>
            )}
          </Group>
        </Stack>
      </Group>
      <Group gap="xs" mt="sm">
        {PANELS.map((name) => (
          <Button
            key={name}
            size="xs"
            variant={panel === name ? 'filled' : 'light'}
            aria-pressed={panel === name}
            onClick={() => toggle(name)}
          >
            {t(`members.${name}`)}
          </Button>
        ))}
      </Group>
      {panel && (
        <Card withBorder mt="xs" padding="sm">
          {panel === 'profile' && <ProfilePanel member={member} />}
          {panel === 'attendance' && <AttendancePanel member={member} />}
          {panel === 'idCard' && <IdCard member={member} />}
        </Card>
      )}
      <Group gap="xs" mt="sm" align="end" wrap="wrap">
        <NativeSelect
          size="xs"
          label={t('members.package')}
          value={packageId}
          data={packages.map((p) => ({ value: p._id, label: `${p.name} (${p.range})` }))}
          onChange={(event) => setPackageId(event.currentTarget.value)}
        />
        <Button
          size="xs"
          disabled={!packageId}
          loading={act.isPending}
          onClick={() =>
            act.mutate({ method: 'POST', path: `${base}/membership`, body: { packageId } })
          }
        >
          {member.status ? t('members.renew') : t('members.sell')}
        </Button>
        {member.status === 'Frozen' ? (
          <Button
            size="xs"
            variant="light"
            onClick={() => act.mutate({ method: 'POST', path: `${base}/unfreeze` })}
          >
            {t('members.unfreeze')}
          </Button>
        ) : member.status === 'Active' || member.status === 'Expiring' ? (
          <>
            <NumberInput
              size="xs"
              w={110}
              label={t('members.freezeDays')}
              min={1}
              max={180}
              value={days}
              onChange={setDays}
            />
            <Button
              size="xs"
              variant="light"
              onClick={() => act.mutate({ method: 'POST', path: `${base}/freeze`, body: { days } })}
            >
              {t('members.freeze')}
            </Button>
          </>
        ) : null}
        <Button
          size="xs"
          color="red"
          variant="subtle"
          onClick={() => {
            void confirm({ title: t('members.confirmRemove', { name: member.name }) }).then(
              (yes) => {
                if (yes) act.mutate({ method: 'DELETE', path: base });
              },
            );
          }}
        >
          {t('members.remove')}
        </Button>
      </Group>
      {act.isError && (
        <Alert color="red" mt="xs">
          {tm(errorMessage(act.error, GENERIC_ERROR))}
        </Alert>
      )}
    </Card>
  );
}

/** Expiring this week, expired and fees due (beyond the spec). */
function MembershipBoard() {
  const t = useGymMembersT();
  const format = useFormat();
  const board = useQuery({
    queryKey: [RESOURCE_QUERY, '/gym/members', 'dashboard'],
    queryFn: () =>
      apiGet<{
        expiring: { total: number; members: GymMember[] };
        expired: { total: number; members: GymMember[] };
        feesDue: { total: number; fees: GymFee[] };
      }>('/gym/members-dashboard'),
  });
  if (board.isPending) return null;
  if (board.isError) return <LoadError error={board.error} onRetry={() => void board.refetch()} />;
  const list = (items: string[]) =>
    items.length === 0 ? (
      <Text size="sm" c="dimmed">
        {t('dashboard.none')}
      </Text>
    ) : (
      <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((text) => (
          <Text key={text} size="sm" component="li">
            {text}
          </Text>
        ))}
      </Stack>
    );
  const { expiring, expired, feesDue } = board.data;
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} aria-label={t('dashboard.title')}>
      <Card withBorder>
        <Title order={3} size="h6">
          {t('dashboard.expiring', { count: expiring.total })}
        </Title>
        {list(
          expiring.members.map((m) => `${m.name} (${m.memberId}): ${format.date(m.expiredDate)}`),
        )}
      </Card>
      <Card withBorder>
        <Title order={3} size="h6">
          {t('dashboard.expired', { count: expired.total })}
        </Title>
        {list(
          expired.members.map((m) => `${m.name} (${m.memberId}): ${format.date(m.expiredDate)}`),
        )}
      </Card>
      <Card withBorder>
        <Title order={3} size="h6">
          {t('dashboard.feesDue', { count: feesDue.total })}
        </Title>
        {list(
          feesDue.fees.map(
            (f) =>
              `${f.student} (${f.memberId}): ${format.money(f.amount + f.penalty, f.currency)}`,
          ),
        )}
      </Card>
    </SimpleGrid>
  );
}

/** Members (spec 03 sections 2 to 4): the board, the add form and the member cards. */
export function GymMembers() {
  const t = useGymMembersT();
  const tm = useMessageT();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const choices = useChoices();
  const list = useResourceList<GymMember>(RESOURCE, { page, limit: 12, search, status });
  return (
    <Stack>
      <MembershipBoard />
      <AddMember />
      <Group align="end" wrap="wrap">
        <TextInput
          label={t('members.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
        />
        <NativeSelect
          label={t('members.statusFilter')}
          value={status}
          data={[
            { value: '', label: t('members.allStatuses') },
            ...MEMBERSHIP_STATUSES.map((s) => ({ value: s, label: t(`members.statuses.${s}`) })),
          ]}
          onChange={(event) => {
            setStatus(event.currentTarget.value);
            setPage(1);
          }}
        />
      </Group>
      {list.isPending ? (
        <Text c="dimmed" role="status">
          {t('members.loading')}
        </Text>
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.rows.length === 0 ? (
        <Text c="dimmed">{tm(GYM_MEMBER_MESSAGES.empty)}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {list.data.rows.map((member) => (
            <MemberCard key={member._id} member={member} packages={choices.data?.packages ?? []} />
          ))}
        </SimpleGrid>
      )}
      <ListPager
        totalPages={list.data?.page.totalPages}
        page={page}
        onChange={setPage}
        label={t('members.title')}
      />
    </Stack>
  );
}

/** The read-only member list (Sr.No, Name, Pic, Member ID); a row opens the member's card. */
export function GymMemberList() {
  const t = useGymMembersT();
  const tm = useMessageT();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<GymMember | null>(null);
  const limit = 20;
  const list = useResourceList<GymMember>(RESOURCE, { page, limit });
  if (list.isPending)
    return (
      <Text c="dimmed" role="status">
        {t('members.loading')}
      </Text>
    );
  if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.rows.length === 0) return <Text c="dimmed">{tm(GYM_MEMBER_MESSAGES.empty)}</Text>;
  return (
    <Stack>
      <ScrollRegion label={t('members.list')} minWidth={320}>
        <Table aria-label={t('members.list')} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('members.srNo')}</Table.Th>
              <Table.Th>{t('members.name')}</Table.Th>
              <Table.Th>{t('members.pic')}</Table.Th>
              <Table.Th>{t('members.memberId')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.rows.map((member, i) => (
              <Table.Tr key={member._id}>
                <Table.Td>{(page - 1) * limit + i + 1}</Table.Td>
                <Table.Td>
                  <Button variant="subtle" size="compact-sm" onClick={() => setOpen(member)}>
                    {member.name}
                  </Button>
                </Table.Td>
                <Table.Td>
                  {member.profileImage ? (
                    <Image
                      src={member.profileImage}
                      alt={t('members.photoOf', { name: member.name })}
                      w={32}
                      h={32}
                      radius="sm"
                    />
                  ) : null}
                </Table.Td>
                <Table.Td>{member.memberId}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
      <ListPager
        totalPages={list.data.page.totalPages}
        page={page}
        onChange={setPage}
        label={t('members.list')}
      />
      <Modal opened={open !== null} onClose={() => setOpen(null)} title={open?.name ?? ''}>
        {open ? (
          <Stack gap="xs">
            <StatusBadge member={open} />
            <ProfilePanel member={open} />
            <IdCard member={open} />
          </Stack>
        ) : (
          <Text>{tm(GYM_MEMBER_MESSAGES.noneSelected)}</Text>
        )}
      </Modal>
    </Stack>
  );
}
