import { Anchor, Button, Collapse, Grid, Paper, Radio, Stack, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import {
  JOB_INDUSTRIES,
  JOB_LOCATIONS,
  SALARY_BUCKETS,
  SALARY_BUCKET_LPA,
} from '@vedann/contracts';
import { Link, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../lib/auth';
import { JobList } from './job-list';

/** The salary labels are monthly pay; jobs state a yearly salary in LPA (ARCHITECTURE.md). */
const SALARY_HINTS: Record<string, string> = Object.fromEntries(
  SALARY_BUCKETS.map((bucket) => {
    const { above, atMost } = SALARY_BUCKET_LPA[bucket];
    const range = above < 0 ? `up to ${atMost}` : `over ${above} up to ${atMost}`;
    return [bucket, `per month: ${range} LPA`];
  }),
);

const FILTERS = [
  { name: 'location', label: 'Location', options: JOB_LOCATIONS },
  { name: 'industry', label: 'Industry', options: JOB_INDUSTRIES },
  { name: 'salary', label: 'Salary', options: SALARY_BUCKETS },
] as const;

/** The filter choices live in the address, so a filtered list can be reloaded and shared. */
export function useFilterParams() {
  const [params, setParams] = useSearchParams();
  const set = (name: string, value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        if (name !== 'page') next.delete('page');
        return next;
      },
      { replace: name !== 'page' },
    );
  return { params, set, setParams };
}

function FilterPanel() {
  const { params, set, setParams } = useFilterParams();
  return (
    <Paper withBorder p="md" component="section" aria-label="Filter Jobs">
      <Stack gap="md">
        <Title order={2} size="h4">
          Filter Jobs
        </Title>
        {FILTERS.map((filter) => (
          <Radio.Group
            key={filter.name}
            label={filter.label}
            value={params.get(filter.name) ?? ''}
            onChange={(value) => set(filter.name, value)}
          >
            <Stack gap={6} mt={6}>
              {filter.options.map((option) => (
                <Radio
                  key={option}
                  value={option}
                  label={option}
                  description={SALARY_HINTS[option]}
                />
              ))}
            </Stack>
          </Radio.Group>
        ))}
        <Button
          variant="default"
          size="xs"
          onClick={() =>
            setParams((current) => {
              const next = new URLSearchParams(current);
              for (const filter of FILTERS) next.delete(filter.name);
              next.delete('page');
              return next;
            })
          }
        >
          Clear filters
        </Button>
      </Stack>
    </Paper>
  );
}

/** /jobs: the portal's open jobs, newest first, filtered on the server. */
export function JobsPage() {
  const { params, set } = useFilterParams();
  const { data: user } = useCurrentUser();
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const [filtersOpen, { toggle: toggleFilters }] = useDisclosure(
    FILTERS.some((f) => params.has(f.name)),
  );
  const filter = {
    location: params.get('location') ?? undefined,
    industry: params.get('industry') ?? undefined,
    salary: params.get('salary') ?? undefined,
    page: Number(params.get('page') ?? 1) || 1,
  };
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Jobs
      </Title>
      {user?.role === 'student' && (
        <Anchor component={Link} to="/jobs/applications">
          My applications
        </Anchor>
      )}
      <Grid>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          {wide ? (
            <FilterPanel />
          ) : (
            // On a phone the jobs come first; the panel opens on demand.
            <Stack gap="xs">
              <Button variant="default" onClick={toggleFilters} aria-expanded={filtersOpen}>
                {filtersOpen ? 'Hide filters' : 'Show filters'}
              </Button>
              <Collapse in={filtersOpen}>
                <FilterPanel />
              </Collapse>
            </Stack>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <JobList
            filter={filter}
            label="Job results"
            onPage={(page) => set('page', String(page))}
          />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
