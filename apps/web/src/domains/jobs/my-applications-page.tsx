import { Alert, Anchor, Badge, Button, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { GENERIC_ERROR, JOB_MESSAGES, type ApplicationStatus } from '@vedann/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/api';
import { Loading } from '../../ui/loading';
import { useMyApplications } from './jobs-api';

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
    body = (
      <Alert color="red" title={errorMessage(mine.error, GENERIC_ERROR)}>
        <Button variant="light" color="red" size="xs" onClick={() => void mine.refetch()}>
          Try again
        </Button>
      </Alert>
    );
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
      <Table.ScrollContainer minWidth={480}>
        <Table striped>
          <Table.Caption>My applications</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Job</Table.Th>
              <Table.Th>Company</Table.Th>
              <Table.Th>Applied</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
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
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        My applications
      </Title>
      {body}
      {mine.data && mine.data.totalPages > 1 && (
        <Pagination total={mine.data.totalPages} value={page} onChange={setPage} />
      )}
    </Stack>
  );
}
