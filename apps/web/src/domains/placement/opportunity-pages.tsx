import {
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import {
  ASSESSMENT_SKILLS,
  ASSESSMENT_TOTAL,
  GENERIC_ERROR,
  companyRatingInputSchema,
  type PlacementApplication,
  readablePhone,
} from '@vedann/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useFormat } from '../../i18n/format';
import { errorMessage } from '../../lib/api';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { ListPager } from '../../ui/list-pager';
import { usePlacementT } from './i18n';
import { useConsent, useMyPlacementApplications, useRateCompany } from './placement-api';
import { PlacementLayout } from './placement-layout';
import { StarChoice } from './star-choice';
import { CompanyLink } from '../../ui/company-link';
import { parseOrShow } from '../../lib/zod-form';

// The three Opportunity pages are one chunk (app/routes/placement.tsx); Enquiry has a file of its own.
export { EnquiryPage } from './enquiry-page';

function RateCompany({ application }: { application: PlacementApplication }) {
  const t = usePlacementT();
  const rate = useRateCompany();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (application.companyRated) return <Text size="sm">{t('apply.rated')}</Text>;
  const title = t('apply.rateTitle', { company: application.companyName });
  return (
    <form
      aria-label={title}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const input = parseOrShow(companyRatingInputSchema, { rating, comment }, setError);
        if (input) rate.mutate({ id: application._id, input });
      }}
    >
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {title}
        </Text>
        <StarChoice label={t('apply.rating')} value={rating} onChange={setRating} />
        <TextInput
          label={t('apply.comment')}
          size="xs"
          value={comment}
          maxLength={500}
          onChange={(event) => setComment(event.currentTarget.value)}
        />
        {(error ?? rate.error) && (
          <Text c="red" size="xs" role="alert">
            {error ?? errorMessage(rate.error, GENERIC_ERROR)}
          </Text>
        )}
        <Group>
          <Button type="submit" size="xs" loading={rate.isPending}>
            {t('apply.saveRating')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** After an interview is set: the student's agreement to be rated, and their rating of the company. */
function AfterInterview({ application }: { application: PlacementApplication }) {
  const t = usePlacementT();
  const consent = useConsent();
  if (!application.interviewAt) return null;
  return (
    <Stack gap="xs">
      <Checkbox
        label={t('apply.consent')}
        checked={application.studentConsent}
        disabled={consent.isPending}
        onChange={(event) =>
          consent.mutate({ id: application._id, consent: event.currentTarget.checked })
        }
      />
      <RateCompany application={application} />
    </Stack>
  );
}

function useApplications() {
  const [page, setPage] = useState(1);
  const applications = useMyPlacementApplications(page);
  return { page, setPage, applications };
}

/** /placement/opportunity/apply: the student's applications and their interview dates. */
export function ApplyPage() {
  const t = usePlacementT();
  const format = useFormat();
  const { page, setPage, applications } = useApplications();
  const interview = (row: PlacementApplication) =>
    row.interviewAt ? format.dateTime(row.interviewAt) : t('apply.notSet');

  let body;
  if (applications.isPending) body = <Loading />;
  else if (applications.isError)
    body = <LoadError error={applications.error} onRetry={() => void applications.refetch()} />;
  else if (applications.data.applications.length === 0)
    body = (
      <Text>
        {t('apply.empty')}{' '}
        <Anchor component={Link} to="/jobs">
          {t('apply.findJobs')}
        </Anchor>
      </Text>
    );
  else {
    const rows = applications.data.applications;
    body = (
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        {rows.map((row) => (
          <Card
            withBorder
            component="article"
            aria-label={`${row.post}, ${row.companyName}`}
            key={row._id}
            padding="sm"
          >
            <Stack gap={4}>
              <Text fw={600}>{row.post}</Text>
              <Text size="sm">
                {t('apply.companyName')}: <CompanyLink id={row.companyId} name={row.companyName} />
              </Text>
              <Text size="sm">
                {t('apply.companyAddress')}: {row.companyAddress}
              </Text>
              <Text size="sm">
                {t('apply.contactNumber')}: {readablePhone(row.contactNumber)}
              </Text>
              <Text size="sm">
                {t('apply.address')}: {row.address}
              </Text>
              <Text size="sm" fw={600}>
                {t('apply.interviewDate')}: {interview(row)}
              </Text>
              <AfterInterview application={row} />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    );
  }
  return (
    <PlacementLayout title={t('apply.title')}>
      {body}
      <ListPager
        totalPages={applications.data?.totalPages}
        page={page}
        onChange={setPage}
        label={t('apply.pages')}
      />
    </PlacementLayout>
  );
}

function AssessmentLines({ application }: { application: PlacementApplication }) {
  const t = usePlacementT();
  const assessment = application.assessment;
  if (!assessment) return null;
  const title = t('response.assessment', { company: application.companyName });
  return (
    <Table aria-label={title} withTableBorder>
      <Table.Caption>{title}</Table.Caption>
      <Table.Tbody>
        {ASSESSMENT_SKILLS.map((skill) => (
          <Table.Tr key={skill}>
            <Table.Th scope="row">{t(`skills.${skill}`)}</Table.Th>
            <Table.Td>
              {t('response.outOf', { mark: assessment[skill], total: ASSESSMENT_TOTAL })}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** /placement/opportunity/response: the companies' decisions, remarks and letters. */
export function ResponsePage() {
  const t = usePlacementT();
  const { page, setPage, applications } = useApplications();
  const decision = (row: PlacementApplication) =>
    row.decision ? (
      <Badge color={row.decision === 'Selected' ? 'green' : 'red'}>
        {t(`decisions.${row.decision}`)}
      </Badge>
    ) : (
      t('response.awaiting')
    );
  const letter = (row: PlacementApplication) =>
    row.letterUrl ? (
      <Anchor href={row.letterUrl} target="_blank" rel="noopener">
        {t('response.letterLink')}
      </Anchor>
    ) : (
      t('response.noLetter')
    );

  let body;
  if (applications.isPending) body = <Loading />;
  else if (applications.isError)
    body = <LoadError error={applications.error} onRetry={() => void applications.refetch()} />;
  else {
    const rows = applications.data.applications;
    body =
      rows.length === 0 ? (
        <Text>{t('apply.empty')}</Text>
      ) : (
        <Stack gap="md">
          {rows.map((row) => (
            <Card
              withBorder
              component="article"
              aria-label={`${row.post}, ${row.companyName}`}
              key={row._id}
              padding="sm"
            >
              <Stack gap={4}>
                <Text fw={600}>{row.post}</Text>
                <Text size="sm">
                  {t('response.companyName')}:{' '}
                  <CompanyLink id={row.companyId} name={row.companyName} />
                </Text>
                <Text size="sm">
                  {t('response.companyAddress')}: {row.companyAddress}
                </Text>
                <Text size="sm" component="div">
                  {t('response.decision')}: {decision(row)}
                </Text>
                <Text size="sm">
                  {t('response.remark')}: {row.remark}
                </Text>
                <Text size="sm" component="div">
                  {t('response.letter')}: {letter(row)}
                </Text>
                <AssessmentLines application={row} />
              </Stack>
            </Card>
          ))}
        </Stack>
      );
  }
  return (
    <PlacementLayout title={t('response.title')}>
      {body}
      <ListPager
        totalPages={applications.data?.totalPages}
        page={page}
        onChange={setPage}
        label={t('response.pages')}
      />
    </PlacementLayout>
  );
}
