import { SimpleGrid, Stack, Text } from '@mantine/core';
import { JOB_MESSAGES } from '@vedann/contracts';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { JobCard } from './job-card';
import { useJobs, type JobsFilter } from './jobs-api';
import { ListPager } from '../../ui/list-pager';

/** A page of job cards for a filter, with its pager; shared by /jobs and the search results. */
export function JobList({
  filter,
  onPage,
  label,
}: {
  filter: JobsFilter;
  onPage: (page: number) => void;
  label: string;
}) {
  const jobs = useJobs(filter);
  if (jobs.isPending) return <Loading />;
  if (jobs.isError) return <LoadError error={jobs.error} onRetry={() => void jobs.refetch()} />;
  const { total, totalPages, page } = jobs.data;
  return (
    <Stack gap="md" aria-busy={jobs.isFetching}>
      <Text size="sm" c="dimmed" role="status">
        {total === 1 ? '1 job' : `${total} jobs`}
      </Text>
      {jobs.data.jobs.length === 0 ? (
        <Text>{JOB_MESSAGES.notFound}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} component="section" aria-label={label}>
          {jobs.data.jobs.map((job) => (
            <JobCard key={job._id} job={job} />
          ))}
        </SimpleGrid>
      )}
      <ListPager totalPages={totalPages} page={page} onChange={onPage} label={`${label} pages`} />
    </Stack>
  );
}
