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
import { JOB_MESSAGES } from '@vedann/contracts';
import { useNavigate, useParams } from 'react-router';
import { useCommonT, useMessageT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { ApiError, errorMessage } from '../../lib/api';
import { useCurrentUser } from '../../lib/auth';
import { Loading } from '../../ui/loading';
import { usePageTitle } from '../../ui/page-title';
import { useJobValue, useJobsT } from './i18n';
import { CompanyLogo, useJobAge, useSalary } from './job-card';
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
  const t = useJobsT();
  const tc = useCommonT();
  const tm = useMessageT();
  const value = useJobValue();
  const age = useJobAge();
  const salary = useSalary();
  const format = useFormat();
  const { id = '' } = useParams();
  const detail = useJobDetail(id);
  usePageTitle(detail.data?.title ?? t('titles.job'));
  // Until the account is known, the button cannot tell Apply Now from Already Applied.
  const { data: user, isPending: userPending } = useCurrentUser();
  const apply = useApply(id);
  const navigate = useNavigate();

  if (detail.isPending) return <Loading />;
  if (detail.isError) {
    const missing = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <Alert
        color="red"
        my="md"
        title={tm(missing ? JOB_MESSAGES.notFound : JOB_MESSAGES.fetchFailed)}
      >
        {!missing && (
          <Button variant="light" color="red" size="xs" onClick={() => void detail.refetch()}>
            {tc('actions.retry')}
          </Button>
        )}
      </Alert>
    );
  }

  const job = detail.data;
  const applied = Boolean(user && job.applications.some((a) => a.applicant === user._id));
  const closed = job.status === 'closed';
  // Only a student applies (spec 01 section 6): other accounts see why, not an active button.
  const otherRole = Boolean(user && user.role !== 'student');
  const onApply = () => {
    if (!user) {
      // Signing in comes back to this job.
      void navigate(`/login?next=/description/${job._id}`);
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
              disabled={userPending || applied || closed || otherRole}
              loading={apply.isPending}
              aria-describedby={otherRole ? 'apply-note' : undefined}
            >
              {applied ? tm(JOB_MESSAGES.alreadyApplied) : t('detail.applyNow')}
            </Button>
            {closed && <Badge color="gray">{t('detail.closed')}</Badge>}
          </Stack>
        </Group>
        {otherRole && !closed && (
          <Text c="dimmed" id="apply-note">
            {tm(JOB_MESSAGES.studentsOnly)}
          </Text>
        )}
        {!user && !userPending && !closed && (
          <Text size="sm" c="dimmed">
            {t('detail.signInToApply')}
          </Text>
        )}
        {closed && !applied && <Text c="dimmed">{tm(JOB_MESSAGES.closed)}</Text>}
        {apply.isError && (
          <Alert color="red" role="alert">
            {tm(errorMessage(apply.error, JOB_MESSAGES.applyFailed))}
          </Alert>
        )}
        <Group gap="xs">
          <Badge variant="light">{t('detail.positions', { count: job.position })}</Badge>
          <Badge variant="light">{value(job.jobType)}</Badge>
          <Badge variant="light" color="green">
            {salary(job.salary)}
          </Badge>
        </Group>
        <Divider label={t('detail.heading')} labelPosition="left" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Fact label={t('detail.role')} value={job.title} />
          <Fact label={t('detail.location')} value={value(job.location)} />
          <Fact label={t('detail.industry')} value={value(job.industry)} />
          <Fact
            label={t('detail.experience')}
            value={t('detail.years', { count: job.experience })}
          />
          <Fact label={t('detail.salary')} value={salary(job.salary)} />
          <Fact label={t('detail.totalApplicants')} value={format.number(job.totalApplicants)} />
          <Fact label={t('detail.posted')} value={age(job.createdAt)} />
        </SimpleGrid>
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('detail.description')}
          </Text>
          <Text style={{ whiteSpace: 'pre-line' }}>{job.description}</Text>
        </div>
      </Stack>
    </Paper>
  );
}
