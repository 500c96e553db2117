import { useState } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Link, useLocation } from 'react-router';
import {
  BLOOD_GROUPS,
  BLOOD_MESSAGES,
  GENERIC_ERROR,
  donorGroupsFor,
  studentApi,
  type BloodRequest,
  readablePhone,
} from '@vedann/contracts';
import { useFormat } from '../../../i18n/format';
import { useEndpoint, useEndpointMutation } from '../../../lib/endpoint';
import { loginPath } from '../../../lib/next';
import { useConfirm } from '../../../ui/confirm';
import { ListPager } from '../../../ui/list-pager';
import { useStudentT } from '../i18n';
import { ListState } from '../list-state';
import { said, usePage } from '../student-api';
import { BLOOD_STALE, Section, type BloodList } from './blood-parts';

const PAGE_SIZE = 10;

function WillingDonors({ requestId }: { requestId: string }) {
  const t = useStudentT();
  const donors = useEndpoint(studentApi.blood.donors, { params: { id: requestId } });
  return (
    <Stack gap={4} aria-label={t('blood.donors')} role="group">
      <Text fw={600} size="sm">
        {t('blood.donors')}
      </Text>
      <ListState
        query={donors}
        count={donors.data?.donors.length}
        failed={GENERIC_ERROR}
        empty={BLOOD_MESSAGES.noDonors}
      >
        <Stack gap={2}>
          {donors.data?.donors.map((donor, index) => (
            <Text size="sm" key={`${donor.phone}-${index}`}>
              {t('blood.donorLine', {
                name: donor.name,
                group: donor.bloodGroup,
                city: donor.city,
                phone: readablePhone(donor.phone),
              })}
            </Text>
          ))}
        </Stack>
      </ListState>
    </Stack>
  );
}

function RequestCard({ request }: { request: BloodRequest }) {
  const t = useStudentT();
  const format = useFormat();
  const location = useLocation();
  const { confirm, dialog } = useConfirm();
  const [showDonors, setShowDonors] = useState(false);
  const close = useEndpointMutation(studentApi.blood.close, {
    toCall: (id: string) => ({ params: { id } }),
    stale: BLOOD_STALE,
    onSuccess: said,
  });
  const title = t('blood.unitsOf', { units: request.units, group: request.bloodGroup });
  const askClose = async () => {
    const sure = await confirm({
      title: t('blood.closeTitle'),
      message: t('blood.closeText'),
      confirmLabel: t('blood.close'),
    });
    if (sure) close.mutate(request._id);
  };
  return (
    <Card withBorder component="article" aria-label={title}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} size="h5">
            {title}
          </Title>
          <Badge color={request.status === 'open' ? 'red' : 'gray'} variant="light">
            {request.status === 'open' ? t('blood.open') : t('blood.closed')}
          </Badge>
        </Group>
        <Text size="sm">{t('blood.at', { hospital: request.hospital, city: request.city })}</Text>
        <Text size="sm" fw={600}>
          {t('blood.neededByDate', { date: format.date(request.neededBy) })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('blood.canReceive', { groups: donorGroupsFor(request.bloodGroup).join(', ') })}
        </Text>
        {request.note && <Text size="sm">{request.note}</Text>}
        {request.contact ? (
          <Text size="sm">
            {t('blood.contact', {
              name: request.contact.name,
              phone: readablePhone(request.contact.phone),
            })}
          </Text>
        ) : (
          <Anchor
            component={Link}
            size="sm"
            to={loginPath(`${location.pathname}${location.search}`)}
          >
            {t('blood.logInForContact')}
          </Anchor>
        )}
        {request.mine && request.status === 'open' && (
          <Group gap="xs" mt={4}>
            <Button
              size="xs"
              variant="light"
              aria-expanded={showDonors}
              onClick={() => setShowDonors((shown) => !shown)}
            >
              {t('blood.showDonors')}
            </Button>
            <Button
              size="xs"
              color="red"
              variant="light"
              loading={close.isPending}
              aria-label={t('blood.closeName', {
                group: request.bloodGroup,
                hospital: request.hospital,
              })}
              onClick={() => void askClose()}
            >
              {t('blood.close')}
            </Button>
          </Group>
        )}
        {showDonors && <WillingDonors requestId={request._id} />}
      </Stack>
      {dialog}
    </Card>
  );
}

export function RequestList(props: {
  list: BloodList;
  params?: Record<string, string | undefined>;
  empty: string;
}) {
  const t = useStudentT();
  const [page, setPage] = useState(1);
  const list = usePage(props.list, (answer) => answer.requests, {
    ...props.params,
    page,
    limit: PAGE_SIZE,
  });
  return (
    <Stack gap="sm">
      <ListState
        query={list}
        count={list.data?.rows.length}
        failed={BLOOD_MESSAGES.loadFailed}
        empty={props.empty}
      >
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {list.data?.rows.map((request) => (
            <RequestCard key={request._id} request={request} />
          ))}
        </SimpleGrid>
      </ListState>
      <ListPager
        totalPages={list.data?.page.totalPages}
        page={page}
        onChange={setPage}
        label={t('blood.requestsPages')}
      />
    </Stack>
  );
}

export function OpenRequests() {
  const t = useStudentT();
  const [group, setGroup] = useState('');
  const [city, setCity] = useState('');
  const [applied, setApplied] = useState({ bloodGroup: '', city: '' });
  return (
    <Section title={t('blood.requests')} id="blood-requests">
      <form
        aria-label={t('blood.filters')}
        onSubmit={(event) => {
          event.preventDefault();
          setApplied({ bloodGroup: group, city: city.trim() });
        }}
      >
        <Group align="flex-end" mb="md" gap="sm">
          <NativeSelect
            label={t('blood.group')}
            data={[{ value: '', label: t('blood.anyGroup') }, ...BLOOD_GROUPS]}
            value={group}
            onChange={(event) => setGroup(event.currentTarget.value)}
          />
          <TextInput
            label={t('blood.city')}
            value={city}
            onChange={(event) => setCity(event.currentTarget.value)}
          />
          <Button type="submit" variant="light">
            {t('blood.filters')}
          </Button>
        </Group>
      </form>
      <RequestList
        key={`${applied.bloodGroup}|${applied.city}`}
        list={studentApi.blood.requests}
        params={applied}
        empty={BLOOD_MESSAGES.empty}
      />
    </Section>
  );
}
