import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import {
  Button,
  Card,
  Group,
  Image,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  GYM_MEMBER_MESSAGES,
  MEMBERSHIP_STATUSES,
  gymApi,
  type GymMember,
  GYM_MEMBER_IMPORT_FIELDS,
} from '@vedann/contracts';
import { useMessageT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { useEndpoint } from '../../../lib/endpoint';
import { ExportCsvButton } from '../../../ui/export-csv-button';
import { ImportButton } from '../../../ui/import-dialog';
import { useResourceList } from '../../../lib/resource';
import { ListPager } from '../../../ui/list-pager';
import { LoadError } from '../../../ui/load-error';
import { WhatsAppSendButton } from '../../messages';
import { useGymMembersT } from './i18n';
import { ScrollRegion } from '../../../ui/scroll-region';
import { AddMember } from './add-member';
import { IdCard, MemberCard, ProfilePanel, StatusBadge } from './member-card';
import { useChoices } from './member-data';

/** Expiring this week, expired and fees due (beyond the spec). */
function MembershipBoard() {
  const t = useGymMembersT();
  const format = useFormat();
  const board = useEndpoint(gymApi.members.dashboard, {});
  if (board.isPending) return null;
  if (board.isError) return <LoadError error={board.error} onRetry={() => void board.refetch()} />;
  // Each line, and what the desk can do about it (the expiring members' Send on WhatsApp).
  const list = (items: (string | { text: string; action: ReactNode })[]) =>
    items.length === 0 ? (
      <Text size="sm" c="dimmed">
        {t('dashboard.none')}
      </Text>
    ) : (
      <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((item) => {
          const text = typeof item === 'string' ? item : item.text;
          return (
            <Text key={text} size="sm" component="li">
              {text}
              {typeof item !== 'string' && item.action}
            </Text>
          );
        })}
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
          expiring.members.map((m) => ({
            text: `${m.name} (${m.memberId}): ${format.date(m.expiredDate)}`,
            action: (
              <WhatsAppSendButton
                subject="gym-expiry"
                target={m._id}
                period={m.expiredDate}
                offer={m.whatsapp}
                stale={[gymApi.members.dashboard]}
                name={`${m.name} (${m.memberId})`}
              />
            ),
          })),
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

/** Status is a filter of the list. */
const isStatus = (value: string | null): value is (typeof MEMBERSHIP_STATUSES)[number] =>
  MEMBERSHIP_STATUSES.some((status) => status === value);

/**
 * The status filter lives in the address (`?panel=member&status=Expiring`), so the home's
 * "Expiring this week" opens the list filtered, and a reload or Back keeps it.
 */
function useStatusInAddress() {
  const [params, setParams] = useSearchParams();
  const value = params.get('status');
  const status = isStatus(value) ? value : '';
  const setStatus = (next: string) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next) updated.set('status', next);
      else updated.delete('status');
      return updated;
    });
  return [status, setStatus] as const;
}

/** Members (spec 03 sections 2 to 4): the board, the add form and the member cards. */
export function GymMembers() {
  const t = useGymMembersT();
  const tm = useMessageT();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useStatusInAddress();
  const choices = useChoices();
  const list = useResourceList(gymApi.members.register, { page, limit: 12, search, status });
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
      <Group gap="xs">
        <ImportButton
          endpoints={gymApi.members.import}
          fields={GYM_MEMBER_IMPORT_FIELDS}
          listName={t('members.title')}
        />
        <ExportCsvButton
          list={gymApi.members.register}
          query={{ search, status }}
          name="gym-members"
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
  const list = useResourceList(gymApi.members.register, { page, limit });
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
        exportCsv={{ list: gymApi.members.register, name: 'gym-members' }}
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
