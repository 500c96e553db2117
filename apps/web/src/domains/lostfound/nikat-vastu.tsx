import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Image,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  LOST_EMPTY_TEXTS,
  LOST_FIELDS,
  LOST_MESSAGES,
  LOST_TITLE_FIELD,
  type LostKind,
  type LostReport,
} from '@vedann/contracts';
import { ApiError, errorMessage } from '../../lib/api';
import { Loading } from '../../ui/loading';
import { EMPTY_FILTERS, useLostList, useResolveReport, type LostFilters } from './lostfound-api';
import { MessageReporterButton } from './message-reporter';
import { ListPager } from '../../ui/list-pager';

const KIND_LABELS: Record<LostKind, string> = {
  human: 'Human Beings',
  animal: 'Animals',
  material: 'Materials',
};

const WHERE_WHEN = new Set(['lostLocation', 'lostDate', 'lostTime']);

/** The text of one field of a report, or '' when it was left empty. */
export const fieldText = (report: LostReport, name: string): string => {
  const value = report[name];
  return typeof value === 'string' ? value : '';
};

export function reportTitle(report: { kind: LostKind; title: string }): string {
  if (report.title) return report.title;
  return report.kind === 'material' ? 'Material' : report.kind === 'human' ? 'Person' : 'Animal';
}

function ReportCard({ report }: { report: LostReport }) {
  const resolve = useResolveReport();
  const title = reportTitle(report);
  const details = LOST_FIELDS[report.kind].filter(
    (field) =>
      !WHERE_WHEN.has(field.name) &&
      field.name !== LOST_TITLE_FIELD[report.kind] &&
      fieldText(report, field.name) !== '',
  );
  return (
    <Card withBorder padding="md" component="article" aria-label={title}>
      <Card.Section>
        <Image src={report.image} alt={`Photo of ${title}`} h={180} fit="cover" />
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={4}>{title}</Title>
          {report.distanceKm !== null && <Badge variant="light">{report.distanceKm} km away</Badge>}
        </Group>
        <Text size="sm">
          Lost at {fieldText(report, 'lostLocation')} on {fieldText(report, 'lostDate')}
          {fieldText(report, 'lostTime') && ` at ${fieldText(report, 'lostTime')}`}
        </Text>
        {details.map((field) => (
          <Text size="sm" key={field.name}>
            <Text span fw={600}>
              {field.label}:
            </Text>{' '}
            {fieldText(report, field.name)}
          </Text>
        ))}
        <Text size="xs" c="dimmed">
          Reported by {report.isMine ? 'you' : report.author.fullname}
        </Text>
        {report.isMine ? (
          <Button
            variant="light"
            color="green"
            mt="xs"
            loading={resolve.isPending}
            onClick={() => resolve.mutate(report._id)}
          >
            Mark resolved
          </Button>
        ) : (
          <MessageReporterButton report={report} />
        )}
        {resolve.isError && (
          <Text c="red" size="sm" role="alert">
            {errorMessage(resolve.error, LOST_MESSAGES.fetchFailed)}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function ReportList({ kind, filters }: { kind: LostKind; filters: LostFilters }) {
  const [page, setPage] = useState(1);
  const list = useLostList(kind, filters, page);
  if (list.isPending) return <Loading />;
  if (list.isError) {
    // A place the gazetteer does not know is the viewer's to fix, so its message is shown.
    const text =
      list.error instanceof ApiError && list.error.status === 400
        ? errorMessage(list.error, LOST_MESSAGES.fetchFailed)
        : LOST_MESSAGES.fetchFailed;
    return (
      <Alert color="red" role="alert">
        {text}
      </Alert>
    );
  }
  const { reports, page: info } = list.data;
  if (reports.length === 0) return <Text role="status">{LOST_EMPTY_TEXTS[kind]}</Text>;
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {reports.map((report) => (
          <ReportCard key={report._id} report={report} />
        ))}
      </SimpleGrid>
      <ListPager
        totalPages={info.totalPages}
        page={info.page}
        onChange={setPage}
        label={`${KIND_LABELS[kind]} pages`}
      />
    </Stack>
  );
}

/** Nikat Vastu: open reports near the viewer, searchable and filterable. */
export function NikatVastu() {
  const [kind, setKind] = useState<LostKind>('human');
  const [draft, setDraft] = useState<LostFilters>(EMPTY_FILTERS);
  const [locating, setLocating] = useState<string | null>(null);
  const [filters] = useDebouncedValue(draft, 400);
  const set = (patch: Partial<LostFilters>) => setDraft((current) => ({ ...current, ...patch }));

  const useMyLocation = () => {
    if (!('geolocation' in navigator)) {
      setLocating('Your browser cannot share its location; type a city or pincode instead.');
      return;
    }
    setLocating('Finding your location...');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(null);
        set({ near: '', point: { lat: position.coords.latitude, lng: position.coords.longitude } });
      },
      () => setLocating('Location was not shared; type a city or pincode instead.'),
      { timeout: 10_000 },
    );
  };

  return (
    <Stack>
      <SegmentedControl
        value={kind}
        onChange={(value) => setKind(value as LostKind)}
        data={(Object.keys(KIND_LABELS) as LostKind[]).map((value) => ({
          value,
          label: KIND_LABELS[value],
        }))}
        aria-label="Kind of item"
      />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }}>
        <TextInput
          label="Search"
          placeholder="Name, colour, brand..."
          value={draft.search}
          onChange={(event) => set({ search: event.currentTarget.value })}
        />
        <TextInput
          label="Location"
          placeholder="Area or city"
          value={draft.location}
          onChange={(event) => set({ location: event.currentTarget.value })}
        />
        <TextInput
          label="Lost from"
          type="date"
          value={draft.from}
          onChange={(event) => set({ from: event.currentTarget.value })}
        />
        <TextInput
          label="Lost until"
          type="date"
          value={draft.to}
          onChange={(event) => set({ to: event.currentTarget.value })}
        />
        <TextInput
          label="Near (city or pincode)"
          placeholder="Pune or 411001"
          value={draft.point ? 'My location' : draft.near}
          readOnly={draft.point !== null}
          onChange={(event) => set({ near: event.currentTarget.value, point: null })}
        />
      </SimpleGrid>
      <Group>
        <Button variant="light" onClick={useMyLocation}>
          Use my location
        </Button>
        <Button
          variant="subtle"
          onClick={() => {
            setDraft(EMPTY_FILTERS);
            setLocating(null);
          }}
        >
          Clear filters
        </Button>
        {locating && (
          <Text size="sm" role="status">
            {locating}
          </Text>
        )}
      </Group>
      <ReportList key={`${kind}-${JSON.stringify(filters)}`} kind={kind} filters={filters} />
    </Stack>
  );
}
