import { useState } from 'react';
import { Badge, Button, Card, Group, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import {
  APPLICATION_STATUSES,
  GENERIC_ERROR,
  JOB_MESSAGES,
  resumeFileName,
  type Applicant,
  type ApplicationStatus,
  type CompanyJob,
  jobsApi,
} from '@vedann/contracts';
import { translateMessage, useMessageT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { apiDownload, errorMessage } from '../../lib/api';
import { ListPager } from '../../ui/list-pager';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { SEPARATOR } from './admin-jobs-shared';
import { STATUS_COLORS, useStatusLabel } from './application-status';
import { useJobsT } from './i18n';
import { useApplicantStatus, useApplicants } from './jobs-api';
import { ListTable } from '../../ui/list-table';

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

export function Applicants({ job, canChange }: { job: CompanyJob; canChange: boolean }) {
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
        exportCsv={{ list: jobsApi.company.applicants, params: { id: job._id } }}
        totalPages={applicants.data?.totalPages}
        page={page}
        onChange={setPage}
        label={t('admin.applicantsPages', { title: job.title })}
      />
    </Stack>
  );
}
