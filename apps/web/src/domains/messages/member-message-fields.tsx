import { NativeSelect } from '@mantine/core';
import {
  MESSAGE_CHANNELS,
  MESSAGE_LANGUAGES,
  type MessageChannelName,
  type MessageLanguage,
} from '@vedann/contracts';
import type { Draft, EditableColumn } from '../../ui/editable-table';
import { useMessagesT } from './i18n';

/** A member's own channel and language, as a form holds them: '' is "as the business / account". */
export interface MemberMessageDraft {
  messageChannel: string;
  messageLanguage: string;
}

/**
 * The member form's two selects (decision 0359): the channel the member's messages go on, over
 * the business's choice, and the language they are written in, over their account's.
 */
export function MemberMessageFields({
  value,
  onChange,
}: {
  value: MemberMessageDraft;
  onChange: (field: keyof MemberMessageDraft, next: string) => void;
}) {
  const t = useMessagesT();
  return (
    <>
      <NativeSelect
        label={t('member.channel')}
        value={value.messageChannel}
        data={[
          { value: '', label: t('member.businessChannels') },
          ...MESSAGE_CHANNELS.map((channel) => ({
            value: channel,
            label: t(`settings.channels.${channel}`),
          })),
        ]}
        onChange={(event) => onChange('messageChannel', event.currentTarget.value)}
      />
      <NativeSelect
        label={t('member.language')}
        value={value.messageLanguage}
        data={[
          { value: '', label: t('member.accountLanguage') },
          ...MESSAGE_LANGUAGES.map((language) => ({
            value: language,
            label: t(`member.languages.${language}`),
          })),
        ]}
        onChange={(event) => onChange('messageLanguage', event.currentTarget.value)}
      />
    </>
  );
}

/**
 * The same two choices as columns of a desk's EditableTable form (the ahar's regular members):
 * form fields only, '' being "as the business / the account".
 */
export function useMemberMessageColumns<
  Row,
  D extends Draft & MemberMessageDraft,
>(): EditableColumn<Row, D>[] {
  const t = useMessagesT();
  return [
    {
      field: 'messageChannel',
      label: t('member.channel'),
      kind: 'select',
      options: MESSAGE_CHANNELS,
      optionLabel: (option) => t(`settings.channels.${option as MessageChannelName}`),
      emptyLabel: t('member.businessChannels'),
      formOnly: true,
    },
    {
      field: 'messageLanguage',
      label: t('member.language'),
      kind: 'select',
      options: MESSAGE_LANGUAGES,
      optionLabel: (option) => t(`member.languages.${option as MessageLanguage}`),
      emptyLabel: t('member.accountLanguage'),
      formOnly: true,
    },
  ];
}
