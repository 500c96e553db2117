import { Paper, Stack, Text, Title } from '@mantine/core';
import { noticesApi } from '@vedann/contracts';
import { useFormat } from '../../i18n/format';
import { useEndpoint } from '../../lib/endpoint';
import { useCurrentUser } from '../../lib/auth';
import { useNoticesT } from './i18n';
import { LoadError } from '../../ui/load-error';

/**
 * The notices meant for the signed-in person (beyond the spec): those running today at the
 * businesses they belong to, for their audience there. Nothing shows while signed out.
 */
export function MyNotices() {
  const t = useNoticesT();
  const format = useFormat();
  const { data: user } = useCurrentUser();
  const notices = useEndpoint(
    noticesApi.mine,
    {},
    { enabled: Boolean(user), select: (answer) => answer.notices },
  );
  if (!user || notices.isPending) return null;
  return (
    <section aria-labelledby="my-notices">
      <Title order={2} size="h4" id="my-notices" mb="sm">
        {t('mine.title')}
      </Title>
      {notices.isError ? (
        <LoadError error={notices.error} onRetry={() => void notices.refetch()} />
      ) : notices.data.length === 0 ? (
        <Text c="dimmed">{t('mine.empty')}</Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {notices.data.map((notice) => (
            <Paper key={notice._id} withBorder p="sm" component="li">
              <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {notice.notice}
              </Text>
              <Text size="sm" c="dimmed">
                {t('mine.from', {
                  business: notice.business.name,
                  end: format.date(notice.endDate),
                })}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
    </section>
  );
}
