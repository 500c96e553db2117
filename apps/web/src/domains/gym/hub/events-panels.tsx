import { useState } from 'react';
import { Card, Image, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import {
  GYM_EVENT_MESSAGES,
  GYM_ORGANIZATION_MESSAGES,
  GYM_ORG_RELATIONS,
  gymEventInputSchema,
  gymOrganizationInputSchema,
  gymApi,
  type GymEvent,
  type GymOrganization,
  readablePhone,
} from '@vedann/contracts';
import { useMessageT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { useResourceList } from '../../../lib/resource';
import { EditableTable, type EditableColumn } from '../../../ui/editable-table';
import { ListPager } from '../../../ui/list-pager';
import { LoadError } from '../../../ui/load-error';
import { Loading } from '../../../ui/loading';
import { hubFileColumn } from './files';
import { useGymHubT } from './i18n';
import './hub.css';
import { FileLink } from './file-link';

// Organizations: the gym's partner and branch organizations.
type OrganizationDraft = {
  orgName: string;
  relation: string;
  opendate: string;
  productId: string;
  address: string;
  phone: string;
  email: string;
  founders: string;
};

/** Add, edit and delete partner and branch organizations; founders as a list of names. */
export function OrganizationsPanel() {
  const t = useGymHubT();
  const tm = useMessageT();
  const format = useFormat();
  const columns: EditableColumn<GymOrganization, OrganizationDraft>[] = [
    { field: 'orgName', label: t('organizations.orgName') },
    {
      field: 'relation',
      label: t('organizations.relation'),
      kind: 'select',
      options: GYM_ORG_RELATIONS,
    },
    {
      field: 'opendate',
      label: t('organizations.opendate'),
      kind: 'date',
      render: (row) => format.date(row.opendate),
    },
    { field: 'productId', label: t('organizations.productId') },
    { field: 'phone', label: t('organizations.phone'), render: (row) => readablePhone(row.phone) },
    { field: 'email', label: t('organizations.email') },
    { field: 'address', label: t('organizations.address'), formOnly: true },
    {
      field: 'founders',
      label: t('organizations.founders'),
      render: (row) => row.founders.map((f) => f.name).join(', '),
    },
  ];
  return (
    <EditableTable
      title={t('organizations.title')}
      resource={gymApi.hub.organizations}
      columns={columns}
      emptyDraft={{
        orgName: '',
        relation: GYM_ORG_RELATIONS[0],
        opendate: '',
        productId: '',
        address: '',
        phone: '',
        email: '',
        founders: '',
      }}
      toDraft={(row) => ({ ...row, founders: row.founders.map((f) => f.name).join(', ') })}
      toInput={(draft) => ({
        ...draft,
        founders: draft.founders
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
          .map((name) => ({ name })),
      })}
      schema={gymOrganizationInputSchema}
      emptyText={tm(GYM_ORGANIZATION_MESSAGES.empty)}
      loadErrorText={t('common.loadFailed')}
    />
  );
}

// Gym events: a table or cards.
type EventDraft = {
  srNo: string;
  eventName: string;
  goal: string;
  musclePrimary: string;
  muscleSecondary: string;
  place: string;
  duration: string;
  description: string;
  pic: string;
  date: string;
  isPublic: boolean;
};

/** The spec's two display modes: the editable table, or cards. */
export function EventsPanel() {
  const t = useGymHubT();
  const tm = useMessageT();
  const format = useFormat();
  const [mode, setMode] = useState<'table' | 'cards'>('table');
  const columns: EditableColumn<GymEvent, EventDraft>[] = [
    { field: 'srNo', label: t('events.srNo'), kind: 'number' },
    { field: 'eventName', label: t('events.eventName') },
    { field: 'goal', label: t('events.goal') },
    { field: 'musclePrimary', label: t('events.musclePrimary') },
    { field: 'muscleSecondary', label: t('events.muscleSecondary') },
    { field: 'place', label: t('events.place') },
    { field: 'duration', label: t('events.duration'), kind: 'number' },
    {
      field: 'description',
      label: t('events.description'),
      ...hubFileColumn('event-description'),
      render: (row) => <FileLink url={row.description} label={t('common.open')} />,
    },
    {
      field: 'pic',
      label: t('events.pic'),
      ...hubFileColumn('event-pic'),
      render: (row) =>
        row.pic ? (
          <Image src={row.pic} alt={t('events.picOf', { name: row.eventName })} w={48} h={48} />
        ) : null,
    },
    {
      field: 'date',
      label: t('events.date'),
      kind: 'date',
      render: (row) => (row.date ? format.date(row.date) : ''),
    },
    {
      field: 'isPublic',
      label: t('events.isPublic'),
      kind: 'checkbox',
      render: (row) => (row.isPublic ? t('events.yes') : t('events.no')),
    },
  ];
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label={t('events.mode')}
        value={mode}
        onChange={(value) => setMode(value === 'cards' ? 'cards' : 'table')}
        data={[
          { value: 'table', label: t('events.table') },
          { value: 'cards', label: t('events.cards') },
        ]}
      />
      {mode === 'table' ? (
        <EditableTable
          title={t('events.title')}
          resource={gymApi.hub.events}
          columns={columns}
          emptyDraft={{
            srNo: '1',
            eventName: '',
            goal: '',
            musclePrimary: '',
            muscleSecondary: '',
            place: '',
            duration: '60',
            description: '',
            pic: '',
            date: '',
            isPublic: false,
          }}
          toDraft={(row) => ({ ...row, srNo: String(row.srNo), duration: String(row.duration) })}
          toInput={(draft) => draft}
          schema={gymEventInputSchema}
          emptyText={tm(GYM_EVENT_MESSAGES.empty)}
          loadErrorText={t('common.loadFailed')}
        />
      ) : (
        <EventCards />
      )}
    </Stack>
  );
}

function EventCards() {
  const t = useGymHubT();
  const tm = useMessageT();
  const [page, setPage] = useState(1);
  const list = useResourceList(gymApi.hub.events, { page, limit: 12 });
  if (list.isPending) return <Loading />;
  if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('events.title')}
      </Title>
      {list.data.rows.length === 0 ? (
        <Text>{tm(GYM_EVENT_MESSAGES.empty)}</Text>
      ) : (
        <div className="gym-hub-cards">
          {list.data.rows.map((event) => (
            <Card
              key={event._id}
              withBorder
              padding="sm"
              component="article"
              aria-label={event.eventName}
            >
              {event.pic && (
                <Card.Section>
                  <Image
                    src={event.pic}
                    alt={t('events.picOf', { name: event.eventName })}
                    h={140}
                  />
                </Card.Section>
              )}
              <Title order={3} size="h5" mt="xs">
                {t('events.card', { n: event.srNo, name: event.eventName })}
              </Title>
              <Text size="sm">{event.goal}</Text>
              <Text size="sm">
                {t('events.muscles', {
                  primary: event.musclePrimary,
                  secondary: event.muscleSecondary || '-',
                })}
              </Text>
              <Text size="sm">
                {t('events.where', { place: event.place, minutes: event.duration })}
              </Text>
              <FileLink url={event.description} label={t('events.description')} />
            </Card>
          ))}
        </div>
      )}
      <ListPager
        exportCsv={{ list: gymApi.hub.events }}
        totalPages={list.data.page.totalPages}
        page={page}
        onChange={setPage}
        label={t('events.title')}
      />
    </Stack>
  );
}
