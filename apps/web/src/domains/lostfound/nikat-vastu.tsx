import { useState } from 'react';
import {
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
  LOST_MESSAGES,
  LOST_TITLE_FIELD,
  WHERE_WHEN_FIELDS,
  reportFields,
  type LostKind,
  type LostReport,
  type ReportDirection,
  readablePhone,
} from '@vedann/contracts';
import { ApiError, errorMessage } from '../../lib/api';
import { Loading } from '../../ui/loading';
import {
  EMPTY_FILTERS,
  posterUrl,
  useLostList,
  useResolveReport,
  type LostFilters,
} from './lostfound-api';
import { MessageReporterButton } from './message-reporter';
import { ListPager } from '../../ui/list-pager';
import { useMessageT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { useLostT } from './i18n';
import { LoadError } from '../../ui/load-error';
import { DateField } from '../../ui/date-field';
import { isDayOrEmpty } from '../../ui/date-text';

const KINDS: LostKind[] = ['human', 'animal', 'material'];

const WHERE_WHEN = new Set<string>([
  ...Object.values(WHERE_WHEN_FIELDS.lost),
  ...Object.values(WHERE_WHEN_FIELDS.found),
]);

/** The text of one field of a report, or '' when it was left empty. */
export const fieldText = (report: LostReport, name: string): string => {
  const value = report[name];
  return typeof value === 'string' ? value : '';
};

/** A report's title: its name, or what it is when it has none, in the chosen language. */
export function useReportTitle() {
  const t = useLostT();
  return (report: { kind: LostKind; title: string }): string => {
    if (report.title) return report.title;
    return report.kind === 'material'
      ? t('list.material_title')
      : report.kind === 'human'
        ? t('list.person')
        : t('list.animal_title');
  };
}

/** Where and when a report's subject was lost or found, as one sentence. */
export function useWhereWhen() {
  const t = useLostT();
  const format = useFormat();
  return (report: LostReport): string => {
    const names = WHERE_WHEN_FIELDS[report.direction];
    const date = fieldText(report, names.date);
    const where = {
      location: fieldText(report, names.location),
      date: date ? format.date(date) : '',
      time: format.time(fieldText(report, names.time)),
    };
    if (report.direction === 'found')
      return where.time ? t('list.foundAtTime', where) : t('list.foundAt', where);
    return where.time ? t('list.lostAtTime', where) : t('list.lostAt', where);
  };
}

/** A report as a card: photo, where and when, its other fields (with units), and actions. */
export function ReportCard({ report }: { report: LostReport }) {
  const t = useLostT();
  const tm = useMessageT();
  const format = useFormat();
  const resolve = useResolveReport();
  const title = useReportTitle()(report);
  const whereWhen = useWhereWhen()(report);
  const details = reportFields(report.kind, report.direction).filter(
    (field) =>
      !WHERE_WHEN.has(field.name) &&
      field.name !== LOST_TITLE_FIELD[report.kind] &&
      fieldText(report, field.name) !== '',
  );
  return (
    <Card withBorder padding="md" component="article" aria-label={title}>
      <Card.Section>
        <Image src={report.image} alt={t('list.photoOf', { title })} h={180} fit="cover" />
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={4}>{title}</Title>
          {report.distanceKm !== null && (
            <Badge variant="light">
              {t('list.kmAway', { km: format.number(report.distanceKm) })}
            </Badge>
          )}
        </Group>
        <Text size="sm">{whereWhen}</Text>
        {details.map((field) => (
          <Text size="sm" key={field.name}>
            <Text span fw={600}>
              {t(`fields.${field.name}`, { defaultValue: field.label })}:
            </Text>{' '}
            {field.unit
              ? t('units.valueWithUnit', {
                  value: fieldText(report, field.name),
                  unit: t(`units.${field.unit}`),
                })
              : field.pattern === 'guardianPhone'
                ? readablePhone(fieldText(report, field.name))
                : fieldText(report, field.name)}
          </Text>
        ))}
        <Text size="xs" c="dimmed">
          {report.isMine
            ? t('list.reportedByYou')
            : t('list.reportedBy', { name: report.author.fullname })}
        </Text>
        {report.direction === 'lost' && (
          <Button
            component="a"
            href={posterUrl(report._id)}
            download
            variant="default"
            mt="xs"
            aria-label={t('list.posterOf', { title })}
          >
            {t('list.poster')}
          </Button>
        )}
        {report.isMine ? (
          <Button
            variant="light"
            color="green"
            mt="xs"
            loading={resolve.isPending}
            onClick={() => resolve.mutate(report._id)}
          >
            {t('list.markResolved')}
          </Button>
        ) : (
          <MessageReporterButton report={report} />
        )}
        {resolve.isError && (
          <Text c="red" size="sm" role="alert">
            {tm(errorMessage(resolve.error, LOST_MESSAGES.fetchFailed))}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function ReportList({
  kind,
  filters,
  direction,
}: {
  kind: LostKind;
  filters: LostFilters;
  direction: ReportDirection;
}) {
  const t = useLostT();
  const tm = useMessageT();
  const [page, setPage] = useState(1);
  const list = useLostList(kind, filters, page, direction);
  if (list.isPending) return <Loading />;
  if (list.isError) {
    // A place the gazetteer does not know is the viewer's to fix, so its message is shown.
    const text =
      list.error instanceof ApiError && list.error.status === 400
        ? errorMessage(list.error, LOST_MESSAGES.fetchFailed)
        : LOST_MESSAGES.fetchFailed;
    return <LoadError error={undefined} fallback={text} onRetry={() => void list.refetch()} />;
  }
  const { reports, page: info } = list.data;
  if (reports.length === 0) return <Text role="status">{tm(LOST_EMPTY_TEXTS[kind])}</Text>;
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
        label={t('list.pages', { kind: t(`list.${kind}`) })}
      />
    </Stack>
  );
}

/** Nikat Vastu: open reports near the viewer, searchable and filterable. */
export function NikatVastu() {
  const t = useLostT();
  const [kind, setKind] = useState<LostKind>('human');
  const [direction, setDirection] = useState<ReportDirection>('lost');
  const [draft, setDraft] = useState<LostFilters>(EMPTY_FILTERS);
  const [locating, setLocating] = useState<'noGeolocation' | 'locating' | 'notShared' | null>(null);
  const [filters] = useDebouncedValue(draft, 400);
  const set = (patch: Partial<LostFilters>) => setDraft((current) => ({ ...current, ...patch }));

  const useMyLocation = () => {
    if (!('geolocation' in navigator)) {
      setLocating('noGeolocation');
      return;
    }
    setLocating('locating');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(null);
        set({ near: '', point: { lat: position.coords.latitude, lng: position.coords.longitude } });
      },
      () => setLocating('notShared'),
      { timeout: 10_000 },
    );
  };

  return (
    <Stack>
      <SegmentedControl
        value={direction}
        onChange={(value) => setDirection(value as ReportDirection)}
        data={[
          { value: 'lost', label: t('list.lostReports') },
          { value: 'found', label: t('list.foundReports') },
        ]}
        aria-label={t('list.direction')}
      />
      <SegmentedControl
        value={kind}
        onChange={(value) => setKind(value as LostKind)}
        data={KINDS.map((value) => ({ value, label: t(`list.${value}`) }))}
        aria-label={t('list.kindOfItem')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }}>
        <TextInput
          label={t('list.search')}
          placeholder={t('list.searchHint')}
          value={draft.search}
          onChange={(event) => set({ search: event.currentTarget.value })}
        />
        <TextInput
          label={t('list.location')}
          placeholder={t('list.locationHint')}
          value={draft.location}
          onChange={(event) => set({ location: event.currentTarget.value })}
        />
        <DateField
          label={t('list.from')}
          value={draft.from}
          onChange={(from) => isDayOrEmpty(from) && set({ from })}
        />
        <DateField
          label={t('list.until')}
          value={draft.to}
          onChange={(to) => isDayOrEmpty(to) && set({ to })}
        />
        <TextInput
          label={t('list.near')}
          placeholder={t('list.nearHint')}
          value={draft.point ? t('list.myLocation') : draft.near}
          readOnly={draft.point !== null}
          onChange={(event) => set({ near: event.currentTarget.value, point: null })}
        />
      </SimpleGrid>
      <Group>
        <Button variant="light" onClick={useMyLocation}>
          {t('list.useMyLocation')}
        </Button>
        <Button
          variant="subtle"
          onClick={() => {
            setDraft(EMPTY_FILTERS);
            setLocating(null);
          }}
        >
          {t('list.clearFilters')}
        </Button>
        {locating && (
          <Text size="sm" role="status">
            {t(`list.${locating}`)}
          </Text>
        )}
      </Group>
      <ReportList
        key={`${direction}-${kind}-${JSON.stringify(filters)}`}
        kind={kind}
        direction={direction}
        filters={filters}
      />
    </Stack>
  );
}
