import { NativeSelect } from '@mantine/core';
import { MESSAGE_CHANNELS, MESSAGE_LANGUAGES } from '@vedann/contracts';
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
