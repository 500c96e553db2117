import { type ReactNode } from 'react';
import { Alert, Anchor, Badge, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  APPLICATION_STATUSES,
  JOB_MESSAGES,
  type ApplicantCounts,
  type CompanyJob,
} from '@vedann/contracts';
import { Link } from 'react-router';
import { useCommonT, useMessageT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import type { ResourcePage } from '../../lib/resource';
import { Loading } from '../../ui/loading';
import { ScrollRegion } from '../../ui/scroll-region';
import { SEPARATOR } from './admin-jobs-shared';
import { useStatusLabel } from './application-status';
import { useJobValue, useJobsT } from './i18n';

/** Edit, Applicants, Close or Reopen, Delete: the same buttons in the table and on a phone's card. */
export function JobActions({
  job,
  canPost,
  onEdit,
  onApplicants,
  onToggle,
  onDelete,
}: {
  job: CompanyJob;
  canPost: boolean;
  onEdit: (button: HTMLButtonElement) => void;
  onApplicants: () => void;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const t = useJobsT();
  const open = job.status === 'open';
  return (
    <Group gap={6} wrap="wrap">
      {canPost && (
        <Button
          size="xs"
          variant="light"
          aria-label={t('admin.editJob', { title: job.title })}
          onClick={(event) => onEdit(event.currentTarget)}
        >
          {t('admin.edit')}
        </Button>
      )}
      <Button
        size="xs"
        variant="default"
        aria-label={t('admin.applicantsOf', { title: job.title })}
        onClick={onApplicants}
      >
        {t('admin.applicants')}
      </Button>
      {canPost && (
        <Button
          size="xs"
          variant="default"
          aria-label={t(open ? 'admin.closeJob' : 'admin.reopenJob', { title: job.title })}
          onClick={onToggle}
        >
          {open ? t('admin.close') : t('admin.reopen')}
        </Button>
      )}
      {canPost && (
        <Button
          size="xs"
          color="red"
          variant="light"
          aria-label={t('admin.deleteJob', { title: job.title })}
          onClick={onDelete}
        >
          {t('admin.delete')}
        </Button>
      )}
    </Group>
  );
}

type JobRows = {
  jobs: CompanyJob[];
  actions: (job: CompanyJob) => ReactNode;
  /** Each job's applicants by status, when they could be read (`useApplicantCounts`). */
  counts: Record<string, ApplicantCounts> | undefined;
};

/** "Applied 2 · Shortlisted 1 · Rejected 0 · Hired 1" in the page's language. */
function useCountsLine() {
  const status = useStatusLabel();
  const format = useFormat();
  return (counts: ApplicantCounts | undefined) =>
    counts
      ? APPLICATION_STATUSES.map((key) => `${status(key)} ${format.number(counts[key])}`).join(
          SEPARATOR,
        )
      : '';
}

/** On a phone each job is a card with every action on screen. */
function JobCards({ jobs, actions, counts }: JobRows) {
  const t = useJobsT();
  const value = useJobValue();
  const status = useStatusLabel();
  const format = useFormat();
  const countsLine = useCountsLine();
  return (
    <Stack gap="sm" hiddenFrom="sm">
      {jobs.map((job) => (
        <Card key={job._id} withBorder component="article" aria-label={job.title}>
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={600}>{job.title}</Text>
              <Badge color={job.status === 'open' ? 'green' : 'gray'} style={{ flexShrink: 0 }}>
                {status(job.status)}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {[
                value(job.jobType),
                value(job.location),
                t('card.salary', { salary: format.lakh(Math.round(job.salary * 100_000)) }),
              ].join(SEPARATOR)}
            </Text>
            {counts && (
              <Text size="sm">
                {t('admin.applicantsCount', { counts: countsLine(counts[job._id]) })}
              </Text>
            )}
            {actions(job)}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/** The table's narrow column: one status a line. */
function ApplicantCountsList({ counts }: { counts: ApplicantCounts | undefined }) {
  const status = useStatusLabel();
  const format = useFormat();
  if (!counts) return null;
  return (
    <Stack gap={0}>
      {APPLICATION_STATUSES.map((key) => (
        <Text key={key} size="sm" style={{ whiteSpace: 'nowrap' }}>
          {`${status(key)} ${format.number(counts[key])}`}
        </Text>
      ))}
    </Stack>
  );
}

function JobsTable({ jobs, actions, caption, counts }: JobRows & { caption: string }) {
  const t = useJobsT();
  const value = useJobValue();
  const status = useStatusLabel();
  const format = useFormat();
  return (
    <ScrollRegion label={caption} visibleFrom="sm">
      <Table striped highlightOnHover aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.field.title')}</Table.Th>
            <Table.Th>{t('admin.field.location')}</Table.Th>
            <Table.Th>{t('admin.salaryColumn')}</Table.Th>
            <Table.Th>{t('admin.field.position')}</Table.Th>
            <Table.Th>{t('admin.field.status')}</Table.Th>
            {counts && <Table.Th>{t('admin.applicants')}</Table.Th>}
            <Table.Th>{t('admin.jobActions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {jobs.map((job) => (
            <Table.Tr key={job._id}>
              <Table.Td>
                <Anchor component={Link} to={`/description/${job._id}`} fw={600}>
                  {job.title}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {[value(job.jobType), value(job.industry)].join(SEPARATOR)}
                </Text>
              </Table.Td>
              <Table.Td>{value(job.location)}</Table.Td>
              <Table.Td>{format.lakh(Math.round(job.salary * 100_000))}</Table.Td>
              <Table.Td>{format.number(job.position)}</Table.Td>
              <Table.Td>
                <Badge
                  color={job.status === 'open' ? 'green' : 'gray'}
                  style={{ overflow: 'visible' }}
                >
                  {status(job.status)}
                </Badge>
              </Table.Td>
              {counts && (
                <Table.Td>
                  <ApplicantCountsList counts={counts[job._id]} />
                </Table.Td>
              )}
              <Table.Td miw={220}>{actions(job)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
/** A page of the company's jobs, with its loading, failed and empty states. */
export function JobsList({
  list,
  caption,
  actions,
  counts,
}: {
  list: UseQueryResult<ResourcePage<CompanyJob>>;
  caption: string;
  actions: (job: CompanyJob) => ReactNode;
  counts: Record<string, ApplicantCounts> | undefined;
}) {
  const t = useJobsT();
  const tc = useCommonT();
  const tm = useMessageT();
  if (list.isPending) return <Loading />;
  if (list.isError)
    return (
      <Alert color="red" title={tm(JOB_MESSAGES.fetchFailed)}>
        <Button variant="light" color="red" size="xs" onClick={() => void list.refetch()}>
          {tc('actions.retry')}
        </Button>
      </Alert>
    );
  if (list.data.rows.length === 0) return <Text c="dimmed">{t('admin.noJobs')}</Text>;
  return (
    <>
      <JobCards jobs={list.data.rows} actions={actions} counts={counts} />
      <JobsTable jobs={list.data.rows} actions={actions} caption={caption} counts={counts} />
    </>
  );
}
