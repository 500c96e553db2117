import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  Stack,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  GENERIC_ERROR,
  JD_MESSAGES,
  JOB_INDUSTRIES,
  JOB_LOCATIONS,
  JOB_TYPES,
  jobDescriptionInputSchema,
  jobsApi,
  todayInIndia,
  type BodyOf,
  type JobDescription,
  type Organization,
} from '@vedann/contracts';
import { Link } from 'react-router';
import { translateMessage, useCommonT, useMessageT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { errorMessage } from '../../lib/api';
import { callEndpoint, useEndpointMutation } from '../../lib/endpoint';
import { EditableTable, type EditableColumn } from '../../ui/editable-table';
import { can } from './admin-jobs-shared';
import { useJobValue, useJobsT } from './i18n';

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
  date: todayInIndia(),
  education: '',
};

async function uploadPdf(file: File): Promise<string> {
  const body = new FormData();
  body.set('file', file);
  return (await callEndpoint(jobsApi.company.descriptionFile, { body })).url;
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

const publishEndpoint = jobsApi.company.publishDescription;

function PublishModal({ row, onClose }: { row: JobDescription; onClose: () => void }) {
  const t = useJobsT();
  const tm = useMessageT();
  const value = useJobValue();
  const [industry, setIndustry] = useState('');
  const [jobType, setJobType] = useState<string>('Full Time');
  const [position, setPosition] = useState<number | string>(1);
  const publish = useEndpointMutation(publishEndpoint, {
    toCall: () => ({
      params: { id: row._id },
      // An industry not chosen yet goes as it is: the server's answer says what is missing.
      body: { industry, jobType, position: Number(position) } as BodyOf<typeof publishEndpoint>,
    }),
    // The description now names its job, and the company's jobs list has one more.
    stale: [jobsApi.company.descriptions, jobsApi.company.jobs],
    onSuccess: (answer) => {
      notifications.show({ color: 'green', message: translateMessage(answer.message) });
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

export function JobDescriptionsSection({ org }: { org: Organization }) {
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
        resource={jobsApi.company.descriptions}
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
