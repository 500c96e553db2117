import {
  EVENT_KINDS,
  EVENT_MESSAGES,
  eventInputSchema,
  studentApi,
  type EventItem,
} from '@vedann/contracts';
import { useMessageT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { callEndpoint } from '../../../lib/endpoint';
import type { ResourceRef } from '../../../lib/resource';
import { EditableTable } from '../../../ui/editable-table';
import { useStudentT } from '../i18n';

type EventDraft = Record<
  'title' | 'date' | 'location' | 'mapLink' | 'description' | 'image' | 'kind',
  string
>;

/** The server's limit for pictures (2 MB, as every image of the product). */
const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

async function uploadImage(file: File): Promise<string> {
  if (file.size > MAX_IMAGE_BYTES) throw new Error(EVENT_MESSAGES.imageFile);
  const data = new FormData();
  data.append('image', file);
  return (await callEndpoint(studentApi.events.uploadImage, { body: data })).url;
}

const toDraft = (row: EventItem): EventDraft => ({
  title: row.title,
  // The list says Coming Soon for an event without a date; the form leaves the date empty.
  date: /^\d{4}-\d{2}-\d{2}$/.test(row.date) ? row.date : '',
  location: row.location,
  mapLink: row.mapLink,
  description: row.description,
  image: row.image,
  kind: row.kind,
});

/**
 * Events as their organiser keeps them: the platform's (`/platform/events`, administrators) or
 * the current business's (`/events/own`), with how many people are interested.
 */
export function EventsTable(props: { resource: ResourceRef; title: string; canEdit?: boolean }) {
  const t = useStudentT();
  const tm = useMessageT();
  const format = useFormat();
  return (
    <EditableTable<EventItem, EventDraft>
      title={props.title}
      resource={props.resource}
      canEdit={props.canEdit}
      columns={[
        { field: 'title', label: t('events.fields.title') },
        {
          field: 'date',
          label: t('events.fields.date'),
          kind: 'date',
          render: (row) =>
            /^\d{4}-\d{2}-\d{2}$/.test(row.date) ? format.date(row.date) : tm(row.date),
        },
        { field: 'location', label: t('events.fields.location') },
        { field: 'mapLink', label: t('events.fields.mapLink') },
        { field: 'description', label: t('events.fields.description'), kind: 'textarea' },
        {
          field: 'image',
          label: t('events.fields.image'),
          kind: 'file',
          accept: 'image/png,image/jpeg,image/webp,image/gif',
          upload: uploadImage,
          render: (row) =>
            row.image ? (
              <img src={row.image} alt={t('events.imageAlt', { title: row.title })} height={40} />
            ) : null,
        },
        {
          field: 'kind',
          label: t('events.fields.kind'),
          kind: 'select',
          options: EVENT_KINDS,
          render: (row) => t(`events.kinds.${row.kind}`),
        },
      ]}
      emptyDraft={{
        title: '',
        date: '',
        location: '',
        mapLink: '',
        description: '',
        image: '',
        kind: 'general',
      }}
      toDraft={toDraft}
      toInput={(draft) => draft}
      schema={eventInputSchema}
      emptyText={tm(EVENT_MESSAGES.empty)}
      loadErrorText={tm(EVENT_MESSAGES.loadFailed)}
      labels={{ add: t('events.add'), addTitle: t('events.addTitle') }}
      rowActions={(row) => <span>{t('events.interestCount', { count: row.interestCount })}</span>}
    />
  );
}
