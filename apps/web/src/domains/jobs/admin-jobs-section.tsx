import { useRef, useState } from 'react';
import { Alert, Drawer, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { GENERIC_ERROR, jobsApi, type CompanyJob, type Organization } from '@vedann/contracts';
import { useMessageT } from '../../i18n';
import { errorMessage } from '../../lib/api';
import { useResourceList } from '../../lib/resource';
import { useConfirm } from '../../ui/confirm';
import { ListPager } from '../../ui/list-pager';
import { LoadError } from '../../ui/load-error';
import { JobForm } from './admin-jobs-form';
import { Applicants } from './admin-jobs-applicants';
import { JobActions, JobsList } from './admin-jobs-list';
import { EMPTY_JOB, JOBS_PAGE_SIZE, can, jobToDraft, type JobDraft } from './admin-jobs-shared';
import { useJobsT } from './i18n';
import { useApplicantCounts } from './jobs-api';
import { useJobMutations } from './use-job-mutations';

/** Posting a job, for those who may; the others are told what they lack. */
function PostJob({
  canPost,
  pending,
  error,
  onSubmit,
}: {
  canPost: boolean;
  pending: boolean;
  error: unknown;
  onSubmit: (values: JobDraft, reset: () => void) => void;
}) {
  const t = useJobsT();
  return canPost ? (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('admin.postTitle')}
        </Title>
        <JobForm
          initial={EMPTY_JOB}
          label={t('admin.postTitle')}
          submitLabel={t('admin.postJob')}
          withStatus={false}
          pending={pending}
          error={error}
          onSubmit={onSubmit}
        />
      </Stack>
    </Paper>
  ) : (
    <Text size="sm" c="dimmed">
      {t('admin.needsPermission')}
    </Text>
  );
}

/** Editing a job opens its whole form, whatever the width of the table. */
function EditJobDrawer({
  editing,
  pending,
  error,
  onSubmit,
  onClose,
  onClosed,
}: {
  editing: CompanyJob | null;
  pending: boolean;
  error: unknown;
  onSubmit: (job: CompanyJob, values: JobDraft) => void;
  onClose: () => void;
  onClosed: () => void;
}) {
  const t = useJobsT();
  const phone = useMediaQuery('(max-width: 47.99em)');
  return (
    <Drawer
      opened={editing !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'lg'}
      title={editing ? t('admin.editTitle', { title: editing.title }) : undefined}
      returnFocus
      onExitTransitionEnd={onClosed}
    >
      {editing && (
        <JobForm
          key={editing._id}
          initial={jobToDraft(editing)}
          label={t('admin.editTitle', { title: editing.title })}
          submitLabel={t('admin.update')}
          withStatus
          pending={pending}
          error={error}
          onSubmit={(values) => onSubmit(editing, values)}
          onCancel={onClose}
        />
      )}
    </Drawer>
  );
}

export function JobsSection({ org }: { org: Organization }) {
  const t = useJobsT();
  const tm = useMessageT();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<CompanyJob | null>(null);
  const [editing, setEditing] = useState<CompanyJob | null>(null);
  const editButton = useRef<HTMLButtonElement | null>(null);
  const list = useResourceList(jobsApi.company.jobs, { page, limit: JOBS_PAGE_SIZE });
  const counts = useApplicantCounts(
    list.data?.rows.map((job) => job._id) ?? [],
    can(org, 'applicants'),
  );
  const { create, update, remove } = useJobMutations();
  const { confirm, dialog } = useConfirm();
  const canPost = can(org, 'jobs');
  const caption = t('admin.jobsOf', { name: org.name });

  const toggle = (job: CompanyJob) =>
    update.mutate({
      id: job._id,
      input: { ...jobToDraft(job), status: job.status === 'open' ? 'closed' : 'open' },
    });
  const askDelete = async (job: CompanyJob) => {
    const yes = await confirm({
      title: t('admin.deleteTitle', { title: job.title }),
      message: t('admin.deleteText'),
    });
    if (!yes) return;
    remove.mutate(job._id, {
      onSuccess: () => {
        if (selected?._id === job._id) setSelected(null);
      },
    });
  };
  const actions = (job: CompanyJob) => (
    <JobActions
      job={job}
      canPost={canPost}
      onEdit={(button) => {
        editButton.current = button;
        update.reset();
        setEditing(job);
      }}
      onApplicants={() => setSelected(job)}
      onToggle={() => toggle(job)}
      onDelete={() => void askDelete(job)}
    />
  );

  return (
    <Stack gap="lg">
      <Title order={2} size="h4">
        {caption}
      </Title>
      <JobsList list={list} caption={caption} actions={actions} counts={counts.data?.counts} />
      {counts.isError && (
        <LoadError
          error={counts.error}
          fallback={t('admin.countsFailed')}
          onRetry={() => void counts.refetch()}
        />
      )}
      <ListPager
        exportCsv={{ list: jobsApi.company.jobs }}
        totalPages={list.data?.page.totalPages}
        page={page}
        onChange={setPage}
        label={t('admin.jobsPages', { name: org.name })}
      />
      {(update.isError || remove.isError) && !editing && (
        <Alert color="red" role="alert">
          {tm(errorMessage(update.error ?? remove.error, GENERIC_ERROR))}
        </Alert>
      )}
      {selected && (
        <Applicants key={selected._id} job={selected} canChange={can(org, 'applicants')} />
      )}
      <PostJob
        canPost={canPost}
        pending={create.isPending}
        error={create.error}
        onSubmit={(values, reset) => create.mutate(values, { onSuccess: reset })}
      />
      <EditJobDrawer
        editing={editing}
        pending={update.isPending}
        error={update.error}
        onSubmit={(job, values) =>
          update.mutate({ id: job._id, input: values }, { onSuccess: () => setEditing(null) })
        }
        onClose={() => setEditing(null)}
        onClosed={() => editButton.current?.focus()}
      />
      {dialog}
    </Stack>
  );
}
