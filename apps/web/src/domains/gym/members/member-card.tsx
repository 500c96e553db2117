import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Image,
  NativeSelect,
  NumberInput,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { GENERIC_ERROR, gymApi, type GymMember, type MembershipStatus } from '@vedann/contracts';
import { useMessageT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/api';
import { callEndpoint, useEndpoint } from '../../../lib/endpoint';
import { useConfirm } from '../../../ui/confirm';
import { LoadError } from '../../../ui/load-error';
import { useGymMembersT, useMemberChangeText } from './i18n';
import { useRefreshMemberLists, type Choices } from './member-data';

const STATUS_COLOR: Record<MembershipStatus, string> = {
  Active: 'green',
  Expiring: 'orange',
  Expired: 'red',
  Frozen: 'blue',
  Upcoming: 'grape',
};

function AttendancePanel({ member }: { member: GymMember }) {
  const t = useGymMembersT();
  const format = useFormat();
  const seen = useEndpoint(gymApi.members.attendance, { params: { id: member._id } });
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
            title={
              day.timeIn
                ? t('members.times', {
                    timeIn: format.time(day.timeIn),
                    timeOut: day.timeOut ? format.time(day.timeOut) : '-',
                  })
                : undefined
            }
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

export function IdCard({ member }: { member: GymMember }) {
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

export function ProfilePanel({ member }: { member: GymMember }) {
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

/** The membership's status on a badge; one that has not begun says the day it starts. */
export function StatusBadge({ member }: { member: Pick<GymMember, 'status' | 'startDate'> }) {
  const t = useGymMembersT();
  const format = useFormat();
  if (!member.status) return <Badge color="gray">{t('members.noPlanYet')}</Badge>;
  return (
    <Badge color={STATUS_COLOR[member.status]}>
      {member.status === 'Upcoming'
        ? t('members.startsOn', { date: format.date(member.startDate) })
        : t(`members.statuses.${member.status}`)}
    </Badge>
  );
}

/** The card's heading: the photo, name, member id, status and the plan's end. */
function MemberHeading({ member }: { member: GymMember }) {
  const t = useGymMembersT();
  const format = useFormat();
  return (
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
  );
}

const PANELS = ['profile', 'attendance', 'idCard'] as const;
type PanelName = (typeof PANELS)[number];

/** A member card: one of Profile, Attendance and ID Card at a time; the same button hides it. */
export function MemberCard({
  member,
  packages,
}: {
  member: GymMember;
  packages: Choices['packages'];
}) {
  const t = useGymMembersT();
  const tm = useMessageT();
  const changeText = useMemberChangeText();
  const refresh = useRefreshMemberLists();
  const { confirm, dialog } = useConfirm();
  const [panel, setPanel] = useState<PanelName | null>(null);
  const [packageId, setPackageId] = useState(member.packageId ?? packages[0]?._id ?? '');
  const [days, setDays] = useState<number | string>(7);
  // One mutation for the card's actions: its failure is the last action's, shown once.
  // Each action gives the words it ends with.
  const act = useMutation({
    mutationFn: (action: () => Promise<string>) => action(),
    onSuccess: async (message) => {
      notifications.show({ color: 'green', message });
      await refresh();
    },
  });
  const toggle = (name: PanelName) => setPanel((open) => (open === name ? null : name));
  const params = { id: member._id };
  return (
    <Card withBorder component="article" aria-label={member.name} padding="md">
      {dialog}
      <MemberHeading member={member} />
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
            act.mutate(async () =>
              changeText.sold(
                (await callEndpoint(gymApi.members.sellPackage, { params, body: { packageId } }))
                  .member,
              ),
            )
          }
        >
          {member.status ? t('members.renew') : t('members.sell')}
        </Button>
        {member.status === 'Frozen' ? (
          <Button
            size="xs"
            variant="light"
            onClick={() =>
              act.mutate(async () =>
                tm((await callEndpoint(gymApi.members.unfreeze, { params })).message),
              )
            }
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
              onClick={() =>
                act.mutate(async () =>
                  changeText.frozen(
                    (await callEndpoint(gymApi.members.freeze, { params, body: { days } })).member,
                  ),
                )
              }
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
                if (yes)
                  act.mutate(async () =>
                    tm((await callEndpoint(gymApi.members.remove, { params })).message),
                  );
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
