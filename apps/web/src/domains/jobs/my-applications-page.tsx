import { Anchor, Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { JOB_MESSAGES, type ApplicationStatus, type MyApplication } from '@vedann/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useMessageT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { ListPager } from '../../ui/list-pager';
import { usePageTitle } from '../../ui/page-title';
import { useJobsT } from './i18n';
import { ListTable } from './list-table';
import { useMyApplications } from './jobs-api';

export const STATUS_COLORS: Record<ApplicationStatus, string> = {
  applied: 'blue',
  shortlisted: 'teal',
  rejected: 'red',
  hired: 'green',
};

/** An application's or a job's status in the chosen language. */
export function useStatusLabel() {
  const t = useJobsT();
  return (status: string) => t(`status.${status as ApplicationStatus | 'open' | 'closed'}`);
}

function StatusBadge({ status }: { status: ApplicationStatus }) {
  const label = useStatusLabel();
  return <Badge color={STATUS_COLORS[status]}>{label(status)}</Badge>;
}

/** On a phone each application is a card, so its status is never cut off. */
function ApplicationCard({ application }: { application: MyApplication }) {
  const t = useJobsT();
  const format = useFormat();
  return (
    <Card withBorder component="article" aria-label={application.job.title} padding="sm">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2} miw={0}>
          <Anchor component={Link} to={`/description/${application.job._id}`} fw={600}>
            {application.job.title}
          </Anchor>
          <Text size="sm">{application.job.company.name}</Text>
          <Text size="xs" c="dimmed">
            {t('applications.applied')}: {format.date(application.createdAt)}
          </Text>
        </Stack>
        <StatusBadge status={application.status} />
      </Group>
    </Card>
  );
}

/** /jobs/applications: a student's own applications and where each one stands. */
export function MyApplicationsPage() {
  const t = useJobsT();
  const tm = useMessageT();
  const format = useFormat();
  usePageTitle(t('titles.myApplications'));
  const [page, setPage] = useState(1);
  const mine = useMyApplications(page);

  let body;
  if (mine.isPending) body = <Loading />;
  else if (mine.isError)
    body = <LoadError error={mine.error} onRetry={() => void mine.refetch()} />;
  else if (mine.data.applications.length === 0)
    body = (
      <Text>
        {tm(JOB_MESSAGES.noApplications)}{' '}
        <Anchor component={Link} to="/jobs">
          {t('applications.findJobs')}
        </Anchor>
      </Text>
    );
  else
    body = (
      <>
        <Stack gap="sm" hiddenFrom="sm">
          {mine.data.applications.map((application) => (
            <ApplicationCard key={application._id} application={application} />
          ))}
        </Stack>
        <ListTable
          caption={t('applications.title')}
          visibleFrom="sm"
          headers={[
            t('applications.job'),
            t('applications.company'),
            t('applications.applied'),
            t('applications.status'),
          ]}
        >
          {mine.data.applications.map((application) => (
            <Table.Tr key={application._id}>
              <Table.Td>
                <Anchor component={Link} to={`/description/${application.job._id}`}>
                  {application.job.title}
                </Anchor>
              </Table.Td>
              <Table.Td>{application.job.company.name}</Table.Td>
              <Table.Td>{format.date(application.createdAt)}</Table.Td>
              <Table.Td>
                <StatusBadge status={application.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      </>
    );

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('applications.title')}
      </Title>
      {body}
      <ListPager
        totalPages={mine.data?.totalPages}
        page={page}
        onChange={setPage}
        label={t('applications.pages')}
      />
    </Stack>
  );
}
