import {
  Alert,
  Badge,
  Button,
  Divider,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { JOB_MESSAGES, jobAge } from '@vedann/contracts';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ApiError, errorMessage } from '../../lib/api';
import { useCurrentUser } from '../../lib/auth';
import { Loading } from '../../ui/loading';
import { CompanyLogo } from './job-card';
import { useApply, useJobDetail } from './jobs-api';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text>{value}</Text>
    </div>
  );
}

/** /description/:id: every field of the job, its applicant count, and Apply Now. */
export function JobDescriptionPage() {
  const { id = '' } = useParams();
  const detail = useJobDetail(id);
  // Until the account is known, the button cannot tell Apply Now from Already Applied.
  const { data: user, isPending: userPending } = useCurrentUser();
  const apply = useApply(id);
  const navigate = useNavigate();
  const location = useLocation();

  if (detail.isPending) return <Loading />;
  if (detail.isError) {
    const missing = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <Alert color="red" my="md" title={missing ? JOB_MESSAGES.notFound : JOB_MESSAGES.fetchFailed}>
        {!missing && (
          <Button variant="light" color="red" size="xs" onClick={() => void detail.refetch()}>
            Try again
          </Button>
        )}
      </Alert>
    );
  }

  const job = detail.data;
  const applied = Boolean(user && job.applications.some((a) => a.applicant === user._id));
  const closed = job.status === 'closed';
  const onApply = () => {
    if (!user) {
      void navigate('/login', { state: { from: location.pathname } });
      return;
    }
    apply.mutate(user._id);
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} my="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Group gap="sm" wrap="nowrap">
            <CompanyLogo name={job.company.name} logo={job.company.logo} size={56} />
            <div>
              <Title order={1} size="h2">
                {job.title}
              </Title>
              <Text c="dimmed">{job.company.name}</Text>
            </div>
          </Group>
          <Stack gap={4} align="flex-end">
            <Button
              onClick={onApply}
              disabled={userPending || applied || closed}
              loading={apply.isPending}
            >
              {applied ? JOB_MESSAGES.alreadyApplied : 'Apply Now'}
            </Button>
            {closed && <Badge color="gray">Closed</Badge>}
          </Stack>
        </Group>
        {closed && !applied && <Text c="dimmed">{JOB_MESSAGES.closed}</Text>}
        {apply.isError && (
          <Alert color="red" role="alert">
            {errorMessage(apply.error, JOB_MESSAGES.applyFailed)}
          </Alert>
        )}
        <Group gap="xs">
          <Badge variant="light">
            {job.position} {job.position === 1 ? 'Position' : 'Positions'}
          </Badge>
          <Badge variant="light">{job.jobType}</Badge>
          <Badge variant="light" color="green">
            {job.salary} LPA
          </Badge>
        </Group>
        <Divider label="Job Description" labelPosition="left" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Fact label="Role" value={job.title} />
          <Fact label="Location" value={job.location} />
          <Fact label="Industry" value={job.industry} />
          <Fact label="Experience" value={`${job.experience} years`} />
          <Fact label="Salary" value={`${job.salary} LPA`} />
          <Fact label="Total Applicants" value={String(job.totalApplicants)} />
          <Fact label="Posted" value={jobAge(job.createdAt)} />
        </SimpleGrid>
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Description
          </Text>
          <Text style={{ whiteSpace: 'pre-line' }}>{job.description}</Text>
        </div>
      </Stack>
    </Paper>
  );
}
