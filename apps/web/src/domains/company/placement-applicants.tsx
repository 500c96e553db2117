import { useState } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Drawer,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { placementApi, type CompanyPlacementApplication } from '@vedann/contracts';
import { useFormat } from '../../i18n/format';
import { ListPager } from '../../ui/list-pager';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { useJobValue } from '../jobs';
import { useCompanyApplications, useCompanyJobs } from './company-api';
import { useCompanyT } from './i18n';
import { AssessmentForm } from './placement-assessment';
import { DecisionForm, InterviewForm } from './placement-interview-forms';
import { Line } from './placement-parts';
import { Rounds } from './placement-rounds';

function ApplicantCard({
  application,
  onManage,
}: {
  application: CompanyPlacementApplication;
  onManage: () => void;
}) {
  const t = useCompanyT();
  const value = useJobValue();
  const format = useFormat();
  const { applicant } = application;
  return (
    <Card
      withBorder
      component="article"
      aria-label={`${applicant.fullname}, ${application.post}`}
      padding="sm"
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{applicant.fullname}</Text>
          <Badge variant="light">{value(application.status)}</Badge>
        </Group>
        <Line label={t('recruit.post')}>{application.post}</Line>
        <Line label={t('recruit.appliedOn')}>{format.date(application.appliedAt)}</Line>
        <Line label={t('recruit.email')}>
          <Anchor href={`mailto:${applicant.email}`} style={{ overflowWrap: 'anywhere' }}>
            {applicant.email}
          </Anchor>
        </Line>
        <Line label={t('recruit.phone')}>{applicant.phoneNumber}</Line>
        <Line label={t('recruit.interviewDate')}>
          {application.interviewAt ? format.dateTime(application.interviewAt) : t('recruit.notSet')}
        </Line>
        <Line label={t('recruit.decision')}>
          {application.decision
            ? t(`recruit.decisions.${application.decision}`)
            : t('recruit.awaiting')}
        </Line>
        {application.remark && <Line label={t('recruit.remark')}>{application.remark}</Line>}
        <Line label={t('recruit.letter')}>
          {application.letterUrl ? (
            <Anchor href={application.letterUrl} target="_blank" rel="noopener">
              {t('recruit.letterLink')}
            </Anchor>
          ) : (
            t('recruit.noLetter')
          )}
        </Line>
        <Line label={t('recruit.consent')}>
          {application.studentConsent && application.companyConsent
            ? t('recruit.bothAgreed')
            : application.studentConsent
              ? t('recruit.studentAgreed')
              : t('recruit.studentNotYet')}
        </Line>
        <Group mt={4}>
          <Button
            size="xs"
            onClick={onManage}
            aria-label={t('recruit.manageLabel', { name: applicant.fullname })}
          >
            {t('recruit.manage')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

export function ApplicantsTab() {
  const t = useCompanyT();
  const jobs = useCompanyJobs();
  const [jobId, setJobId] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [managed, setManaged] = useState<string | null>(null);
  const applications = useCompanyApplications(jobId, page);
  const open = applications.data?.applications.find((row) => row._id === managed);

  let body;
  if (applications.isPending) body = <Loading />;
  else if (applications.isError)
    body = <LoadError error={applications.error} onRetry={() => void applications.refetch()} />;
  else if (applications.data.applications.length === 0)
    body = <Text>{jobId ? t('placement.empty') : t('recruit.empty')}</Text>;
  else
    body = (
      <SimpleGrid cols={{ base: 1, lg: 2 }} component="section" aria-label={t('recruit.list')}>
        {applications.data.applications.map((row) => (
          <ApplicantCard key={row._id} application={row} onManage={() => setManaged(row._id)} />
        ))}
      </SimpleGrid>
    );

  return (
    <Stack gap="md">
      <Select
        label={t('placement.job')}
        placeholder={t('recruit.allJobs')}
        clearable
        value={jobId}
        onChange={(value) => {
          setJobId(value);
          setPage(1);
        }}
        data={(jobs.data?.rows ?? []).map((entry) => ({ value: entry._id, label: entry.title }))}
        maw={400}
      />
      {body}
      <ListPager
        exportCsv={{ list: placementApi.companyApplications, query: { jobId: jobId ?? undefined } }}
        totalPages={applications.data?.totalPages}
        page={page}
        onChange={setPage}
        label={t('recruit.pages')}
      />
      <Drawer
        opened={Boolean(open)}
        onClose={() => setManaged(null)}
        position="right"
        size="lg"
        title={
          open ? t('recruit.manageTitle', { name: open.applicant.fullname, post: open.post }) : ''
        }
      >
        {open && (
          // Keyed by the row, so each form starts from what is saved for that applicant.
          <Stack gap="lg" key={open._id}>
            <InterviewForm application={open} />
            <DecisionForm application={open} />
            <AssessmentForm application={open} />
            <Rounds application={open} />
          </Stack>
        )}
      </Drawer>
    </Stack>
  );
}
