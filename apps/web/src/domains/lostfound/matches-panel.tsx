import { useState } from 'react';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { LostMatch } from '@vedann/contracts';
import { useFormat } from '../../i18n/format';
import { ListPager } from '../../ui/list-pager';
import { Loading } from '../../ui/loading';
import { useLostT } from './i18n';
import { useMatches } from './lostfound-api';
import { ReportCard, useReportTitle } from './nikat-vastu';
import { LoadError } from '../../ui/load-error';

function MatchEntry({ match }: { match: LostMatch }) {
  const t = useLostT();
  const format = useFormat();
  const title = useReportTitle()(match.mine);
  return (
    <Paper withBorder p="sm" component="section" aria-label={t('matches.yourReport', { title })}>
      <Stack gap="xs">
        <Text fw={600}>
          {match.mine.direction === 'lost'
            ? t('matches.yourLost', { title })
            : t('matches.yourFound', { title })}
        </Text>
        <Text size="sm">{t('matches.words', { words: match.words.join(', ') })}</Text>
        <Text size="sm" c="dimmed">
          {t('matches.distance', { km: format.number(match.distanceKm) })}
        </Text>
        <ReportCard report={match.other} />
      </Stack>
    </Paper>
  );
}

/** Matches: the viewer's lost and found reports paired with other people's (found.ts MATCH_RULE). */
export function MatchesPanel() {
  const t = useLostT();
  const [page, setPage] = useState(1);
  const matches = useMatches(page);
  let body;
  if (matches.isPending) body = <Loading />;
  else if (matches.isError)
    body = (
      <LoadError
        error={undefined}
        fallback={t('matches.fetchFailed')}
        onRetry={() => void matches.refetch()}
      />
    );
  else if (matches.data.matches.length === 0) body = <Text role="status">{t('matches.none')}</Text>;
  else
    body = (
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {matches.data.matches.map((match) => (
            <MatchEntry key={match._id} match={match} />
          ))}
        </SimpleGrid>
        <ListPager
          totalPages={matches.data.totalPages}
          page={matches.data.page}
          onChange={setPage}
          label={t('matches.title')}
        />
      </Stack>
    );
  return (
    <Stack>
      <Title order={2} size="h3">
        {t('matches.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('matches.intro')}
      </Text>
      {body}
    </Stack>
  );
}
