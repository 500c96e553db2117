import {
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  ASSESSMENT_SKILLS,
  ASSESSMENT_TOTAL,
  GENERIC_ERROR,
  companyRatingInputSchema,
  placementEnquiryInputSchema,
  type EnquiryResponse,
  type PlacementApplication,
} from '@vedann/contracts';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useFormat } from '../../i18n/format';
import { errorMessage } from '../../lib/api';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { ListPager } from '../../ui/list-pager';
import { ListTable } from '../../ui/list-table';
import { usePlacementT } from './i18n';
import {
  useCompanyCards,
  useConsent,
  useMyEnquiries,
  useMyPlacementApplications,
  useRateCompany,
  useSendEnquiry,
} from './placement-api';
import { PlacementLayout } from './placement-layout';
import { StarChoice } from './star-choice';
import { CompanyLink } from '../../ui/company-link';
import { parseOrShow } from '../../lib/zod-form';

const RESPONSE_COLORS: Record<EnquiryResponse, string> = {
  Pending: 'gray',
  Approved: 'green',
  Rejected: 'red',
};

/** A row shown as a card on a phone: each value with its heading. */
function RowCard({
  title,
  heading = title,
  lines,
}: {
  title: string;
  /** What the card's first line shows, when it is more than the title (a link). */
  heading?: ReactNode;
  lines: [string, ReactNode][];
}) {
  return (
    <Card withBorder component="article" aria-label={title} padding="sm">
      <Text fw={600}>{heading}</Text>
      {lines.map(([label, value]) => (
        <Text size="sm" key={label}>
          {label}: {value}
        </Text>
      ))}
    </Card>
  );
}

function EnquiryForm() {
  const t = usePlacementT();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const companies = useCompanyCards(debounced);
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [post, setPost] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<{ companyId?: string; post?: string }>({});
  const send = useSendEnquiry();

  const submit = () => {
    const parsed = placementEnquiryInputSchema.safeParse({
      companyId: companyId ?? '',
      post,
      message,
    });
    if (!parsed.success) {
      const found: { companyId?: string; post?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'companyId' || field === 'post') && !found[field])
          found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    send.mutate(parsed.data, {
      onSuccess: () => {
        setPost('');
        setMessage('');
      },
    });
  };

  return (
    <Card withBorder component="section" aria-labelledby="enquiry-form-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="enquiry-form-title">
          {t('enquiry.formTitle')}
        </Title>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="sm">
            <Select
              label={t('enquiry.company')}
              placeholder={t('enquiry.companyPlaceholder')}
              searchable
              required
              searchValue={search}
              onSearchChange={setSearch}
              value={companyId}
              onChange={setCompanyId}
              nothingFoundMessage={t('enquiry.noCompany')}
              data={(companies.data?.companies ?? []).map((company) => ({
                value: company._id,
                label: company.name,
              }))}
              filter={({ options }) => options}
              error={errors.companyId}
            />
            <TextInput
              label={t('enquiry.post')}
              required
              value={post}
              onChange={(event) => setPost(event.currentTarget.value)}
              error={errors.post}
              maxLength={100}
            />
            <Textarea
              label={t('enquiry.message')}
              value={message}
              onChange={(event) => setMessage(event.currentTarget.value)}
              maxLength={1000}
              autosize
              minRows={2}
            />
            {send.isError && (
              <Text c="red" size="sm" role="alert">
                {errorMessage(send.error, GENERIC_ERROR)}
              </Text>
            )}
            <Group>
              <Button type="submit" loading={send.isPending}>
                {t('enquiry.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}

/** /placement/opportunity/enquiry: the student's enquiries to companies and their answers. */
export function EnquiryPage() {
  const t = usePlacementT();
  const [page, setPage] = useState(1);
  const enquiries = useMyEnquiries(page);
  const responseBadge = (response: EnquiryResponse) => (
    <Badge color={RESPONSE_COLORS[response]}>{t(`responses.${response}`)}</Badge>
  );

  let body;
  if (enquiries.isPending) body = <Loading />;
  else if (enquiries.isError)
    body = <LoadError error={enquiries.error} onRetry={() => void enquiries.refetch()} />;
  else if (enquiries.data.enquiries.length === 0) body = <Text>{t('enquiry.empty')}</Text>;
  else {
    const rows = enquiries.data.enquiries;
    body = (
      <>
        <Stack gap="sm" hiddenFrom="sm">
          {rows.map((row) => (
            <RowCard
              key={row._id}
              title={row.companyName}
              heading={<CompanyLink id={row.companyId} name={row.companyName} />}
              lines={[
                [t('enquiry.post'), row.post],
                [t('enquiry.contactName'), row.contactName],
                [t('enquiry.number'), row.contactNumber],
                [t('enquiry.address'), row.address],
                [t('enquiry.response'), responseBadge(row.response)],
              ]}
            />
          ))}
        </Stack>
        <ListTable
          caption={t('enquiry.title')}
          visibleFrom="sm"
          headers={[
            t('enquiry.companyName'),
            t('enquiry.post'),
            t('enquiry.contactName'),
            t('enquiry.number'),
            t('enquiry.address'),
            t('enquiry.response'),
          ]}
        >
          {rows.map((row) => (
            <Table.Tr key={row._id}>
              <Table.Td>
                <CompanyLink id={row.companyId} name={row.companyName} />
              </Table.Td>
              <Table.Td>{row.post}</Table.Td>
              <Table.Td>{row.contactName}</Table.Td>
              <Table.Td>{row.contactNumber}</Table.Td>
              <Table.Td>{row.address}</Table.Td>
              <Table.Td>{responseBadge(row.response)}</Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      </>
    );
  }

  return (
    <PlacementLayout title={t('enquiry.title')}>
      {body}
      <ListPager
        totalPages={enquiries.data?.totalPages}
        page={page}
        onChange={setPage}
        label={t('enquiry.pages')}
      />
      <EnquiryForm />
    </PlacementLayout>
  );
}

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
                {t('apply.contactNumber')}: {row.contactNumber}
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
