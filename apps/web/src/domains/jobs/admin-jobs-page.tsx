import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Drawer,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  APPLICATION_STATUSES,
  COMPANY_MESSAGES,
  GENERIC_ERROR,
  JD_MESSAGES,
  JOB_INDUSTRIES,
  JOB_LOCATIONS,
  JOB_MESSAGES,
  JOB_STATUSES,
  JOB_TYPES,
  jobDescriptionInputSchema,
  jobInputSchema,
  resumeFileName,
  type Applicant,
  type ApplicationStatus,
  type CompanyJob,
  type JobDescription,
  type Organization,
} from '@vedann/contracts';
import { Link } from 'react-router';
import { translateMessage, useCommonT, useMessageT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { apiDownload, apiSend, errorMessage } from '../../lib/api';
import { useCurrentOrg, useSwitchOrg } from '../../lib/org';
import { useResourceList, type ResourceApi } from '../../lib/resource';
import { zodFormResolver } from '../../lib/zod-form';
import { useConfirm } from '../../ui/confirm';
import { EditableTable, type EditableColumn } from '../../ui/editable-table';
import { ListPager } from '../../ui/list-pager';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { usePageTitle } from '../../ui/page-title';
import { useJobValue, useJobsT } from './i18n';
import { useApplicantStatus, useApplicants, useMyCompanies } from './jobs-api';
import { ListTable } from '../../ui/list-table';
import { STATUS_COLORS, useStatusLabel } from './application-status';
import { RecruiterOnly } from './recruiter-only';
import { ScrollRegion } from '../../ui/scroll-region';

const JOBS_RESOURCE: ResourceApi = { path: '/admin/jobs', listKey: 'jobs' };
const JD_RESOURCE: ResourceApi = { path: '/company/job-descriptions', listKey: 'jobDescriptions' };
const JOBS_PAGE_SIZE = 10;
/** Between facts on one line (not a word, so the same in every language). */
const SEPARATOR = ' · ';

const can = (org: Organization | null, permission: string) =>
  Boolean(
    org && (org.role === 'owner' || org.role === 'admin' || org.permissions.includes(permission)),
  );

type JobDraft = {
  title: string;
  description: string;
  position: string;
  jobType: string;
  salary: string;
  location: string;
  industry: string;
  experience: string;
  status: string;
};

const EMPTY_JOB: JobDraft = {
  title: '',
  description: '',
  position: '1',
  jobType: 'Full Time',
  salary: '',
  location: '',
  industry: '',
  experience: '0',
  status: 'open',
};

const jobToDraft = (job: CompanyJob): JobDraft => ({
  title: job.title,
  description: job.description,
  position: String(job.position),
  jobType: job.jobType,
  salary: String(job.salary),
  location: job.location,
  industry: job.industry,
  experience: String(job.experience),
  status: job.status,
});

/** Posting, editing, closing and deleting a job; every answer shown in the chosen language. */
function useJobMutations() {
  const queryClient = useQueryClient();
  const settle = async (answer: { message: string }) => {
    notifications.show({ color: 'green', message: translateMessage(answer.message) });
    await queryClient.invalidateQueries({ queryKey: ['resource', JOBS_RESOURCE.path] });
  };
  const create = useMutation({
    mutationFn: (input: JobDraft) =>
      apiSend<{ message: string }>('POST', JOBS_RESOURCE.path, input),
    onSuccess: settle,
  });
  const update = useMutation({
    mutationFn: ({ id, input }: { id: string; input: JobDraft }) =>
      apiSend<{ message: string }>('PUT', `${JOBS_RESOURCE.path}/${id}`, input),
    onSuccess: settle,
  });
  const remove = useMutation({
    mutationFn: (id: string) =>
      apiSend<{ message: string }>('DELETE', `${JOBS_RESOURCE.path}/${id}`),
    onSuccess: settle,
  });
  return { create, update, remove };
}

/**
 * Every field of a job in one form: posting a job, and editing one in the drawer. Each field has
 * its visible label and the contract's message, in the chosen language.
 */
function JobForm({
  initial,
  label,
  submitLabel,
  withStatus,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  initial: JobDraft;
  label: string;
  submitLabel: string;
  withStatus: boolean;
  pending: boolean;
  error: unknown;
  onSubmit: (values: JobDraft, reset: () => void) => void;
  onCancel?: () => void;
}) {
  const t = useJobsT();
  const tc = useCommonT();
  const tm = useMessageT();
  const value = useJobValue();
  const status = useStatusLabel();
  const form = useForm<JobDraft>({
    initialValues: initial,
    validate: zodFormResolver<JobDraft>(jobInputSchema),
  });
  const field = (name: keyof JobDraft) => {
    const props = form.getInputProps(name);
    const error = props.error as ReactNode;
    return { ...props, error: typeof error === 'string' ? tm(error) : error };
  };
  const choices = (options: readonly string[]) => [
    { value: '', label: t('admin.field.choose') },
    ...options.map((option) => ({ value: option, label: value(option) })),
  ];
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={form.onSubmit((values) => onSubmit(values, () => form.setValues(EMPTY_JOB)))}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('admin.field.title')} withAsterisk {...field('title')} />
          <NativeSelect
            label={t('admin.field.jobType')}
            withAsterisk
            data={choices(JOB_TYPES)}
            {...field('jobType')}
          />
        </SimpleGrid>
        <Textarea
          label={t('admin.field.description')}
          withAsterisk
          autosize
          minRows={3}
          {...field('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('admin.field.position')}
            type="number"
            min={1}
            withAsterisk
            {...field('position')}
          />
          <TextInput
            label={t('admin.field.salary')}
            type="number"
            min={0}
            step="0.1"
            withAsterisk
            {...field('salary')}
          />
          <TextInput
            label={t('admin.field.experience')}
            type="number"
            min={0}
            withAsterisk
            {...field('experience')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: withStatus ? 3 : 2 }}>
          <NativeSelect
            label={t('admin.field.location')}
            withAsterisk
            data={choices(JOB_LOCATIONS)}
            {...field('location')}
          />
          <NativeSelect
            label={t('admin.field.industry')}
            withAsterisk
            data={choices(JOB_INDUSTRIES)}
            {...field('industry')}
          />
          {withStatus && (
            <NativeSelect
              label={t('admin.field.status')}
              data={JOB_STATUSES.map((option) => ({ value: option, label: status(option) }))}
              {...field('status')}
            />
          )}
        </SimpleGrid>
        {Boolean(error) && (
          <Alert color="red" role="alert">
            {tm(errorMessage(error, GENERIC_ERROR))}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {tc('actions.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

/** The applicant's last saved resume, downloaded as the PDF of the product's own template. */
function ApplicantResume({ application }: { application: Applicant }) {
  const t = useJobsT();
  const tm = useMessageT();
  const download = useMutation({
    mutationFn: (resume: { name: string }) =>
      apiDownload(
        `/admin/applications/${application._id}/resume?template=vedann`,
        resumeFileName(resume.name),
      ),
  });
  if (!application.resume) return <Text c="dimmed">{t('admin.applicant.noResume')}</Text>;
  const { resume } = application;
  return (
    <Stack gap={2}>
      <Button
        size="xs"
        variant="light"
        loading={download.isPending}
        aria-label={t('admin.applicant.resumeOf', { name: application.applicant.fullname })}
        onClick={() => download.mutate(resume)}
      >
        {t('admin.applicant.resumePdf')}
      </Button>
      {download.isError && (
        <Text c="red" size="xs" role="alert">
          {tm(errorMessage(download.error, GENERIC_ERROR))}
        </Text>
      )}
    </Stack>
  );
}

function ApplicantStatus({ row, canChange }: { row: Applicant; canChange: boolean }) {
  const t = useJobsT();
  const label = useStatusLabel();
  const setStatus = useApplicantStatus();
  if (!canChange) return <Badge color={STATUS_COLORS[row.status]}>{label(row.status)}</Badge>;
  return (
    <Stack gap={2}>
      <NativeSelect
        aria-label={t('admin.applicant.statusOf', { name: row.applicant.fullname })}
        value={row.status}
        disabled={setStatus.isPending}
        data={APPLICATION_STATUSES.map((status) => ({ value: status, label: label(status) }))}
        onChange={(event) =>
          setStatus.mutate({ id: row._id, status: event.currentTarget.value as ApplicationStatus })
        }
      />
      {setStatus.isError && (
        <Text c="red" size="xs" role="alert">
          {translateMessage(errorMessage(setStatus.error, GENERIC_ERROR))}
        </Text>
      )}
    </Stack>
  );
}

/** The applicant's cover note, when they wrote one. */
function ApplicantNote({ note }: { note: string }) {
  const t = useJobsT();
  if (!note) return null;
  return (
    <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      {t('admin.applicant.note', { note })}
    </Text>
  );
}

function Applicants({ job, canChange }: { job: CompanyJob; canChange: boolean }) {
  const t = useJobsT();
  const tm = useMessageT();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const applicants = useApplicants(job._id, page);
  const caption = t('admin.applicantsOf', { title: job.title });
  let body;
  if (applicants.isPending) body = <Loading />;
  else if (applicants.isError)
    body = <LoadError error={applicants.error} onRetry={() => void applicants.refetch()} />;
  else if (applicants.data.applicants.length === 0)
    body = <Text>{tm(JOB_MESSAGES.noApplicants)}</Text>;
  else
    body = (
      <>
        <Stack gap="sm" hiddenFrom="sm">
          {applicants.data.applicants.map((row) => (
            <Card key={row._id} withBorder component="article" aria-label={row.applicant.fullname}>
              <Stack gap={4}>
                <Text fw={600}>{row.applicant.fullname}</Text>
                <ApplicantNote note={row.note} />
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {[row.applicant.email, row.applicant.phoneNumber].join(SEPARATOR)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('admin.applicant.applied')}: {format.date(row.appliedAt)}
                </Text>
                <Group gap="sm" align="flex-start">
                  <ApplicantResume application={row} />
                  <ApplicantStatus row={row} canChange={canChange} />
                </Group>
              </Stack>
            </Card>
          ))}
        </Stack>
        <ListTable
          caption={caption}
          visibleFrom="sm"
          headers={[
            t('admin.applicant.name'),
            t('admin.applicant.email'),
            t('admin.applicant.phone'),
            t('admin.applicant.applied'),
            t('admin.applicant.resume'),
            t('admin.applicant.status'),
          ]}
          minWidth={560}
        >
          {applicants.data.applicants.map((row) => (
            <Table.Tr key={row._id}>
              <Table.Td>
                {row.applicant.fullname}
                <ApplicantNote note={row.note} />
              </Table.Td>
              <Table.Td>{row.applicant.email}</Table.Td>
              <Table.Td>{row.applicant.phoneNumber}</Table.Td>
              <Table.Td>{format.date(row.appliedAt)}</Table.Td>
              <Table.Td>
                <ApplicantResume application={row} />
              </Table.Td>
              <Table.Td>
                <ApplicantStatus row={row} canChange={canChange} />
              </Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      </>
    );
  return (
    <Stack gap="sm" component="section" aria-label={caption}>
      <Title order={3} size="h5">
        {caption}
      </Title>
      {body}
      <ListPager
        totalPages={applicants.data?.totalPages}
        page={page}
        onChange={setPage}
        label={t('admin.applicantsPages', { title: job.title })}
      />
    </Stack>
  );
}

/** Edit, Applicants, Close or Reopen, Delete: the same buttons in the table and on a phone's card. */
function JobActions({
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

function JobsSection({ org }: { org: Organization }) {
  const t = useJobsT();
  const tc = useCommonT();
  const tm = useMessageT();
  const value = useJobValue();
  const status = useStatusLabel();
  const format = useFormat();
  const phone = useMediaQuery('(max-width: 47.99em)');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<CompanyJob | null>(null);
  const [editing, setEditing] = useState<CompanyJob | null>(null);
  const editButton = useRef<HTMLButtonElement | null>(null);
  const list = useResourceList<CompanyJob>(JOBS_RESOURCE, { page, limit: JOBS_PAGE_SIZE });
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

  let body;
  if (list.isPending) body = <Loading />;
  else if (list.isError)
    body = (
      <Alert color="red" title={tm(JOB_MESSAGES.fetchFailed)}>
        <Button variant="light" color="red" size="xs" onClick={() => void list.refetch()}>
          {tc('actions.retry')}
        </Button>
      </Alert>
    );
  else if (list.data.rows.length === 0) body = <Text c="dimmed">{t('admin.noJobs')}</Text>;
  else
    body = (
      <>
        {/* On a phone each job is a card with every action on screen. */}
        <Stack gap="sm" hiddenFrom="sm">
          {list.data.rows.map((job) => (
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
                    t('card.salary', { salary: format.number(job.salary) }),
                  ].join(SEPARATOR)}
                </Text>
                {actions(job)}
              </Stack>
            </Card>
          ))}
        </Stack>
        <ScrollRegion label={caption} visibleFrom="sm">
          <Table striped highlightOnHover aria-label={caption}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.field.title')}</Table.Th>
                <Table.Th>{t('admin.field.location')}</Table.Th>
                <Table.Th>{t('admin.field.salary')}</Table.Th>
                <Table.Th>{t('admin.field.position')}</Table.Th>
                <Table.Th>{t('admin.field.status')}</Table.Th>
                <Table.Th>{t('admin.jobActions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.rows.map((job) => (
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
                  <Table.Td>{format.number(job.salary)}</Table.Td>
                  <Table.Td>{format.number(job.position)}</Table.Td>
                  <Table.Td>
                    <Badge
                      color={job.status === 'open' ? 'green' : 'gray'}
                      style={{ overflow: 'visible' }}
                    >
                      {status(job.status)}
                    </Badge>
                  </Table.Td>
                  <Table.Td miw={220}>{actions(job)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      </>
    );

  return (
    <Stack gap="lg">
      <Title order={2} size="h4">
        {caption}
      </Title>
      {body}
      <ListPager
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
      {canPost ? (
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
              pending={create.isPending}
              error={create.error}
              onSubmit={(values, reset) => create.mutate(values, { onSuccess: reset })}
            />
          </Stack>
        </Paper>
      ) : (
        <Text size="sm" c="dimmed">
          {t('admin.needsPermission')}
        </Text>
      )}
      {/* Editing a job opens its whole form, whatever the width of the table. */}
      <Drawer
        opened={editing !== null}
        onClose={() => setEditing(null)}
        position="right"
        size={phone ? '100%' : 'lg'}
        title={editing ? t('admin.editTitle', { title: editing.title }) : undefined}
        returnFocus
        onExitTransitionEnd={() => editButton.current?.focus()}
      >
        {editing && (
          <JobForm
            key={editing._id}
            initial={jobToDraft(editing)}
            label={t('admin.editTitle', { title: editing.title })}
            submitLabel={t('admin.update')}
            withStatus
            pending={update.isPending}
            error={update.error}
            onSubmit={(values) =>
              update.mutate(
                { id: editing._id, input: values },
                { onSuccess: () => setEditing(null) },
              )
            }
            onCancel={() => setEditing(null)}
          />
        )}
      </Drawer>
      {dialog}
    </Stack>
  );
}

type JdDraft = {
  code: string;
  profile: string;
  experience: string;
  salary: string;
  location: string;
  description: string;
  date: string;
  education: string;
};

const EMPTY_JD: JdDraft = {
  code: '',
  profile: '',
  experience: '0',
  salary: '',
  location: '',
  description: '',
  date: new Date().toISOString().slice(0, 10),
  education: '',
};

async function uploadPdf(file: File): Promise<string> {
  const body = new FormData();
  body.set('file', file);
  return (await apiSend<{ url: string }>('POST', '/company/job-description-files', body)).url;
}

function useJdColumns(): EditableColumn<JobDescription, JdDraft>[] {
  const t = useJobsT();
  const value = useJobValue();
  const format = useFormat();
  return [
    { field: 'code', label: t('admin.jd.code') },
    { field: 'profile', label: t('admin.jd.profile') },
    { field: 'experience', label: t('admin.jd.experience'), kind: 'number' },
    { field: 'salary', label: t('admin.jd.salary'), kind: 'number' },
    {
      field: 'location',
      label: t('admin.jd.location'),
      kind: 'select',
      options: JOB_LOCATIONS,
      render: (row) => value(row.location),
    },
    {
      field: 'description',
      label: t('admin.jd.description'),
      kind: 'file',
      accept: 'application/pdf',
      upload: uploadPdf,
      render: (row) =>
        row.description ? (
          <Anchor href={row.description} target="_blank" rel="noopener">
            {t('admin.jd.viewPdf')}
          </Anchor>
        ) : (
          '—'
        ),
    },
    {
      field: 'date',
      label: t('admin.jd.date'),
      kind: 'date',
      render: (row) => format.date(row.date),
    },
    { field: 'education', label: t('admin.jd.education') },
  ];
}

function PublishModal({ row, onClose }: { row: JobDescription; onClose: () => void }) {
  const t = useJobsT();
  const tm = useMessageT();
  const value = useJobValue();
  const queryClient = useQueryClient();
  const [industry, setIndustry] = useState('');
  const [jobType, setJobType] = useState<string>('Full Time');
  const [position, setPosition] = useState<number | string>(1);
  const publish = useMutation({
    mutationFn: () =>
      apiSend<{ message: string }>('POST', `${JD_RESOURCE.path}/${row._id}/publish`, {
        industry,
        jobType,
        position: Number(position),
      }),
    onSuccess: async (answer) => {
      notifications.show({ color: 'green', message: translateMessage(answer.message) });
      await queryClient.invalidateQueries({ queryKey: ['resource'] });
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} title={t('admin.jd.publishTitle', { profile: row.profile })}>
      <Stack gap="sm">
        <NativeSelect
          label={t('admin.jd.industry')}
          value={industry}
          onChange={(event) => setIndustry(event.currentTarget.value)}
          data={[
            { value: '', label: t('admin.jd.chooseIndustry') },
            ...JOB_INDUSTRIES.map((option) => ({ value: option, label: value(option) })),
          ]}
        />
        <NativeSelect
          label={t('admin.jd.jobType')}
          value={jobType}
          onChange={(event) => setJobType(event.currentTarget.value)}
          data={JOB_TYPES.map((option) => ({ value: option, label: value(option) }))}
        />
        <NumberInput
          label={t('admin.jd.positions')}
          min={1}
          value={position}
          onChange={setPosition}
        />
        {publish.isError && (
          <Alert color="red">{tm(errorMessage(publish.error, GENERIC_ERROR))}</Alert>
        )}
        <Group justify="flex-end">
          <Button onClick={() => publish.mutate()} loading={publish.isPending}>
            {t('admin.jd.publish')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function JobDescriptionsSection({ org }: { org: Organization }) {
  const t = useJobsT();
  const tc = useCommonT();
  const tm = useMessageT();
  const columns = useJdColumns();
  const [publishing, setPublishing] = useState<JobDescription | null>(null);
  const canEdit = can(org, 'jobs');
  return (
    <>
      <EditableTable<JobDescription, JdDraft>
        title={t('admin.jd.title', { name: org.name })}
        resource={JD_RESOURCE}
        columns={columns}
        emptyDraft={EMPTY_JD}
        toDraft={(row) => ({
          code: row.code,
          profile: row.profile,
          experience: String(row.experience),
          salary: String(row.salary),
          location: row.location,
          description: row.description,
          date: row.date,
          education: row.education,
        })}
        toInput={(draft) => draft}
        schema={jobDescriptionInputSchema}
        emptyText={tm(JD_MESSAGES.empty)}
        loadErrorText={tm(JD_MESSAGES.fetchFailed)}
        canEdit={canEdit}
        labels={{
          add: t('admin.jd.addRow'),
          edit: tc('actions.edit'),
          update: tc('actions.update'),
          cancel: tc('actions.cancel'),
          addTitle: t('admin.jd.addTitle'),
          remove: t('admin.jd.remove'),
        }}
        rowActions={(row) =>
          !canEdit ? null : row.jobId ? (
            <Button size="xs" variant="subtle" component={Link} to={`/description/${row.jobId}`}>
              {t('admin.jd.published')}
            </Button>
          ) : (
            <Button size="xs" variant="default" onClick={() => setPublishing(row)}>
              {t('admin.jd.publishAsJob')}
            </Button>
          )
        }
      />
      {publishing && <PublishModal row={publishing} onClose={() => setPublishing(null)} />}
    </>
  );
}

/**
 * Which company the page acts for. It is the header's current business, said so plainly; a
 * recruiter with several companies switches here or in the header, and is told of the switch.
 */
function CurrentCompany({
  current,
  companies,
}: {
  current: Organization;
  companies: { _id: string; name: string }[];
}) {
  const t = useJobsT();
  const switchOrg = useSwitchOrg();
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="acting-for">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2} maw={560}>
          <Text fw={600} id="acting-for">
            {t('admin.actingFor', { name: current.name })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('admin.actingForHint')}
          </Text>
        </Stack>
        {companies.length > 1 && (
          <NativeSelect
            label={t('admin.switchCompany')}
            value={current._id}
            data={companies.map((company) => ({ value: company._id, label: company.name }))}
            onChange={(event) => {
              const next = companies.find((c) => c._id === event.currentTarget.value);
              if (!next) return;
              switchOrg(next._id);
              notifications.show({ message: t('admin.switched', { name: next.name }) });
            }}
          />
        )}
      </Group>
    </Paper>
  );
}

/** /admin/jobs: a company's jobs and applicants, and its job-description maker. */
export function AdminJobsPage() {
  const t = useJobsT();
  usePageTitle(t('titles.adminJobs'));
  const companies = useMyCompanies();
  const { current, organizations } = useCurrentOrg();
  const switchOrg = useSwitchOrg();
  const companyIds = companies.data?.map((company) => company._id) ?? [];
  const firstCompany = companyIds[0];
  const firstName = companies.data?.[0]?.name;
  const currentIsCompany = current?.kind === 'company';
  useEffect(() => {
    // The page acts for a company: the current business if it is one, else the first company,
    // which becomes the current business, visibly.
    if (!currentIsCompany && firstCompany && organizations.some((o) => o._id === firstCompany)) {
      switchOrg(firstCompany);
      if (firstName) notifications.show({ message: t('admin.switched', { name: firstName }) });
    }
  }, [currentIsCompany, firstCompany, firstName, organizations, switchOrg, t]);

  let body;
  if (companies.isPending) body = <Loading />;
  else if (companies.isError)
    body = (
      <LoadError
        error={undefined}
        fallback={COMPANY_MESSAGES.fetchFailed}
        onRetry={() => void companies.refetch()}
      />
    );
  else if (companies.data.length === 0)
    body = (
      <Text>
        {t('admin.registerFirst')}{' '}
        <Anchor component={Link} to="/admin/companies/create">
          {t('admin.newCompany')}
        </Anchor>
      </Text>
    );
  else if (!current || !currentIsCompany) body = <Loading />;
  else
    body = (
      <Stack gap="md">
        <CurrentCompany current={current} companies={companies.data} />
        <Tabs defaultValue="jobs" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="jobs">{t('admin.tabJobs')}</Tabs.Tab>
            <Tabs.Tab value="descriptions">{t('admin.tabDescriptions')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="jobs" pt="md">
            <JobsSection key={current._id} org={current} />
          </Tabs.Panel>
          <Tabs.Panel value="descriptions" pt="md">
            <JobDescriptionsSection key={current._id} org={current} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    );

  return (
    <RecruiterOnly>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('admin.title')}
        </Title>
        {body}
      </Stack>
    </RecruiterOnly>
  );
}
