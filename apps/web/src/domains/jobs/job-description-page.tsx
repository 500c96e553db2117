import { useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Divider,
  Group,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { JOB_MESSAGES, type JobDetail } from '@vedann/contracts';
import { Link, useNavigate, useParams } from 'react-router';
import { useCommonT, useMessageT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { ApiError, errorMessage } from '../../lib/api';
import { useCurrentUser } from '../../lib/auth';
import { Loading } from '../../ui/loading';
import { usePageTitle } from '../../ui/page-title';
import { useJobValue, useJobsT } from './i18n';
import { StatusCell, WithdrawButton, useWithdrawConfirm } from './application-status';
import { CompanyLogo, useJobAge, useSalary } from './job-card';
import { useApply, useJobDetail, useMyResumes } from './jobs-api';
import { CompanyLink } from '../../ui/company-link';
import { LoadError } from '../../ui/load-error';

/**
 * Apply Now's dialog: which saved resume to send (the last saved is chosen at first) and an
 * optional cover note. Without a saved resume the student may still apply, or build one first.
 */
function ApplyDialog({
  opened,
  onClose,
  onSend,
  sending,
  error,
}: {
  opened: boolean;
  onClose: () => void;
  onSend: (input: { resumeId?: string; note: string }) => void;
  sending: boolean;
  error: string | null;
}) {
  const t = useJobsT();
  const tm = useMessageT();
  const resumes = useMyResumes(opened);
  const [chosen, setChosen] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const rows = resumes.data?.rows ?? [];
  const latest = rows.at(-1)?._id ?? null;
  const resumeId = chosen ?? latest;
  return (
    <Modal opened={opened} onClose={onClose} title={t('apply.title')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSend({ ...(resumeId ? { resumeId } : {}), note });
        }}
      >
        <Stack gap="sm">
          {resumes.isPending ? (
            <Loading />
          ) : resumes.isError ? (
            <LoadError error={resumes.error} onRetry={() => void resumes.refetch()} />
          ) : rows.length === 0 ? (
            <Text size="sm">
              {t('apply.noResume')}{' '}
              <Anchor component={Link} to="/service/student">
                {t('apply.buildResume')}
              </Anchor>
            </Text>
          ) : (
            <Select
              label={t('apply.resume')}
              data={rows.map((resume) => ({ value: resume._id, label: resume.name }))}
              value={resumeId}
              onChange={setChosen}
              allowDeselect={false}
            />
          )}
          <Textarea
            label={t('apply.note')}
            description={t('apply.noteHint')}
            value={note}
            maxLength={1000}
            autosize
            minRows={3}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
          {error && (
            <Alert color="red" role="alert">
              {tm(error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('apply.cancel')}
            </Button>
            <Button type="submit" loading={sending}>
              {t('apply.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

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

/** What the job is: positions, type and salary, then every fact and the description. */
function JobFacts({ job }: { job: JobDetail }) {
  const t = useJobsT();
  const value = useJobValue();
  const age = useJobAge();
  const salary = useSalary();
  const format = useFormat();
  return (
    <>
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
        <Fact label={t('detail.experience')} value={t('detail.years', { count: job.experience })} />
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
    </>
  );
}

/** /description/:id: every field of the job, its applicant count, and Apply Now. */
export function JobDescriptionPage() {
  const t = useJobsT();
  const tc = useCommonT();
  const tm = useMessageT();
  const { id = '' } = useParams();
  const detail = useJobDetail(id);
  usePageTitle(detail.data?.title ?? t('titles.job'));
  // Until the account is known, the button cannot tell Apply Now from Already Applied.
  const { data: user, isPending: userPending } = useCurrentUser();
  const apply = useApply(id);
  const navigate = useNavigate();
  const [applying, setApplying] = useState(false);
  const withdraw = useWithdrawConfirm();

  if (detail.isPending) return <Loading />;
  if (detail.isError) {
    const missing = detail.error instanceof ApiError && detail.error.status === 404;
    // A heading, then why (not the same words twice), and a way back to the jobs.
    return (
      <Stack gap="md" my="md">
        <Title order={1} size="h2">
          {t(missing ? 'detail.missingTitle' : 'titles.job')}
        </Title>
        <Alert color="red" title={missing ? undefined : tm(JOB_MESSAGES.fetchFailed)}>
          {missing ? (
            t('detail.missingText')
          ) : (
            <Button variant="light" color="red" size="xs" onClick={() => void detail.refetch()}>
              {tc('actions.retry')}
            </Button>
          )}
        </Alert>
        <Anchor component={Link} to="/jobs">
          {t('detail.backToJobs')}
        </Anchor>
      </Stack>
    );
  }

  const job = detail.data;
  // The answer holds only the viewer's own application, if any.
  const own = user ? job.applications.find((a) => a.applicant === user._id) : undefined;
  const applied = Boolean(own);
  const closed = job.status === 'closed';
  // Only a student applies (spec 01 section 6): other accounts see why, not an active button.
  const otherRole = Boolean(user && user.role !== 'student');
  const onApply = () => {
    if (!user) {
      // Signing in comes back to this job.
      void navigate(`/login?next=/description/${job._id}`);
      return;
    }
    apply.reset();
    setApplying(true);
  };
  const send = (input: { resumeId?: string; note: string }) => {
    if (!user) return;
    apply.mutate({ ...input, userId: user._id }, { onSuccess: () => setApplying(false) });
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} my="md">
      <ApplyDialog
        opened={applying}
        onClose={() => setApplying(false)}
        onSend={send}
        sending={apply.isPending}
        error={apply.isError ? errorMessage(apply.error, JOB_MESSAGES.applyFailed) : null}
      />
      {withdraw.dialog}
      <Stack gap="md">
        {closed && (
          <Alert color="gray" title={t('detail.closedTitle')} role="status">
            {tm(JOB_MESSAGES.closed)}
          </Alert>
        )}
        <Group justify="space-between" align="flex-start">
          <Group gap="sm" wrap="nowrap">
            <CompanyLogo name={job.company.name} logo={job.company.logo} size={56} />
            <div>
              <Title order={1} size="h2">
                {job.title}
              </Title>
              <Text c="dimmed">
                <CompanyLink id={job.company._id} name={job.company.name} />
              </Text>
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
        {own && (
          <Paper withBorder p="sm" component="section" aria-label={t('detail.yourApplication')}>
            <Group gap="sm" align="flex-start">
              <Text fw={600}>{t('detail.yourApplication')}</Text>
              <StatusCell status={own.status} statusChangedAt={own.statusChangedAt} />
              <WithdrawButton
                application={{ _id: own._id, status: own.status, title: job.title }}
                onWithdraw={withdraw.ask}
              />
              <Anchor component={Link} to="/jobs/applications" size="sm">
                {t('detail.seeApplication')}
              </Anchor>
            </Group>
          </Paper>
        )}
        <JobFacts job={job} />
      </Stack>
    </Paper>
  );
}
