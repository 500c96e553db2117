import { Stack, Text, Title } from '@mantine/core';
import { JobList } from './job-list';
import { useFilterParams } from './jobs-page';

/** /browse: the Search Results page of the navbar's keyword search. */
export function BrowsePage() {
  const { params, set } = useFilterParams();
  const keyword = params.get('keyword')?.trim() ?? '';
  const page = Number(params.get('page') ?? 1) || 1;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Search Results
      </Title>
      {keyword && <Text>Jobs matching “{keyword}”</Text>}
      <JobList
        filter={{ keyword: keyword || undefined, page }}
        label="Search results"
        onPage={(next) => set('page', String(next))}
      />
    </Stack>
  );
}
