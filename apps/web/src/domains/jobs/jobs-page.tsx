import { useRef } from 'react';
import { Anchor, Button, Collapse, Grid, Paper, Radio, Stack, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import {
  JOB_INDUSTRIES,
  JOB_LOCATIONS,
  SALARY_BUCKETS,
  SALARY_BUCKET_LPA,
  type JobType,
} from '@vedann/contracts';
import { Link, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../lib/auth';
import { useFormat } from '../../i18n/format';
import { useJobValue, useJobsT } from './i18n';
import { JobList } from './job-list';

const FILTERS = [
  { name: 'location', options: JOB_LOCATIONS },
  { name: 'industry', options: JOB_INDUSTRIES },
  { name: 'salary', options: SALARY_BUCKETS },
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

/** The filter panel; `onApplied` runs after each choice (on a phone it closes the panel). */
function FilterPanel({ onApplied }: { onApplied?: () => void }) {
  const t = useJobsT();
  const value = useJobValue();
  const format = useFormat();
  const { params, set, setParams } = useFilterParams();
  // The salary labels are monthly pay; jobs state a yearly salary in LPA (ARCHITECTURE.md).
  const salaryHint = (bucket: string): string | undefined => {
    const range = SALARY_BUCKET_LPA[bucket as keyof typeof SALARY_BUCKET_LPA] as
      { above: number; atMost: number } | undefined;
    if (!range) return undefined;
    const atMost = format.number(range.atMost);
    return range.above < 0
      ? t('portal.salaryUpTo', { atMost })
      : t('portal.salaryRange', { above: format.number(range.above), atMost });
  };
  return (
    <Paper withBorder p="md" component="section" aria-label={t('portal.filterTitle')}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('portal.filterTitle')}
        </Title>
        {FILTERS.map((filter) => (
          <Radio.Group
            key={filter.name}
            label={t(`portal.${filter.name}`)}
            value={params.get(filter.name) ?? ''}
            onChange={(choice) => {
              set(filter.name, choice);
              onApplied?.();
            }}
          >
            <Stack gap={6} mt={6}>
              {filter.options.map((option) => (
                <Radio
                  key={option}
                  value={option}
                  label={value(option)}
                  description={salaryHint(option)}
                />
              ))}
            </Stack>
          </Radio.Group>
        ))}
        <Button
          variant="default"
          size="xs"
          onClick={() => {
            setParams((current) => {
              const next = new URLSearchParams(current);
              for (const filter of FILTERS) next.delete(filter.name);
              next.delete('page');
              return next;
            });
            onApplied?.();
          }}
        >
          {t('portal.clearFilters')}
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * /jobs: the portal's open jobs, newest first, filtered on the server. With `jobType` and
 * `title` it is another page over the same list: /placement/internships (Internship only).
 */
export function JobsPage({ jobType, title }: { jobType?: JobType; title?: string } = {}) {
  const t = useJobsT();
  const { params, set } = useFilterParams();
  const { data: user } = useCurrentUser();
  const results = useRef<HTMLDivElement>(null);
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const [filtersOpen, { toggle: toggleFilters, close: closeFilters }] = useDisclosure(false);
  const filter = {
    location: params.get('location') ?? undefined,
    industry: params.get('industry') ?? undefined,
    salary: params.get('salary') ?? undefined,
    jobType,
    page: Number(params.get('page') ?? 1) || 1,
  };
  // On a phone a choice closes the panel, and once it has closed (the results move up as it
  // shrinks) the results are brought into view.
  const bringResults = useRef(false);
  const applied = () => {
    bringResults.current = true;
    closeFilters();
  };
  const panelClosed = () => {
    if (!bringResults.current) return;
    bringResults.current = false;
    results.current?.scrollIntoView({ block: 'start' });
  };
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {title ?? t('portal.title')}
      </Title>
      {user?.role === 'student' && (
        <Anchor component={Link} to="/jobs/applications">
          {t('portal.myApplications')}
        </Anchor>
      )}
      <Grid>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          {wide ? (
            <FilterPanel />
          ) : (
            // On a phone the jobs come first; the panel opens on demand.
            <Stack gap="xs">
              <Button
                variant="default"
                onClick={toggleFilters}
                aria-expanded={filtersOpen}
                aria-controls="jobs-filter-panel"
              >
                {filtersOpen ? t('portal.hideFilters') : t('portal.showFilters')}
              </Button>
              <Collapse in={filtersOpen} id="jobs-filter-panel" onTransitionEnd={panelClosed}>
                <FilterPanel onApplied={applied} />
              </Collapse>
            </Stack>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }} ref={results} style={{ scrollMarginTop: 72 }}>
          <JobList
            filter={filter}
            label={t('portal.results')}
            pagesLabel={t('portal.resultPages')}
            onPage={(page) => set('page', String(page))}
          />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
