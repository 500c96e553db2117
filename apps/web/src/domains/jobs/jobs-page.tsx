import { useCallback, useMemo, useRef, useState } from 'react';
import {
  Anchor,
  Button,
  Checkbox,
  Collapse,
  Grid,
  Group,
  Paper,
  Radio,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  useDebouncedCallback,
  useDebouncedValue,
  useDisclosure,
  useMediaQuery,
} from '@mantine/hooks';
import {
  EXPERIENCE_BUCKETS,
  JOB_FILTER_NAMES,
  JOB_INDUSTRIES,
  JOB_LOCATIONS,
  JOB_SORTS,
  JOB_TYPES,
  POSTED_WITHIN,
  SALARY_BUCKETS,
  SALARY_BUCKET_LPA,
  type JobCounts,
  type JobType,
} from '@vedann/contracts';
import { Link, useSearchParams } from 'react-router';
import { useFormat } from '../../i18n/format';
import { useJobValue, useJobsT } from './i18n';
import { JobList } from './job-list';
import { StudentOnly } from './role-only';
import { useJobCounts, type JobsFilter } from './jobs-api';
import { SavedSearches } from './saved-searches';

/** How long the list waits after the last change before it asks the server. */
export const SEARCH_DELAY_MS = 400;

/** The groups of several options, in the panel's order. */
const GROUPS = [
  { name: 'location', options: JOB_LOCATIONS },
  { name: 'industry', options: JOB_INDUSTRIES },
  { name: 'salary', options: SALARY_BUCKETS },
  { name: 'jobType', options: JOB_TYPES },
  { name: 'experience', options: EXPERIENCE_BUCKETS },
] as const;
type GroupName = (typeof GROUPS)[number]['name'];

const listOf = (text: string | null): string[] =>
  text ? text.split(',').filter((part) => part !== '') : [];

/**
 * The filter choices live in the address, so a filtered list can be reloaded, shared and
 * bookmarked, and Back and Forward step through the choices. Each choice is a history entry;
 * the keyword, typed letter by letter, replaces its own.
 */
export function useFilterParams() {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (name: string, value: string | undefined, { replace = false } = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          if (name !== 'page') next.delete('page');
          return next;
        },
        { replace },
      ),
    [setParams],
  );
  return { params, set, setParams };
}

/** The portal's query as the address holds it; `jobType` fixed by the page wins. */
export function filterFromParams(params: URLSearchParams, jobType?: JobType): JobsFilter {
  const read = (name: string) => params.get(name)?.trim() || undefined;
  return {
    keyword: read('keyword'),
    location: read('location'),
    industry: read('industry'),
    salary: read('salary'),
    jobType: jobType ?? read('jobType'),
    experience: read('experience'),
    posted: read('posted'),
    company: read('company'),
    sort: read('sort'),
    page: Number(params.get('page') ?? 1) || 1,
  };
}

/** The filters of the address as a saved search keeps them (no page, no sort). */
export function searchQueryOf(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of JOB_FILTER_NAMES) {
    const value = params.get(name)?.trim();
    if (value) kept.set(name, value);
  }
  return kept.toString();
}

/**
 * The salary filters are the spec's buckets of monthly pay (0-40k, 42-1lakh, 1lakh to 5lakh, the
 * values the server takes); each reads as words in lakh ("₹1 lakh to ₹5 lakh per month"), with
 * the same range per year under it, as a job states its salary.
 */
function useSalaryWords() {
  const t = useJobsT();
  const format = useFormat();
  const rupees = (lpa: number, months: number) => format.lakh(Math.round((lpa * 100_000) / months));
  const rangeOf = (bucket: string) =>
    SALARY_BUCKET_LPA[bucket as keyof typeof SALARY_BUCKET_LPA] as
      { above: number; atMost: number } | undefined;
  const words = (bucket: string, months: 12 | 1, upTo: 'salaryUpTo' | 'salaryYearUpTo') => {
    const range = rangeOf(bucket);
    if (!range) return undefined;
    const atMost = rupees(range.atMost, months);
    return range.above < 0
      ? t(`portal.${upTo}`, { atMost })
      : t(upTo === 'salaryUpTo' ? 'portal.salaryRange' : 'portal.salaryYearRange', {
          above: rupees(range.above, months),
          atMost,
        });
  };
  return {
    label: (bucket: string) => words(bucket, 12, 'salaryUpTo') ?? bucket,
    hint: (bucket: string) => words(bucket, 1, 'salaryYearUpTo'),
  };
}

/** The filter panel; `onApplied` runs after each choice (on a phone it closes the panel). */
function FilterPanel({
  onApplied,
  fixedJobType,
  counts,
}: {
  onApplied?: () => void;
  fixedJobType: boolean;
  counts: JobCounts | undefined;
}) {
  const t = useJobsT();
  const value = useJobValue();
  const format = useFormat();
  const salaryWords = useSalaryWords();
  const { params, set, setParams } = useFilterParams();
  const withCount = (label: string, count: number | undefined) =>
    count === undefined ? label : t('portal.optionCount', { label, count: format.number(count) });
  const countOf = (group: keyof JobCounts, option: string) =>
    counts?.[group].find((entry) => entry.value === option)?.count;

  // The keyword box writes the address once the person stops typing.
  const addressKeyword = params.get('keyword') ?? '';
  const [keyword, setKeyword] = useState(addressKeyword);
  // Back, Forward or Clear filters change the address: the box follows it.
  const [seenKeyword, setSeenKeyword] = useState(addressKeyword);
  if (seenKeyword !== addressKeyword) {
    setSeenKeyword(addressKeyword);
    setKeyword(addressKeyword);
  }
  const writeKeyword = useDebouncedCallback((text: string) => {
    set('keyword', text.trim() ? text : undefined, { replace: true });
  }, SEARCH_DELAY_MS);

  const chooseList = (name: GroupName | 'company', values: string[]) => {
    set(name, values.length > 0 ? [...values].sort().join(',') : undefined);
    onApplied?.();
  };
  const companies = counts?.company ?? [];
  return (
    <Paper withBorder p="md" component="section" aria-label={t('portal.filterTitle')}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('portal.filterTitle')}
        </Title>
        <TextInput
          label={t('portal.keyword')}
          description={t('portal.keywordHint')}
          value={keyword}
          maxLength={100}
          onChange={(event) => {
            setKeyword(event.currentTarget.value);
            writeKeyword(event.currentTarget.value);
          }}
        />
        {GROUPS.filter((group) => !(fixedJobType && group.name === 'jobType')).map((group) => (
          <Checkbox.Group
            key={group.name}
            label={t(`portal.${group.name}`)}
            value={listOf(params.get(group.name))}
            onChange={(values) => chooseList(group.name, values)}
          >
            <Stack gap={6} mt={6}>
              {group.options.map((option) => (
                <Checkbox
                  key={option}
                  value={option}
                  label={withCount(
                    group.name === 'experience'
                      ? t('portal.years', { range: option })
                      : group.name === 'salary'
                        ? salaryWords.label(option)
                        : value(option),
                    countOf(group.name, option),
                  )}
                  description={group.name === 'salary' ? salaryWords.hint(option) : undefined}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        ))}
        <Radio.Group
          label={t('portal.posted')}
          value={params.get('posted') ?? ''}
          onChange={(choice) => {
            set('posted', choice || undefined);
            onApplied?.();
          }}
        >
          <Stack gap={6} mt={6}>
            <Radio value="" label={t('portal.postedAny')} />
            {POSTED_WITHIN.map((days) => (
              <Radio
                key={days}
                value={days}
                label={withCount(t(`portal.postedWithin.${days}`), countOf('posted', days))}
              />
            ))}
          </Stack>
        </Radio.Group>
        {companies.length > 0 && (
          <Checkbox.Group
            label={t('portal.company')}
            value={listOf(params.get('company'))}
            onChange={(values) => chooseList('company', values)}
          >
            <Stack gap={6} mt={6}>
              {companies.map((company) => (
                <Checkbox
                  key={company.value}
                  value={company.value}
                  label={withCount(company.label, company.count)}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        <Button
          variant="default"
          size="xs"
          onClick={() => {
            setParams((current) => {
              const next = new URLSearchParams(current);
              for (const name of JOB_FILTER_NAMES) next.delete(name);
              next.delete('page');
              return next;
            });
            setKeyword('');
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
 * /jobs: the portal's open jobs, filtered, counted and sorted on the server. With `jobType` and
 * `title` it is another page over the same list: /placement/internships (Internship only). With
 * `search` it is the header search's Search Results page, /browse: the same search and address,
 * under the spec's title, saying which keyword it matches.
 */
export function JobsPage({
  jobType,
  title,
  search = false,
}: { jobType?: JobType; title?: string; search?: boolean } = {}) {
  const t = useJobsT();
  const { params, set } = useFilterParams();
  const results = useRef<HTMLDivElement>(null);
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const [filtersOpen, { toggle: toggleFilters, close: closeFilters }] = useDisclosure(false);
  // On a phone the panel and its many inputs are first built when it is first opened: on a slow
  // phone they were a third of the page's start-up work. Once built it stays, keeping its state.
  const [filtersBuilt, setFiltersBuilt] = useState(false);
  if (filtersOpen && !filtersBuilt) setFiltersBuilt(true);
  const filter = filterFromParams(params, jobType);
  // One search after the person stops choosing (arrow keys through the options, quick ticks),
  // not one per change. The address and the ticks follow at once.
  const [debounced] = useDebouncedValue(JSON.stringify(filter), SEARCH_DELAY_MS);
  // The same filter object while the search stays the same, and a pager handler that stays the
  // same too: the list is then not drawn again when only the account or the counts arrive.
  const asked = useMemo(() => JSON.parse(debounced) as JobsFilter, [debounced]);
  const turnPage = useCallback((page: number) => set('page', String(page)), [set]);
  const counts = useJobCounts(asked);
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
  const sort = filter.sort ?? 'newest';
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {title ?? (search ? t('portal.searchTitle') : t('portal.title'))}
      </Title>
      {search && filter.keyword && (
        <Text>{t('portal.searchMatching', { keyword: filter.keyword })}</Text>
      )}
      <StudentOnly>
        <Anchor component={Link} to="/jobs/applications">
          {t('portal.myApplications')}
        </Anchor>
      </StudentOnly>
      <Grid>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Stack gap="md">
            {wide ? (
              <FilterPanel fixedJobType={Boolean(jobType)} counts={counts.data} />
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
                  {filtersBuilt && (
                    <FilterPanel
                      onApplied={applied}
                      fixedJobType={Boolean(jobType)}
                      counts={counts.data}
                    />
                  )}
                </Collapse>
              </Stack>
            )}
            {!jobType && (
              <StudentOnly>
                <SavedSearches query={searchQueryOf(params)} />
              </StudentOnly>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }} ref={results} style={{ scrollMarginTop: 72 }}>
          <Stack gap="sm">
            <Group justify="flex-end">
              {/* The browser's own select: far less start-up work than a drawn list on a phone. */}
              <NativeSelect
                label={t('portal.sortBy')}
                data={JOB_SORTS.map((option) => ({
                  value: option,
                  label: t(`portal.sort.${option}`),
                  disabled: option === 'relevance' && !filter.keyword,
                }))}
                value={sort}
                onChange={(event) => {
                  const choice = event.currentTarget.value;
                  set('sort', choice !== 'newest' ? choice : undefined);
                }}
                w={220}
                maw="100%"
              />
            </Group>
            <JobList
              filter={asked}
              label={search ? t('portal.searchResults') : t('portal.results')}
              pagesLabel={search ? t('portal.searchPages') : t('portal.resultPages')}
              onPage={turnPage}
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
