import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  GENERIC_ERROR,
  MESSAGE_CHANNELS,
  MESSAGE_LANGUAGES,
  type MessageChannelName,
  type MessageLanguage,
  type OwnMessageChoiceEndpoint,
} from '@vedann/contracts';
import { useMessageT } from '../../i18n';
import { errorMessage } from '../../lib/api';
import { useEndpointMutation, type Stale } from '../../lib/endpoint';
import { useMessagesT } from './i18n';
import { MemberMessageFields, type MemberMessageDraft } from './member-message-fields';

export interface MemberReachSectionProps {
  /** The area's `ownMessageChoiceEndpoint`: where the member's record keeps the choice. */
  api: OwnMessageChoiceEndpoint;
  /** The member's own record at this business (a membership, a tiffin). */
  memberId: string;
  /** The choice as saved (null: the business's channels, the account's language). */
  choice: { messageChannel: MessageChannelName | null; messageLanguage: MessageLanguage | null };
  /** The business, named in the heading. */
  businessName: string;
  /** The page's reads that show the choice, read again once it is saved. */
  stale: Stale;
  /** The heading's size, as the page's other sections (h4 by default). */
  headingSize?: 'h4' | 'h5';
}

/**
 * The member's own choice, on their own page, of how one business's reminders, receipts and
 * notices reach them and in which language (decision 0359): over the business's channels and
 * their account's language. The library's dashboard, /gym/me and /ahar/me each show it.
 */
export function MemberReachSection({
  api,
  memberId,
  choice,
  businessName,
  stale,
  headingSize = 'h4',
}: MemberReachSectionProps) {
  const t = useMessagesT();
  const tm = useMessageT();
  const [draft, setDraft] = useState<MemberMessageDraft>({
    messageChannel: choice.messageChannel ?? '',
    messageLanguage: choice.messageLanguage ?? '',
  });
  const save = useEndpointMutation(api, {
    // The selects hold only their options' values; '' is "as the business / the account".
    toCall: (value: MemberMessageDraft) => ({
      params: { id: memberId },
      body: {
        messageChannel:
          MESSAGE_CHANNELS.find((channel) => channel === value.messageChannel) ?? null,
        messageLanguage:
          MESSAGE_LANGUAGES.find((language) => language === value.messageLanguage) ?? null,
      },
    }),
    stale,
    onSuccess: (answer) => notifications.show({ color: 'green', message: tm(answer.message) }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(draft);
  };
  const headingId = `reach-${memberId}`;
  return (
    <section aria-labelledby={headingId}>
      <Title order={3} size={headingSize} id={headingId} mb="xs">
        {t('member.reach', { name: businessName })}
      </Title>
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
              {t('member.reachSave')}
            </Button>
          </Group>
        </Stack>
      </form>
    </section>
  );
}
