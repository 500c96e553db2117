import { useEffect, useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
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
import { apiDownload, apiSend, errorMessage } from '../../lib/api';
import { useCurrentOrg, useSwitchOrg } from '../../lib/org';
import { useResourceMutations, type ResourceApi } from '../../lib/resource';
import { EditableTable, type EditableColumn } from '../../ui/editable-table';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { ListTable } from './list-table';
import { useApplicantStatus, useApplicants, useMyCompanies } from './jobs-api';
import { STATUS_COLORS, statusLabel } from './my-applications-page';
import { RecruiterOnly } from './recruiter-only';
import { ListPager } from '../../ui/list-pager';

const JOBS_RESOURCE: ResourceApi = { path: '/admin/jobs', listKey: 'jobs' };
const JD_RESOURCE: ResourceApi = { path: '/company/job-descriptions', listKey: 'jobDescriptions' };

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

const JOB_COLUMNS: EditableColumn<CompanyJob, JobDraft>[] = [
  { field: 'title', label: 'Title' },
  {
    field: 'description',
    label: 'Description',
    kind: 'textarea',
    render: (job) => (
      <Text size="sm" lineClamp={2} maw={260}>
        {job.description}
      </Text>
    ),
  },
  { field: 'position', label: 'Positions', kind: 'number' },
  { field: 'jobType', label: 'Job Type', kind: 'select', options: JOB_TYPES },
  { field: 'salary', label: 'Salary (LPA)', kind: 'number' },
  { field: 'location', label: 'Location', kind: 'select', options: JOB_LOCATIONS },
  { field: 'industry', label: 'Industry', kind: 'select', options: JOB_INDUSTRIES },
  { field: 'experience', label: 'Experience (years)', kind: 'number' },
  {
    field: 'status',
    label: 'Status',
    kind: 'select',
    options: JOB_STATUSES,
    render: (job) => (
      <Badge color={job.status === 'open' ? 'green' : 'gray'}>{statusLabel(job.status)}</Badge>
    ),
  },
];

/** The applicant's last saved resume, downloaded as the PDF of the product's own template. */
function ApplicantResume({ application }: { application: Applicant }) {
  const download = useMutation({
    mutationFn: (resume: { name: string }) =>
      apiDownload(
        `/admin/applications/${application._id}/resume?template=vedann`,
        resumeFileName(resume.name),
      ),
  });
  if (!application.resume) return <Text c="dimmed">No resume saved</Text>;
  const { resume } = application;
  return (
    <Stack gap={2}>
      <Button
        size="xs"
        variant="light"
        loading={download.isPending}
        aria-label={`Resume of ${application.applicant.fullname}`}
        onClick={() => download.mutate(resume)}
      >
        Resume PDF
      </Button>
      {download.isError && (
        <Text c="red" size="xs" role="alert">
          {errorMessage(download.error, GENERIC_ERROR)}
        </Text>
      )}
    </Stack>
  );
}

function Applicants({ job, canChange }: { job: CompanyJob; canChange: boolean }) {
  const [page, setPage] = useState(1);
  const applicants = useApplicants(job._id, page);
  const setStatus = useApplicantStatus();
  let body;
  if (applicants.isPending) body = <Loading />;
  else if (applicants.isError)
    body = <LoadError error={applicants.error} onRetry={() => void applicants.refetch()} />;
  else if (applicants.data.applicants.length === 0) body = <Text>{JOB_MESSAGES.noApplicants}</Text>;
  else
    body = (
      <ListTable
        caption={`Applicants of ${job.title}`}
        headers={['Name', 'Email', 'Phone', 'Applied', 'Resume', 'Status']}
        minWidth={560}
      >
        {applicants.data.applicants.map((row) => (
          <Table.Tr key={row._id}>
            <Table.Td>{row.applicant.fullname}</Table.Td>
            <Table.Td>{row.applicant.email}</Table.Td>
            <Table.Td>{row.applicant.phoneNumber}</Table.Td>
            <Table.Td>{new Date(row.appliedAt).toLocaleDateString()}</Table.Td>
            <Table.Td>
              <ApplicantResume application={row} />
            </Table.Td>
            <Table.Td>
              {canChange ? (
                <NativeSelect
                  aria-label={`Status of ${row.applicant.fullname}`}
                  value={row.status}
                  disabled={setStatus.isPending}
                  data={APPLICATION_STATUSES.map((status) => ({
                    value: status,
                    label: statusLabel(status),
                  }))}
                  onChange={(event) =>
                    setStatus.mutate({
                      id: row._id,
                      status: event.currentTarget.value as ApplicationStatus,
                    })
                  }
                />
              ) : (
                <Badge color={STATUS_COLORS[row.status]}>{statusLabel(row.status)}</Badge>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
    );
  return (
    <Stack gap="sm" component="section" aria-label={`Applicants of ${job.title}`}>
      <Title order={3} size="h5">
        Applicants of {job.title}
      </Title>
      {setStatus.isError && (
        <Alert color="red">{errorMessage(setStatus.error, GENERIC_ERROR)}</Alert>
      )}
      {body}
      <ListPager
        totalPages={applicants.data?.totalPages}
        page={page}
        onChange={setPage}
        label={`Applicants of ${job.title} pages`}
      />
    </Stack>
  );
}

function JobsSection({ org }: { org: Organization }) {
  const [selected, setSelected] = useState<CompanyJob | null>(null);
  const { update } = useResourceMutations<unknown>(JOBS_RESOURCE);
  const canPost = can(org, 'jobs');
  const toggle = (job: CompanyJob) =>
    update.mutate({
      id: job._id,
      input: { ...jobToDraft(job), status: job.status === 'open' ? 'closed' : 'open' },
    });
  return (
    <Stack gap="lg">
      <EditableTable<CompanyJob, JobDraft>
        title={`Jobs of ${org.name}`}
        resource={JOBS_RESOURCE}
        columns={JOB_COLUMNS}
        emptyDraft={EMPTY_JOB}
        toDraft={jobToDraft}
        toInput={(draft) => draft}
        schema={jobInputSchema}
        emptyText="No jobs posted yet."
        loadErrorText={JOB_MESSAGES.fetchFailed}
        canEdit={canPost}
        labels={{ add: 'Post Job', addTitle: 'Post a job' }}
        pageSize={10}
        rowActions={(job) => (
          <>
            <Button
              size="xs"
              variant="default"
              aria-label={`Applicants of ${job.title}`}
              onClick={() => setSelected(job)}
            >
              Applicants
            </Button>
            {canPost && (
              <Button size="xs" variant="default" onClick={() => toggle(job)}>
                {job.status === 'open' ? 'Close' : 'Reopen'}
              </Button>
            )}
          </>
        )}
      />
      {update.isError && (
        <Alert color="red" role="alert">
          {errorMessage(update.error, GENERIC_ERROR)}
        </Alert>
      )}
      {!canPost && (
        <Text size="sm" c="dimmed">
          Posting needs the Jobs permission of this company.
        </Text>
      )}
      {selected && (
        <Applicants key={selected._id} job={selected} canChange={can(org, 'applicants')} />
      )}
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

const JD_COLUMNS: EditableColumn<JobDescription, JdDraft>[] = [
  { field: 'code', label: 'Code' },
  { field: 'profile', label: 'Profile' },
  { field: 'experience', label: 'Experience (years)', kind: 'number' },
  { field: 'salary', label: 'Salary (LPA)', kind: 'number' },
  { field: 'location', label: 'Location', kind: 'select', options: JOB_LOCATIONS },
  {
    field: 'description',
    label: 'Description (PDF)',
    kind: 'file',
    accept: 'application/pdf',
    upload: uploadPdf,
    render: (row) =>
      row.description ? (
        <Anchor href={row.description} target="_blank" rel="noopener">
          View PDF
        </Anchor>
      ) : (
        '—'
      ),
  },
  { field: 'date', label: 'Date', kind: 'date' },
  { field: 'education', label: 'Education' },
];

function PublishModal({ row, onClose }: { row: JobDescription; onClose: () => void }) {
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
      notifications.show({ color: 'green', message: answer.message });
      await queryClient.invalidateQueries({ queryKey: ['resource'] });
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} title={`Publish ${row.profile} as a job`}>
      <Stack gap="sm">
        <NativeSelect
          label="Industry"
          value={industry}
          onChange={(event) => setIndustry(event.currentTarget.value)}
          data={[{ value: '', label: 'Choose an industry' }, ...JOB_INDUSTRIES]}
        />
        <NativeSelect
          label="Job Type"
          value={jobType}
          onChange={(event) => setJobType(event.currentTarget.value)}
          data={[...JOB_TYPES]}
        />
        <NumberInput label="Positions" min={1} value={position} onChange={setPosition} />
        {publish.isError && <Alert color="red">{errorMessage(publish.error, GENERIC_ERROR)}</Alert>}
        <Group justify="flex-end">
          <Button onClick={() => publish.mutate()} loading={publish.isPending}>
            Publish
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function JobDescriptionsSection({ org }: { org: Organization }) {
  const [publishing, setPublishing] = useState<JobDescription | null>(null);
  const canEdit = can(org, 'jobs');
  return (
    <>
      <EditableTable<JobDescription, JdDraft>
        title={`Job descriptions of ${org.name}`}
        resource={JD_RESOURCE}
        columns={JD_COLUMNS}
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
        emptyText={JD_MESSAGES.empty}
        loadErrorText={JD_MESSAGES.fetchFailed}
        canEdit={canEdit}
        labels={{ addTitle: 'Add a job description', remove: 'Remove' }}
        rowActions={(row) =>
          !canEdit ? null : row.jobId ? (
            <Button size="xs" variant="subtle" component={Link} to={`/description/${row.jobId}`}>
              Published
            </Button>
          ) : (
            <Button size="xs" variant="default" onClick={() => setPublishing(row)}>
              Publish as job
            </Button>
          )
        }
      />
      {publishing && <PublishModal row={publishing} onClose={() => setPublishing(null)} />}
    </>
  );
}

/** /admin/jobs: a company's jobs and applicants, and its job-description maker. */
export function AdminJobsPage() {
  const companies = useMyCompanies();
  const { current, organizations } = useCurrentOrg();
  const switchOrg = useSwitchOrg();
  const companyIds = companies.data?.map((company) => company._id) ?? [];
  const firstCompany = companyIds[0];
  const currentIsCompany = current?.kind === 'company';
  useEffect(() => {
    // The page acts for a company: the current business if it is one, else the first company.
    if (!currentIsCompany && firstCompany && organizations.some((o) => o._id === firstCompany))
      switchOrg(firstCompany);
  }, [currentIsCompany, firstCompany, organizations, switchOrg]);

  let body;
  if (companies.isPending) body = <Loading />;
  else if (companies.isError) body = <Alert color="red">{COMPANY_MESSAGES.fetchFailed}</Alert>;
  else if (companies.data.length === 0)
    body = (
      <Text>
        Register a company first.{' '}
        <Anchor component={Link} to="/admin/companies/create">
          New Company
        </Anchor>
      </Text>
    );
  else if (!current || !currentIsCompany) body = <Loading />;
  else
    body = (
      <Stack gap="md">
        <NativeSelect
          label="Company"
          value={current._id}
          maw={360}
          data={companies.data.map((company) => ({ value: company._id, label: company.name }))}
          onChange={(event) => switchOrg(event.currentTarget.value)}
        />
        <Tabs defaultValue="jobs" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="jobs">Jobs</Tabs.Tab>
            <Tabs.Tab value="descriptions">Job descriptions</Tabs.Tab>
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
          Jobs
        </Title>
        {body}
      </Stack>
    </RecruiterOnly>
  );
}
