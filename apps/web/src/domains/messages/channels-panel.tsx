import { useId, useState, type FormEvent } from 'react';
import { Checkbox, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  FULL_ACCESS_ROLES,
  MESSAGE_CHANNELS,
  messagesApi,
  messageSettingsInputSchema,
  type MessageChannelName,
  type MessageSettings,
} from '@vedann/contracts';
import { useMessageT } from '../../i18n';
import { useEndpoint, useEndpointMutation } from '../../lib/endpoint';
import { useCurrentOrg } from '../../lib/org';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { SubmitRow } from '../../ui/submit-row';
import { useMessagesT } from './i18n';

/** What each channel does here: the server sends it, the desk does (WhatsApp), or it is off. */
function howSent(channel: MessageChannelName, providers: MessageSettings['providers']) {
  if (channel === 'email') return 'email' as const;
  if (channel === 'whatsapp') return providers.whatsapp ? 'server' : 'clickToChat';
  return providers.sms ? 'server' : 'off';
}

function ChannelsForm({ saved, mayChange }: { saved: MessageSettings; mayChange: boolean }) {
  const t = useMessagesT();
  const tm = useMessageT();
  const ids = useId();
  const [channels, setChannels] = useState<string[]>(saved.channels);
  const [error, setError] = useState<string | null>(null);
  const save = useEndpointMutation(messagesApi.saveSettings, {
    stale: [messagesApi.settings],
    onSuccess: (answer) => {
      setChannels(answer.settings.channels);
      notifications.show({ color: 'green', message: tm(answer.message) });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = messageSettingsInputSchema.safeParse({ channels });
    if (!checked.success) {
      setError(tm(checked.error.issues[0]?.message ?? ''));
      return;
    }
    setError(null);
    save.mutate({ body: { channels: checked.data.channels } });
  };
  return (
    <Stack gap="md" maw={560}>
      <Text>{t('settings.intro')}</Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Checkbox.Group
            label={t('settings.label')}
            value={channels}
            onChange={setChannels}
            error={error}
            readOnly={!mayChange}
          >
            <Stack gap="xs" mt="xs">
              {MESSAGE_CHANNELS.map((channel) => (
                <Checkbox
                  key={channel}
                  value={channel}
                  disabled={!mayChange}
                  label={t(`settings.channels.${channel}`)}
                  // Mantine gives the description no id; the input names it itself.
                  aria-describedby={`${ids}-${channel}`}
                  description={
                    <span id={`${ids}-${channel}`}>
                      {t(`settings.${howSent(channel, saved.providers)}`)}
                    </span>
                  }
                />
              ))}
            </Stack>
          </Checkbox.Group>
          {mayChange ? (
            <SubmitRow request={save} label={t('settings.save')} />
          ) : (
            <Text size="sm">{t('settings.readOnly')}</Text>
          )}
        </Stack>
      </form>
    </Stack>
  );
}

/**
 * The business's message channels (decision 0359): e-mail, WhatsApp, SMS, each saying how it is
 * sent here. Owners and admins change them; other members read them.
 */
export function MessageChannelsPanel() {
  const { current } = useCurrentOrg();
  const settings = useEndpoint(messagesApi.settings, {});
  if (settings.isPending) return <Loading />;
  if (settings.isError)
    return <LoadError error={settings.error} onRetry={() => void settings.refetch()} />;
  const mayChange = current !== null && FULL_ACCESS_ROLES.includes(current.role);
  return <ChannelsForm saved={settings.data.settings} mayChange={mayChange} />;
}
