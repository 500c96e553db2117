import { memo } from 'react';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { JOB_MESSAGES } from '@vedann/contracts';
import { useMessageT } from '../../i18n';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { ListPager } from '../../ui/list-pager';
import { JobCard } from './job-card';
import { useJobsT } from './i18n';
import { useJobs, type JobsFilter } from './jobs-api';

/**
 * A page of job cards for a filter, with its pager; shared by /jobs and the search results. Drawn
 * again only when its own props or answer change (its page is redrawn as the account arrives).
 */
export const JobList = memo(function JobList({
  filter,
  onPage,
  label,
  pagesLabel,
}: {
  filter: JobsFilter;
  onPage: (page: number) => void;
  label: string;
  pagesLabel: string;
}) {
  const t = useJobsT();
  const tm = useMessageT();
  const jobs = useJobs(filter);
  if (jobs.isPending) return <Loading />;
  if (jobs.isError) return <LoadError error={jobs.error} onRetry={() => void jobs.refetch()} />;
  const { total, totalPages, page } = jobs.data;
  return (
    <Stack gap="md" aria-busy={jobs.isFetching}>
      <Text size="sm" c="dimmed" role="status">
        {t('portal.count', { count: total })}
      </Text>
      {jobs.data.jobs.length === 0 ? (
        <Text>{tm(JOB_MESSAGES.notFound)}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} component="section" aria-label={label}>
          {jobs.data.jobs.map((job) => (
            <JobCard key={job._id} job={job} />
          ))}
        </SimpleGrid>
      )}
      <ListPager totalPages={totalPages} page={page} onChange={onPage} label={pagesLabel} />
    </Stack>
  );
});
