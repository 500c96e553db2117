import { Anchor, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { JOB_MESSAGES, type MyApplication } from '@vedann/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useMessageT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { ListPager } from '../../ui/list-pager';
import { usePageTitle } from '../../ui/page-title';
import { useJobsT } from './i18n';
import { ListTable } from '../../ui/list-table';
import {
  StatusCell,
  WithdrawButton,
  useWithdrawConfirm,
  type Withdrawable,
} from './application-status';
import { useMyApplications } from './jobs-api';

const withdrawable = (application: MyApplication): Withdrawable => ({
  _id: application._id,
  status: application.status,
  title: application.job.title,
});

/** What the student sent: the resume and the start of the note. */
function SentWith({ application }: { application: MyApplication }) {
  const t = useJobsT();
  if (!application.resume && !application.note) return null;
  return (
    <>
      {application.resume && (
        <Text size="xs" c="dimmed">
          {t('applications.resume', { name: application.resume.name })}
        </Text>
      )}
      {application.note && (
        <Text size="xs" c="dimmed" lineClamp={2}>
          {application.note}
        </Text>
      )}
    </>
  );
}

/** On a phone each application is a card, so its status is never cut off. */
function ApplicationCard({
  application,
  onWithdraw,
}: {
  application: MyApplication;
  onWithdraw: (application: Withdrawable) => void;
}) {
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
          <SentWith application={application} />
        </Stack>
        <Stack gap={4} align="flex-end">
          <StatusCell status={application.status} statusChangedAt={application.statusChangedAt} />
          <WithdrawButton application={withdrawable(application)} onWithdraw={onWithdraw} />
        </Stack>
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
  const { ask: onWithdraw, dialog } = useWithdrawConfirm();

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
            <ApplicationCard
              key={application._id}
              application={application}
              onWithdraw={onWithdraw}
            />
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
            t('applications.actions'),
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
              <Table.Td>
                {format.date(application.createdAt)}
                <SentWith application={application} />
              </Table.Td>
              <Table.Td>
                <StatusCell
                  status={application.status}
                  statusChangedAt={application.statusChangedAt}
                />
              </Table.Td>
              <Table.Td>
                <WithdrawButton application={withdrawable(application)} onWithdraw={onWithdraw} />
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
      {dialog}
    </Stack>
  );
}
