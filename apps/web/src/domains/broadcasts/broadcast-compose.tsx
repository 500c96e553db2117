import { useEffect, useRef, useState, type FormEvent } from 'react';
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
import {
  BROADCAST_BODY_MAX,
  BROADCAST_GROUPS,
  BROADCAST_MESSAGES,
  broadcastInputSchema,
  broadcastSettled,
  broadcastsApi,
  type BroadcastGroup,
  type BroadcastPick,
} from '@vedann/contracts';
import { useMessageT } from '../../i18n';
import { errorMessage } from '../../lib/api';
import { useEndpoint, useEndpointMutation, useRefresh } from '../../lib/endpoint';
import { useResourceList } from '../../lib/resource';
import { zodFormResolver } from '../../lib/zod-form';
import { translated } from '../../lib/form-errors';
import { ListPager } from '../../ui/list-pager';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { useBroadcastsT } from './i18n';
import { useGroupLabel, type BroadcastArea } from './broadcast-common';

const PEOPLE_PAGE = 8;
/** How often a message being sent is asked after, for its progress. */
const PROGRESS_POLL_MS = 1000;

interface Picked extends BroadcastPick {
  name: string;
}

const pickKey = (person: BroadcastPick) => `${person.directory}:${person.recordId}`;

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
  const list = useResourceList(broadcastsApi.people, {
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
                    : `${groupLabel(person.group)} · ${t('pick.unreachable')}`
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
          exportCsv={{ list: broadcastsApi.people, query: { search: debounced } }}
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
  const refreshHistory = useRefresh([broadcastsApi.history]);
  // Asked again until the message is sent.
  const progress = useEndpoint(
    broadcastsApi.one,
    { params: { id: broadcastId } },
    {
      refetchInterval: (answer) => (answer?.broadcast.status === 'done' ? false : PROGRESS_POLL_MS),
    },
  );
  const done = progress.data?.broadcast.status === 'done';
  // The history's row of this message then shows its final counts too, once.
  const historyRefreshed = useRef(false);
  useEffect(() => {
    if (!done || historyRefreshed.current) return;
    historyRefreshed.current = true;
    void refreshHistory();
  }, [done, refreshHistory]);
  const broadcast = progress.data?.broadcast;
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
export function ComposeForm({ area }: { area: BroadcastArea }) {
  const t = useBroadcastsT();
  const groupLabel = useGroupLabel(area);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [picked, setPicked] = useState<ReadonlyMap<string, Picked>>(new Map());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sentId, setSentId] = useState<string | null>(null);
  const send = useEndpointMutation(broadcastsApi.send, {
    stale: [broadcastsApi.history],
    onSuccess: (answer) => {
      setSentId(answer.broadcast._id);
      setDraft(EMPTY);
      setPicked(new Map());
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
    send.mutate({ body: input });
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
