import { useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  Paper,
  Pill,
  Progress,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BROADCAST_BODY_MAX,
  BROADCAST_GROUPS,
  BROADCAST_MESSAGES,
  broadcastInputSchema,
  broadcastSettled,
  type Broadcast,
  type BroadcastGroup,
  type BroadcastPerson,
  type BroadcastPick,
  type BroadcastRecipient,
  type NoticeAudience,
} from '@vedann/contracts';
import { useMessageT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { apiGet, apiSend, errorMessage } from '../../lib/api';
import { useStoredOrgId } from '../../lib/org-store';
import { RESOURCE_QUERY, useResourceList, type ResourceApi } from '../../lib/resource';
import { zodFormResolver } from '../../lib/zod-form';
import { translated } from '../../lib/form-errors';
import { ListPager } from '../../ui/list-pager';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { DataTable } from '../../ui/data-table';
import { useBroadcastsT } from './i18n';

/** The areas that mount Multiple; each names the directories' audiences its own way. */
export type BroadcastArea = 'gym' | 'ahar';

const HISTORY: ResourceApi = { path: '/broadcasts', listKey: 'broadcasts' };
const PEOPLE: ResourceApi = { path: '/broadcasts/people', listKey: 'people' };
const HISTORY_PAGE = 10;
const PEOPLE_PAGE = 8;
const RECIPIENTS_PAGE = 10;
/** How often a message being sent is asked after, for its progress. */
const PROGRESS_POLL_MS = 1000;

interface Picked extends BroadcastPick {
  name: string;
}

const pickKey = (person: BroadcastPick) => `${person.directory}:${person.recordId}`;

function useGroupLabel(area: BroadcastArea) {
  const t = useBroadcastsT();
  return (group: BroadcastGroup | NoticeAudience) =>
    group === 'everyone' ? t('groups.everyone') : t(`groups.${area}.${group}`);
}

/** The pick list: the business's people, searched and paged on the server, each a tick box. */
function PeoplePicker(props: {
  area: BroadcastArea;
  picked: ReadonlyMap<string, Picked>;
  onToggle: (person: Picked) => void;
  error: string | undefined;
}) {
  const t = useBroadcastsT();
  const tm = useMessageT();
  const groupLabel = useGroupLabel(props.area);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const list = useResourceList<BroadcastPerson>(PEOPLE, {
    page,
    limit: PEOPLE_PAGE,
    search: debounced,
  });
  return (
    <Fieldset legend={t('pick.legend')} variant="unstyled">
      <Stack gap="xs">
        <TextInput
          type="search"
          label={t('pick.search')}
          value={search}
          maw={360}
          // Enter in the search box searches; it must not send the message around it.
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
        />
        {list.isPending ? (
          <Loading label={t('pick.loading')} />
        ) : list.isError ? (
          <LoadError
            error={list.error}
            fallback={BROADCAST_MESSAGES.peopleLoadFailed}
            onRetry={() => void list.refetch()}
          />
        ) : list.data.rows.length === 0 ? (
          <Text c="dimmed">{tm(BROADCAST_MESSAGES.peopleEmpty)}</Text>
        ) : (
          <Stack gap={6}>
            {list.data.rows.map((person) => (
              <Checkbox
                key={pickKey(person)}
                label={person.name}
                description={
                  person.reachable
                    ? groupLabel(person.group)
                    : `${groupLabel(person.group)} · ${t('pick.noEmail')}`
                }
                checked={props.picked.has(pickKey(person))}
                onChange={() =>
                  props.onToggle({
                    directory: person.directory,
                    recordId: person.recordId,
                    name: person.name,
                  })
                }
              />
            ))}
          </Stack>
        )}
        <ListPager
          totalPages={list.data?.page.totalPages}
          page={page}
          onChange={setPage}
          label={t('pick.pager')}
        />
        {props.picked.size > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('pick.picked', { count: props.picked.size })}
            </Text>
            <Group gap={6}>
              {[...props.picked.values()].map((person) => (
                <Pill
                  key={pickKey(person)}
                  withRemoveButton
                  removeButtonProps={{ 'aria-label': t('pick.remove', { name: person.name }) }}
                  onRemove={() => props.onToggle(person)}
                >
                  {person.name}
                </Pill>
              ))}
            </Group>
          </Stack>
        )}
        {props.error && (
          <Text c="red" size="sm" role="alert">
            {props.error}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}

/** What became of the message just sent: its progress while it goes out, then the counts. */
function SendProgress({ broadcastId }: { broadcastId: string }) {
  const t = useBroadcastsT();
  const orgId = useStoredOrgId();
  const queryClient = useQueryClient();
  const progress = useQuery({
    queryKey: ['broadcast', orgId, broadcastId],
    queryFn: async () => {
      const answer = await apiGet<{ broadcast: Broadcast }>(`/broadcasts/${broadcastId}`);
      // The history's row of this message then shows its final counts too.
      if (answer.broadcast.status === 'done') {
        await queryClient.invalidateQueries({ queryKey: [RESOURCE_QUERY, HISTORY.path] });
      }
      return answer.broadcast;
    },
    refetchInterval: (query) => (query.state.data?.status === 'done' ? false : PROGRESS_POLL_MS),
  });
  const broadcast = progress.data;
  if (!broadcast) return null;
  const settled = broadcastSettled(broadcast);
  return (
    <Paper withBorder p="sm" role="status" aria-live="polite">
      {broadcast.status === 'sending' ? (
        <Stack gap={6}>
          <Text>{t('progress.sending', { done: settled, total: broadcast.recipients })}</Text>
          <Progress
            value={broadcast.recipients > 0 ? (settled / broadcast.recipients) * 100 : 0}
            aria-label={t('progress.sending', { done: settled, total: broadcast.recipients })}
          />
        </Stack>
      ) : (
        <Stack gap={4}>
          <Text fw={600}>
            {t('progress.done', {
              sent: broadcast.sent,
              total: broadcast.recipients,
              unreachable: broadcast.unreachable,
            })}
          </Text>
          {broadcast.failed > 0 && (
            <Text c="red">{t('progress.failed', { failed: broadcast.failed })}</Text>
          )}
        </Stack>
      )}
    </Paper>
  );
}

interface Draft {
  subject: string;
  body: string;
  group: BroadcastGroup | '';
}
const EMPTY: Draft = { subject: '', body: '', group: '' };

/** The compose form: subject, text, a group and/or people picked, and Send. */
function ComposeForm({ area }: { area: BroadcastArea }) {
  const t = useBroadcastsT();
  const groupLabel = useGroupLabel(area);
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [picked, setPicked] = useState<ReadonlyMap<string, Picked>>(new Map());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sentId, setSentId] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (input: unknown) =>
      apiSend<{ message: string; broadcast: Broadcast }>('POST', HISTORY.path, input),
    onSuccess: async (answer) => {
      setSentId(answer.broadcast._id);
      setDraft(EMPTY);
      setPicked(new Map());
      await queryClient.invalidateQueries({ queryKey: [RESOURCE_QUERY, HISTORY.path] });
    },
  });
  const set = (field: keyof Draft, value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const toggle = (person: Picked) =>
    setPicked((current) => {
      const next = new Map(current);
      if (next.has(pickKey(person))) next.delete(pickKey(person));
      else next.set(pickKey(person), person);
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      ...draft,
      people: [...picked.values()].map(({ directory, recordId }) => ({ directory, recordId })),
    };
    // The contract's messages, in the chosen language.
    const found = translated(zodFormResolver(broadcastInputSchema))(input) as Record<
      string,
      string
    >;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSentId(null);
    send.mutate(input);
  };

  return (
    <Paper withBorder p="md">
      <form noValidate onSubmit={submit} aria-label={t('compose')}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('compose')}
          </Title>
          <Text size="sm">{t('intro')}</Text>
          <TextInput
            label={t('subject')}
            value={draft.subject}
            error={errors.subject}
            onChange={(event) => set('subject', event.currentTarget.value)}
          />
          <Textarea
            label={t('body')}
            autosize
            minRows={4}
            value={draft.body}
            error={errors.body}
            description={t('bodyCount', { count: draft.body.length, max: BROADCAST_BODY_MAX })}
            onChange={(event) => set('body', event.currentTarget.value)}
          />
          <NativeSelect
            label={t('sendTo')}
            value={draft.group}
            error={errors.group}
            maw={360}
            data={[
              { value: '', label: t('groups.none') },
              ...BROADCAST_GROUPS.map((value) => ({ value, label: groupLabel(value) })),
            ]}
            onChange={(event) => set('group', event.currentTarget.value)}
          />
          <PeoplePicker area={area} picked={picked} onToggle={toggle} error={errors.people} />
          {send.isError && (
            <Alert color="red">{errorMessage(send.error, BROADCAST_MESSAGES.sendFailed)}</Alert>
          )}
          <Group>
            <Button type="submit" loading={send.isPending}>
              {t('send')}
            </Button>
          </Group>
          {sentId && <SendProgress broadcastId={sentId} />}
        </Stack>
      </form>
    </Paper>
  );
}

/** One message's recipients and what became of each e-mail, paged on the server. */
function RecipientList(props: { area: BroadcastArea; broadcast: Broadcast; onClose: () => void }) {
  const t = useBroadcastsT();
  const tm = useMessageT();
  const format = useFormat();
  const groupLabel = useGroupLabel(props.area);
  const [page, setPage] = useState(1);
  const resource: ResourceApi = {
    path: `/broadcasts/${props.broadcast._id}/recipients`,
    listKey: 'recipients',
  };
  const list = useResourceList<BroadcastRecipient>(resource, { page, limit: RECIPIENTS_PAGE });
  const title = t('recipients.title', { subject: props.broadcast.subject });
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          <Button variant="default" size="xs" onClick={props.onClose}>
            {t('recipients.close')}
          </Button>
        </Group>
        {list.isPending ? (
          <Loading label={t('recipients.loading')} />
        ) : list.isError ? (
          <LoadError error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data.rows.length === 0 ? (
          <Text c="dimmed">{tm(BROADCAST_MESSAGES.recipientsEmpty)}</Text>
        ) : (
          <DataTable
            caption={title}
            columns={[
              { key: 'name', label: t('recipients.name') },
              { key: 'group', label: t('recipients.group') },
              { key: 'status', label: t('recipients.status') },
              { key: 'sentAt', label: t('recipients.sentAt') },
            ]}
            rows={list.data.rows.map((row) => ({
              key: row._id,
              danger: row.status === 'failed',
              cells: {
                name: row.name,
                group: groupLabel(row.group),
                status: t(`recipients.statuses.${row.status}`),
                sentAt: row.sentAt ? format.dateTime(row.sentAt) : '',
              },
            }))}
          />
        )}
        <ListPager
          totalPages={list.data?.page.totalPages}
          page={page}
          onChange={setPage}
          label={t('recipients.pager')}
        />
      </Stack>
    </Paper>
  );
}

/** The messages sent, newest first, with their counts; each opens its recipients. */
function History({ area }: { area: BroadcastArea }) {
  const t = useBroadcastsT();
  const tm = useMessageT();
  const format = useFormat();
  const groupLabel = useGroupLabel(area);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Broadcast | null>(null);
  const top = useRef<HTMLDivElement>(null);
  const list = useResourceList<Broadcast>(HISTORY, { page, limit: HISTORY_PAGE });
  const to = (broadcast: Broadcast) =>
    [
      broadcast.group ? groupLabel(broadcast.group) : null,
      broadcast.picked > 0 ? t('history.picked', { count: broadcast.picked }) : null,
    ]
      .filter(Boolean)
      .join(' + ');
  return (
    <Stack gap="sm" ref={top}>
      <Title order={2} size="h4">
        {t('history.title')}
      </Title>
      {list.isPending ? (
        <Loading label={tm(BROADCAST_MESSAGES.loading)} />
      ) : list.isError ? (
        <LoadError
          error={list.error}
          fallback={BROADCAST_MESSAGES.loadFailed}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.rows.length === 0 ? (
        <Text c="dimmed">{tm(BROADCAST_MESSAGES.empty)}</Text>
      ) : (
        <DataTable
          caption={t('history.title')}
          columns={[
            { key: 'date', label: t('history.date') },
            { key: 'subject', label: t('history.subject') },
            { key: 'to', label: t('history.to') },
            { key: 'recipients', label: t('history.recipients') },
            { key: 'sent', label: t('history.sent') },
            { key: 'unreachable', label: t('history.unreachable') },
            { key: 'failed', label: t('history.failed') },
            { key: 'status', label: t('history.status') },
            { key: 'by', label: t('history.by') },
            { key: 'actions', label: t('history.actions') },
          ]}
          rows={list.data.rows.map((broadcast) => ({
            key: broadcast._id,
            cells: {
              date: format.dateTime(broadcast.createdAt),
              subject: <Text style={{ overflowWrap: 'anywhere' }}>{broadcast.subject}</Text>,
              to: to(broadcast),
              recipients: format.number(broadcast.recipients),
              sent: format.number(broadcast.sent),
              unreachable: format.number(broadcast.unreachable),
              failed: format.number(broadcast.failed),
              status: t(`history.statuses.${broadcast.status}`),
              by: broadcast.sentBy,
              actions: (
                <Button
                  size="xs"
                  variant="light"
                  aria-label={t('history.showOf', { subject: broadcast.subject })}
                  onClick={() => setOpen(broadcast)}
                >
                  {t('history.show')}
                </Button>
              ),
            },
          }))}
        />
      )}
      <ListPager
        totalPages={list.data?.page.totalPages}
        page={page}
        onChange={setPage}
        label={t('history.pager')}
        scrollTo={top}
      />
      {open && (
        <RecipientList key={open._id} area={area} broadcast={open} onClose={() => setOpen(null)} />
      )}
    </Stack>
  );
}

/** Multiple (SUTRIN ADMIN): compose and send, then the history of what was sent. */
function BroadcastPanel({ area }: { area: BroadcastArea }) {
  return (
    <Stack gap="lg">
      <ComposeForm area={area} />
      <History area={area} />
    </Stack>
  );
}

/** The gym's Multiple: members, trainers and staff, the team (permission `sms`). */
export function GymBroadcastPanel() {
  return <BroadcastPanel area="gym" />;
}

/** The ahar's Multiple: regular members, staff, the team (permission `notice`). */
export function AharBroadcastPanel() {
  return <BroadcastPanel area="ahar" />;
}
