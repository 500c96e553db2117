import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  GENERIC_ERROR,
  MESSAGE_CHANNELS,
  MESSAGE_LANGUAGES,
  libraryApi,
  type MemberLibrary,
} from '@vedann/contracts';
import { useMessageT } from '../../i18n';
import { errorMessage } from '../../lib/api';
import { useEndpointMutation } from '../../lib/endpoint';
import { MemberMessageFields, type MemberMessageDraft } from '../messages';
import { useLibraryT } from './i18n';
import { Section } from './library-card-sections';

/**
 * The member's own choice of how this library's reminders, receipts and notices reach them, and
 * in which language (decision 0359): over the library's channels and their account's language.
 */
export function ReachSection({ entry }: { entry: MemberLibrary }) {
  const t = useLibraryT();
  const tm = useMessageT();
  const { member, library } = entry;
  const [draft, setDraft] = useState<MemberMessageDraft>({
    messageChannel: member.messageChannel ?? '',
    messageLanguage: member.messageLanguage ?? '',
  });
  const save = useEndpointMutation(libraryApi.dashboard.messages, {
    // The selects hold only their options' values; '' is "as the library / the account".
    toCall: (value: MemberMessageDraft) => ({
      params: { id: member._id },
      body: {
        messageChannel:
          MESSAGE_CHANNELS.find((channel) => channel === value.messageChannel) ?? null,
        messageLanguage:
          MESSAGE_LANGUAGES.find((language) => language === value.messageLanguage) ?? null,
      },
    }),
    stale: [libraryApi.dashboard.mine],
    onSuccess: (answer) => notifications.show({ color: 'green', message: tm(answer.message) }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(draft);
  };
  return (
    <Section id={`reach-${member._id}`} title={t('dashboard.reach', { name: library.name })}>
      <form onSubmit={submit} noValidate>
        <Stack gap="xs" maw={420}>
          <MemberMessageFields
            value={draft}
            onChange={(field, next) => setDraft((current) => ({ ...current, [field]: next }))}
          />
          {save.isError && (
            <Alert color="red" role="alert">
              {tm(errorMessage(save.error, GENERIC_ERROR))}
            </Alert>
          )}
          <Group>
            <Button type="submit" variant="light" loading={save.isPending}>
              {t('dashboard.reachSave')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}
