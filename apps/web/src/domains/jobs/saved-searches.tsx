import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  MESSAGE_CHANNELS,
  SAVED_SEARCH_MESSAGES,
  type MessageChannelName,
} from '@vedann/contracts';
import { Link } from 'react-router';
import { useMessageT } from '../../i18n';
import { errorMessage } from '../../lib/api';
import { useConfirm } from '../../ui/confirm';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { useJobsT } from './i18n';
import { useSavedSearchActions, useSavedSearches } from './jobs-api';

/**
 * A student's saved searches beside the filters: save the current one (with daily e-mail alerts,
 * on unless unticked), open one, turn its alerts on or off, delete it.
 */
export function SavedSearches({ query }: { query: string }) {
  const t = useJobsT();
  const tm = useMessageT();
  const searches = useSavedSearches(true);
  const { save, setAlerts, remove } = useSavedSearchActions();
  const { confirm, dialog } = useConfirm();
  const [name, setName] = useState('');
  const [alerts, setAlertsOn] = useState(true);
  const [alertChannels, setAlertChannels] = useState<MessageChannelName[]>(['email']);
  const channelsError = alerts && alertChannels.length === 0;
  const nothingChosen = query === '';

  let list;
  if (searches.isPending) list = <Loading />;
  else if (searches.isError)
    list = <LoadError error={searches.error} onRetry={() => void searches.refetch()} />;
  else if (searches.data.length === 0) list = <Text size="sm">{t('saved.none')}</Text>;
  else
    list = (
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {searches.data.map((search) => (
          <li key={search._id}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Anchor
                component={Link}
                to={`/jobs?${search.query}`}
                miw={0}
                style={{ overflowWrap: 'anywhere' }}
              >
                {search.name}
              </Anchor>
              <Group gap={6} wrap="nowrap">
                <Switch
                  size="xs"
                  label={t('saved.alerts')}
                  checked={search.alerts}
                  onChange={(event) =>
                    setAlerts.mutate({ id: search._id, alerts: event.currentTarget.checked })
                  }
                />
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  aria-label={t('saved.delete', { name: search.name })}
                  onClick={() => {
                    void (async () => {
                      if (await confirm({ title: t('saved.deleteTitle', { name: search.name }) }))
                        remove.mutate(search._id);
                    })();
                  }}
                >
                  {t('saved.deleteShort')}
                </Button>
              </Group>
            </Group>
          </li>
        ))}
      </Stack>
    );

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="saved-searches-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="saved-searches-title">
          {t('saved.title')}
        </Title>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (channelsError) return;
            save.mutate(
              { name, query, alerts, alertChannels: alerts ? alertChannels : ['email'] },
              { onSuccess: () => setName('') },
            );
          }}
        >
          <Stack gap="xs">
            <TextInput
              label={t('saved.name')}
              value={name}
              maxLength={80}
              required
              onChange={(event) => setName(event.currentTarget.value)}
              description={nothingChosen ? tm(SAVED_SEARCH_MESSAGES.empty) : undefined}
            />
            <Checkbox
              label={t('saved.emailMe')}
              checked={alerts}
              onChange={(event) => setAlertsOn(event.currentTarget.checked)}
            />
            {alerts && (
              <Checkbox.Group
                label={t('saved.channels')}
                description={t('saved.channelsHint')}
                value={alertChannels}
                onChange={(value) =>
                  setAlertChannels(MESSAGE_CHANNELS.filter((channel) => value.includes(channel)))
                }
                error={channelsError ? tm(SAVED_SEARCH_MESSAGES.channels) : undefined}
              >
                <Group gap="sm" mt={4}>
                  {MESSAGE_CHANNELS.map((channel) => (
                    <Checkbox key={channel} value={channel} label={t(`saved.channel.${channel}`)} />
                  ))}
                </Group>
              </Checkbox.Group>
            )}
            <Button type="submit" size="xs" loading={save.isPending} disabled={nothingChosen}>
              {t('saved.save')}
            </Button>
            {save.isError && (
              <Alert color="red" role="alert">
                {tm(errorMessage(save.error, SAVED_SEARCH_MESSAGES.query))}
              </Alert>
            )}
          </Stack>
        </form>
        {list}
      </Stack>
      {dialog}
    </Paper>
  );
}
