import { useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import {
  BLOOD_GROUPS,
  BLOOD_MESSAGES,
  GENERIC_ERROR,
  bloodRequestInputSchema,
  canDonate,
  donorGroupsFor,
  donorInputSchema,
  type BloodRequest,
  type Donor,
  type MatchingDonor,
} from '@vedann/contracts';
import { useMessageT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { apiGet, apiSend, errorMessage } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/auth';
import { loginPath } from '../../../lib/next';
import { zodFormResolver } from '../../../lib/zod-form';
import { useConfirm } from '../../../ui/confirm';
import { ListPager } from '../../../ui/list-pager';
import { usePageTitle } from '../../../ui/page-title';
import { translated } from '../../../lib/form-errors';
import { useStudentT } from '../i18n';
import { ListState } from '../list-state';
import { STUDENT_QUERY_KEY, usePublicList, useStudentChange } from '../student-api';

const PAGE_SIZE = 10;

function Section(props: { title: string; id: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={props.id}>
      <Title order={2} size="h4" id={props.id} mb="sm">
        {props.title}
      </Title>
      {props.children}
    </Paper>
  );
}

function WillingDonors({ requestId }: { requestId: string }) {
  const t = useStudentT();
  const donors = useQuery({
    queryKey: [STUDENT_QUERY_KEY, 'blood-donors', requestId],
    queryFn: () =>
      apiGet<{ success: true; donors: MatchingDonor[] }>(`/blood/requests/${requestId}/donors`),
  });
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
                phone: donor.phone,
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
  const close = useStudentChange((id: string) =>
    apiSend<{ success: true; message: string }>('PATCH', `/blood/requests/${id}/close`),
  );
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
            {t('blood.contact', { name: request.contact.name, phone: request.contact.phone })}
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

function RequestList(props: {
  path: string;
  params?: Record<string, string | undefined>;
  empty: string;
}) {
  const t = useStudentT();
  const [page, setPage] = useState(1);
  const list = usePublicList<BloodRequest>(props.path, 'requests', {
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

function OpenRequests() {
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
        path="/blood/requests"
        params={applied}
        empty={BLOOD_MESSAGES.empty}
      />
    </Section>
  );
}

interface RequestValues {
  bloodGroup: string;
  units: string;
  hospital: string;
  city: string;
  pincode: string;
  neededBy: string;
  contactName: string;
  contactPhone: string;
  note: string;
}

function RequestForm() {
  const t = useStudentT();
  const tm = useMessageT();
  const post = useStudentChange((input: RequestValues) =>
    apiSend<{ success: true; message: string }>('POST', '/blood/requests', input),
  );
  const form = useForm<RequestValues>({
    initialValues: {
      bloodGroup: '',
      units: '1',
      hospital: '',
      city: '',
      pincode: '',
      neededBy: '',
      contactName: '',
      contactPhone: '',
      note: '',
    },
    validate: translated(zodFormResolver<RequestValues>(bloodRequestInputSchema)),
  });
  return (
    <Section title={t('blood.postTitle')} id="blood-ask">
      <form
        noValidate
        aria-label={t('blood.postTitle')}
        onSubmit={form.onSubmit((values) => post.mutate(values, { onSuccess: () => form.reset() }))}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label={t('blood.group')}
            data={[{ value: '', label: t('blood.anyGroup'), disabled: true }, ...BLOOD_GROUPS]}
            {...form.getInputProps('bloodGroup')}
          />
          <TextInput
            label={t('blood.units')}
            type="number"
            min={1}
            max={20}
            {...form.getInputProps('units')}
          />
          <TextInput label={t('blood.hospital')} {...form.getInputProps('hospital')} />
          <TextInput label={t('blood.city')} {...form.getInputProps('city')} />
          <TextInput
            label={t('blood.pincode')}
            inputMode="numeric"
            {...form.getInputProps('pincode')}
          />
          <TextInput label={t('blood.neededBy')} type="date" {...form.getInputProps('neededBy')} />
          <TextInput label={t('blood.contactName')} {...form.getInputProps('contactName')} />
          <TextInput
            label={t('blood.contactPhone')}
            inputMode="numeric"
            {...form.getInputProps('contactPhone')}
          />
        </SimpleGrid>
        <Textarea label={t('blood.note')} mt="sm" autosize {...form.getInputProps('note')} />
        {post.isError && (
          <Alert color="red" mt="sm">
            {tm(errorMessage(post.error, GENERIC_ERROR))}
          </Alert>
        )}
        <Button type="submit" mt="sm" loading={post.isPending}>
          {t('blood.post')}
        </Button>
      </form>
    </Section>
  );
}

interface DonorValues {
  bloodGroup: string;
  city: string;
  pincode: string;
  phone: string;
  available: boolean;
}

function DonorForm({ donor }: { donor: Donor | null }) {
  const t = useStudentT();
  const tm = useMessageT();
  const { confirm, dialog } = useConfirm();
  const save = useStudentChange((input: DonorValues) =>
    apiSend<{ success: true; message: string }>('PUT', '/blood/donor', input),
  );
  const remove = useStudentChange(() =>
    apiSend<{ success: true; message: string }>('DELETE', '/blood/donor'),
  );
  const form = useForm<DonorValues>({
    initialValues: {
      bloodGroup: donor?.bloodGroup ?? '',
      city: donor?.city ?? '',
      pincode: donor?.pincode ?? '',
      phone: donor?.phone ?? '',
      available: donor?.available ?? true,
    },
    validate: translated(zodFormResolver<DonorValues>(donorInputSchema)),
  });
  const askRemove = async () => {
    const sure = await confirm({
      title: t('blood.removeDonorTitle'),
      message: t('blood.removeDonorText'),
      confirmLabel: t('blood.removeDonor'),
    });
    if (sure) remove.mutate(undefined, { onSuccess: () => form.reset() });
  };
  const failure = save.error ?? remove.error;
  return (
    <Section title={t('blood.donorTitle')} id="blood-donor">
      <Text size="sm" mb="sm">
        {t('blood.donorIntro')}
      </Text>
      <form
        noValidate
        aria-label={t('blood.donorTitle')}
        onSubmit={form.onSubmit((values) => save.mutate(values))}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label={t('blood.group')}
            data={[{ value: '', label: t('blood.anyGroup'), disabled: true }, ...BLOOD_GROUPS]}
            {...form.getInputProps('bloodGroup')}
          />
          <TextInput label={t('blood.city')} {...form.getInputProps('city')} />
          <TextInput
            label={t('blood.pincode')}
            inputMode="numeric"
            {...form.getInputProps('pincode')}
          />
          <TextInput
            label={t('blood.contactPhone')}
            inputMode="numeric"
            {...form.getInputProps('phone')}
          />
        </SimpleGrid>
        <Checkbox
          mt="sm"
          label={t('blood.available')}
          {...form.getInputProps('available', { type: 'checkbox' })}
        />
        {failure && (
          <Alert color="red" mt="sm">
            {tm(errorMessage(failure, GENERIC_ERROR))}
          </Alert>
        )}
        <Group mt="sm">
          <Button type="submit" loading={save.isPending}>
            {t('blood.saveDonor')}
          </Button>
          {donor && (
            <Button
              variant="light"
              color="red"
              loading={remove.isPending}
              onClick={() => void askRemove()}
            >
              {t('blood.removeDonor')}
            </Button>
          )}
        </Group>
      </form>
      {dialog}
    </Section>
  );
}

function MemberSections() {
  const t = useStudentT();
  const { data: user } = useCurrentUser();
  const donor = useQuery({
    queryKey: [STUDENT_QUERY_KEY, 'blood-donor', user?._id],
    queryFn: () => apiGet<{ success: true; donor: Donor | null }>('/blood/donor'),
  });
  return (
    <>
      <RequestForm />
      <Section title={t('blood.mine')} id="blood-mine">
        <RequestList path="/blood/requests/mine" empty={t('blood.mineEmpty')} />
      </Section>
      {donor.data && (
        <DonorForm key={donor.data.donor ? 'donor' : 'none'} donor={donor.data.donor} />
      )}
      {donor.data?.donor && (
        <Section title={t('blood.forMe')} id="blood-for-me">
          <Text size="sm" mb="sm">
            {t('blood.forMeIntro')}
          </Text>
          <RequestList path="/blood/requests/for-me" empty={BLOOD_MESSAGES.empty} />
        </Section>
      )}
    </>
  );
}

/** The red-cell table: each row a recipient, each column a donor. */
function Compatibility() {
  const t = useStudentT();
  return (
    <Section title={t('blood.compatibility')} id="blood-compatibility">
      <div
        className="vedann-table-scroll"
        tabIndex={0}
        role="region"
        aria-label={t('blood.compatibility')}
      >
        <Table withTableBorder withColumnBorders ta="center" fz="sm">
          <Table.Caption>{t('blood.compatibilityCaption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('blood.recipient')}</Table.Th>
              {BLOOD_GROUPS.map((donor) => (
                <Table.Th key={donor} scope="col">
                  {donor}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {BLOOD_GROUPS.map((recipient) => (
              <Table.Tr key={recipient}>
                <Table.Th scope="row">{recipient}</Table.Th>
                {BLOOD_GROUPS.map((donor) => (
                  <Table.Td key={donor}>
                    {canDonate(donor, recipient) ? t('blood.yes') : t('blood.no')}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </Section>
  );
}

/** `/blood-help`: the board of requests and donors (issue 16, section 3). */
export function BloodHelpPage() {
  const t = useStudentT();
  usePageTitle(t('blood.title'));
  const location = useLocation();
  const { data: user } = useCurrentUser();
  return (
    <Stack gap="lg" py="md">
      <div>
        <Title order={1}>{t('blood.title')}</Title>
        <Text c="dimmed" mt={4}>
          {t('blood.intro')}
        </Text>
      </div>
      {user === null && (
        <Anchor component={Link} to={loginPath(location.pathname)}>
          {t('blood.logInToPost')}
        </Anchor>
      )}
      <OpenRequests />
      {user && <MemberSections />}
      <Compatibility />
    </Stack>
  );
}
