import { Anchor, Badge, Stack, Table, Text, Title } from '@mantine/core';
import { JOB_MESSAGES, type ApplicationStatus } from '@vedann/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { ListTable } from './list-table';
import { useMyApplications } from './jobs-api';
import { ListPager } from '../../ui/list-pager';

export const STATUS_COLORS: Record<ApplicationStatus, string> = {
  applied: 'blue',
  shortlisted: 'teal',
  rejected: 'red',
  hired: 'green',
};

export const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

/** /jobs/applications: a student's own applications and where each one stands. */
export function MyApplicationsPage() {
  const [page, setPage] = useState(1);
  const mine = useMyApplications(page);

  let body;
  if (mine.isPending) body = <Loading />;
  else if (mine.isError)
    body = <LoadError error={mine.error} onRetry={() => void mine.refetch()} />;
  else if (mine.data.applications.length === 0)
    body = (
      <Text>
        {JOB_MESSAGES.noApplications}{' '}
        <Anchor component={Link} to="/jobs">
          Find jobs
        </Anchor>
      </Text>
    );
  else
    body = (
      <ListTable caption="My applications" headers={['Job', 'Company', 'Applied', 'Status']}>
        {mine.data.applications.map((application) => (
          <Table.Tr key={application._id}>
            <Table.Td>
              <Anchor component={Link} to={`/description/${application.job._id}`}>
                {application.job.title}
              </Anchor>
            </Table.Td>
            <Table.Td>{application.job.company.name}</Table.Td>
            <Table.Td>{new Date(application.createdAt).toLocaleDateString()}</Table.Td>
            <Table.Td>
              <Badge color={STATUS_COLORS[application.status]}>
                {statusLabel(application.status)}
              </Badge>
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
    );

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        My applications
      </Title>
      {body}
      <ListPager
        totalPages={mine.data?.totalPages}
        page={page}
        onChange={setPage}
        label="Application pages"
      />
    </Stack>
  );
}
