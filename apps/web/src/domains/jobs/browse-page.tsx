import { Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../ui/page-title';
import { useJobsT } from './i18n';
import { JobList } from './job-list';
import { useFilterParams } from './jobs-page';

/** /browse: the Search Results page of the navbar's keyword search. */
export function BrowsePage() {
  const t = useJobsT();
  usePageTitle(t('titles.search'));
  const { params, set } = useFilterParams();
  const keyword = params.get('keyword')?.trim() ?? '';
  const page = Number(params.get('page') ?? 1) || 1;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('portal.searchTitle')}
      </Title>
      {keyword && <Text>{t('portal.searchMatching', { keyword })}</Text>}
      <JobList
        filter={{ keyword: keyword || undefined, page }}
        label={t('portal.searchResults')}
        pagesLabel={t('portal.searchPages')}
        onPage={(next) => set('page', String(next))}
      />
    </Stack>
  );
}
