import {
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Drawer,
  FileInput,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import {
  ASSESSMENT_SKILLS,
  ASSESSMENT_TOTAL,
  ENQUIRY_RESPONSES,
  GENERIC_ERROR,
  PLACEMENT_DECISIONS,
  ROUND_RESULTS,
  assessmentSchema,
  interviewInputSchema,
  interviewRoundInputSchema,
  placementEnquiryAnswerSchema,
  type Assessment,
  type CompanyPlacementApplication,
  type EnquiryResponse,
  type InterviewRound,
  type PlacementDecision,
  type PlacementEnquiry,
  type RoundResult,
} from '@vedann/contracts';
import { Suspense, lazy, useState, type ReactNode } from 'react';
import { useFormat } from '../../i18n/format';
import { errorMessage } from '../../lib/api';
import { useConfirm } from '../../ui/confirm';
import { ListPager } from '../../ui/list-pager';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { useJobValue } from '../jobs';
import {
  useAddRound,
  useAnswerEnquiry,
  useAssess,
  useCompanyApplications,
  useCompanyConsent,
  useCompanyEnquiries,
  useCompanyJobs,
  useDecide,
  useRemoveRound,
  useRounds,
  useSetInterview,
  useUpdateRound,
} from './company-api';
import { useCompanyT } from './i18n';
import { PlacementPanel } from './records-panels';
import { parseOrShow } from '../../lib/zod-form';

// The chart library loads only when an assessment is drawn.
const AssessmentChart = lazy(async () => ({
  default: (await import('./assessment-chart')).AssessmentChart,
}));

const RESPONSE_COLORS: Record<EnquiryResponse, string> = {
  Pending: 'gray',
  Approved: 'green',
  Rejected: 'red',
};

function FormError({ error }: { error: string | null | undefined }) {
  return error ? (
    <Text c="red" size="sm" role="alert">
      {error}
    </Text>
  ) : null;
}

/** A labelled value of an applicant's card. */
function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm" component="div">
      {label}: {children}
    </Text>
  );
}

/** `2026-12-15T10:30` (the browser's local time) from an ISO instant, for datetime-local. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

function InterviewForm({ application }: { application: CompanyPlacementApplication }) {
  const t = useCompanyT();
  const save = useSetInterview();
  const [at, setAt] = useState(toLocalInput(application.interviewAt));
  const [address, setAddress] = useState(application.address);
  const [contactNumber, setContactNumber] = useState(application.contactNumber);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      aria-labelledby={`interview-${application._id}`}
      onSubmit={(event) => {
        event.preventDefault();
        const when = at ? new Date(at) : null;
        const input = parseOrShow(
          interviewInputSchema,
          {
            interviewAt: when && !Number.isNaN(when.getTime()) ? when.toISOString() : '',
            address,
            contactNumber,
          },
          setError,
        );
        if (input) save.mutate({ id: application._id, input });
      }}
    >
      <Stack gap="xs">
        <Title order={3} size="h5" id={`interview-${application._id}`}>
          {t('recruit.interviewTitle')}
        </Title>
        <TextInput
          type="datetime-local"
          label={t('recruit.interviewAt')}
          required
          value={at}
          onChange={(event) => setAt(event.currentTarget.value)}
        />
        <TextInput
          label={t('recruit.interviewAddress')}
          value={address}
          maxLength={300}
          onChange={(event) => setAddress(event.currentTarget.value)}
        />
        <TextInput
          label={t('recruit.contactNumber')}
          value={contactNumber}
          inputMode="numeric"
          maxLength={10}
          onChange={(event) => setContactNumber(event.currentTarget.value)}
        />
        <FormError error={error ?? (save.error && errorMessage(save.error, GENERIC_ERROR))} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('recruit.saveInterview')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function DecisionForm({ application }: { application: CompanyPlacementApplication }) {
  const t = useCompanyT();
  const decide = useDecide();
  const [decision, setDecision] = useState<PlacementDecision | null>(application.decision);
  const [remark, setRemark] = useState(application.remark);
  const [letter, setLetter] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      aria-labelledby={`decision-${application._id}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!decision) {
          setError(t('recruit.chooseDecision'));
          return;
        }
        setError(null);
        decide.mutate(
          { id: application._id, decision, remark, letter },
          { onSuccess: () => setLetter(null) },
        );
      }}
    >
      <Stack gap="xs">
        <Title order={3} size="h5" id={`decision-${application._id}`}>
          {t('recruit.decisionTitle')}
        </Title>
        <Select
          label={t('recruit.decision')}
          required
          value={decision}
          onChange={(value) => setDecision(value as PlacementDecision | null)}
          data={PLACEMENT_DECISIONS.map((value) => ({
            value,
            label: t(`recruit.decisions.${value}`),
          }))}
        />
        <Textarea
          label={t('recruit.remark')}
          value={remark}
          maxLength={500}
          autosize
          minRows={2}
          onChange={(event) => setRemark(event.currentTarget.value)}
        />
        <FileInput
          label={t('recruit.letterFile')}
          accept="application/pdf"
          clearable
          value={letter}
          onChange={setLetter}
          description={application.letterUrl ? t('recruit.letterKept') : undefined}
        />
        <FormError error={error ?? (decide.error && errorMessage(decide.error, GENERIC_ERROR))} />
        <Group>
          <Button type="submit" loading={decide.isPending}>
            {t('recruit.saveDecision')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type Marks = Record<keyof Assessment, string | number>;
const emptyMarks = (): Marks =>
  Object.fromEntries(ASSESSMENT_SKILLS.map((skill) => [skill, ''])) as Marks;

/** The five given marks (-10 to 10) and their total: the application's and a round's. */
function MarksInputs({ marks, onChange }: { marks: Marks; onChange: (marks: Marks) => void }) {
  const t = useCompanyT();
  const total = ASSESSMENT_SKILLS.reduce((sum, skill) => sum + (Number(marks[skill]) || 0), 0);
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 3 }}>
        {ASSESSMENT_SKILLS.map((skill) => (
          <NumberInput
            key={skill}
            label={t(`recruit.skills.${skill}`)}
            description={t('recruit.outOf', { total: ASSESSMENT_TOTAL })}
            min={-10}
            max={10}
            // Out of range is said ('marks range -10 to +10'), not quietly clamped.
            clampBehavior="none"
            value={marks[skill]}
            onChange={(value) => onChange({ ...marks, [skill]: value })}
          />
        ))}
      </SimpleGrid>
      <Text size="sm" fw={600}>
        {t('recruit.total', { total })}
      </Text>
    </>
  );
}

function AssessmentForm({ application }: { application: CompanyPlacementApplication }) {
  const t = useCompanyT();
  const assess = useAssess();
  const consent = useCompanyConsent();
  const [marks, setMarks] = useState<Marks>(() =>
    application.assessment ? { ...application.assessment } : emptyMarks(),
  );
  const [error, setError] = useState<string | null>(null);
  const agreed = application.studentConsent && application.companyConsent;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('recruit.assessmentTitle')}
      </Title>
      <Text size="sm">
        {application.studentConsent ? t('recruit.studentAgreed') : t('recruit.studentNotYet')}
      </Text>
      <Checkbox
        label={t('recruit.companyConsent')}
        checked={application.companyConsent}
        disabled={consent.isPending}
        onChange={(event) =>
          consent.mutate({ id: application._id, consent: event.currentTarget.checked })
        }
      />
      {!agreed ? (
        <Text size="sm" c="dimmed">
          {t('recruit.needsConsent')}
        </Text>
      ) : (
        <form
          noValidate
          aria-label={t('recruit.assessmentTitle')}
          onSubmit={(event) => {
            event.preventDefault();
            const assessment = parseOrShow(assessmentSchema, marks, setError);
            if (assessment) assess.mutate({ id: application._id, assessment });
          }}
        >
          <Stack gap="xs">
            <MarksInputs marks={marks} onChange={setMarks} />
            <FormError
              error={error ?? (assess.error && errorMessage(assess.error, GENERIC_ERROR))}
            />
            <Group>
              <Button type="submit" loading={assess.isPending}>
                {t('recruit.saveAssessment')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      {application.assessment && (
        <Suspense fallback={<Loading />}>
          <AssessmentChart
            assessment={application.assessment}
            title={t('recruit.chartTitle', { name: application.applicant.fullname })}
            skillLabel={(skill) => t(`recruit.skills.${skill}`)}
            marksLabel={t('recruit.marks')}
          />
        </Suspense>
      )}
    </Stack>
  );
}

/**
 * A round's form: its name, result and, when ticked, its assessment (the five marks). Adds a round,
 * or with `round` changes it.
 */
function RoundForm({
  application,
  round,
  onDone,
}: {
  application: CompanyPlacementApplication;
  round?: InterviewRound;
  onDone?: () => void;
}) {
  const t = useCompanyT();
  const add = useAddRound();
  const update = useUpdateRound();
  const save = round ? update : add;
  const [name, setName] = useState(round?.name ?? '');
  const [result, setResult] = useState<RoundResult | null>(round?.result ?? null);
  const [assessed, setAssessed] = useState(Boolean(round?.assessment));
  const [marks, setMarks] = useState<Marks>(() =>
    round?.assessment ? { ...round.assessment } : emptyMarks(),
  );
  const [error, setError] = useState<string | null>(null);
  const formName = round ? t('recruit.editRound', { name: round.name }) : t('recruit.addRound');
  return (
    <form
      noValidate
      aria-label={formName}
      onSubmit={(event) => {
        event.preventDefault();
        const input = parseOrShow(
          interviewRoundInputSchema,
          { name, result, assessment: assessed ? marks : null },
          setError,
        );
        if (!input) return;
        const done = () => {
          if (!round) {
            setName('');
            setResult(null);
            setAssessed(false);
            setMarks(emptyMarks());
          }
          onDone?.();
        };
        if (round)
          update.mutate({ id: application._id, roundId: round._id, input }, { onSuccess: done });
        else add.mutate({ id: application._id, input }, { onSuccess: done });
      }}
    >
      <Stack gap="xs">
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={t('recruit.roundName')}
            value={name}
            maxLength={100}
            onChange={(event) => setName(event.currentTarget.value)}
            style={{ flex: '1 1 10rem' }}
          />
          <Select
            label={t('recruit.roundResult')}
            placeholder={t('recruit.resultPending')}
            clearable
            value={result}
            onChange={(value) => setResult(value as RoundResult | null)}
            data={ROUND_RESULTS.map((value) => ({ value, label: t(`recruit.results.${value}`) }))}
            style={{ flex: '1 1 8rem' }}
          />
        </Group>
        <Checkbox
          label={t('recruit.roundAssessed')}
          checked={assessed}
          onChange={(event) => setAssessed(event.currentTarget.checked)}
        />
        {assessed && <MarksInputs marks={marks} onChange={setMarks} />}
        <FormError error={error ?? (save.error && errorMessage(save.error, GENERIC_ERROR))} />
        <Group>
          <Button type="submit" variant="light" loading={save.isPending}>
            {round ? t('recruit.updateRound') : t('recruit.addRound')}
          </Button>
          {round && (
            <Button variant="subtle" onClick={onDone}>
              {t('recruit.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

function Rounds({ application }: { application: CompanyPlacementApplication }) {
  const t = useCompanyT();
  const rounds = useRounds(application._id);
  const remove = useRemoveRound();
  const { confirm, dialog } = useConfirm();
  const [editing, setEditing] = useState<string | null>(null);
  const resultText = (value: RoundResult | null) =>
    value ? t(`recruit.results.${value}`) : t('recruit.resultPending');
  let list;
  if (rounds.isPending) list = <Loading />;
  else if (rounds.isError)
    list = <LoadError error={rounds.error} onRetry={() => void rounds.refetch()} />;
  else if (rounds.data.length === 0) list = <Text size="sm">{t('recruit.noRounds')}</Text>;
  else
    list = (
      <Stack gap={4} component="ul" m={0} p={0}>
        {rounds.data.map((round) =>
          editing === round._id ? (
            <Card key={round._id} component="li" withBorder padding="xs">
              <RoundForm application={application} round={round} onDone={() => setEditing(null)} />
            </Card>
          ) : (
            <Group
              key={round._id}
              component="li"
              justify="space-between"
              wrap="wrap"
              style={{ listStyle: 'none' }}
            >
              <Text size="sm">
                {round.name}: {resultText(round.result)}
                {round.assessment &&
                  ` (${ASSESSMENT_SKILLS.map(
                    (skill) => `${t(`recruit.skills.${skill}`)} ${round.assessment?.[skill] ?? 0}`,
                  ).join(', ')})`}
              </Text>
              <Group gap={4}>
                <Button
                  size="xs"
                  variant="subtle"
                  aria-label={t('recruit.editRound', { name: round.name })}
                  onClick={() => setEditing(round._id)}
                >
                  {t('recruit.edit')}
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  aria-label={t('recruit.removeRound', { name: round.name })}
                  onClick={() => {
                    void confirm({
                      title: t('recruit.removeRoundTitle', { name: round.name }),
                    }).then((yes) => {
                      if (yes) remove.mutate({ id: application._id, roundId: round._id });
                    });
                  }}
                >
                  {t('recruit.remove')}
                </Button>
              </Group>
            </Group>
          ),
        )}
      </Stack>
    );
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('recruit.roundsTitle')}
      </Title>
      {list}
      <RoundForm application={application} />
      {dialog}
    </Stack>
  );
}

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

function ApplicantsTab() {
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
        data={(jobs.data ?? []).map((entry) => ({ value: entry._id, label: entry.title }))}
        maw={400}
      />
      {body}
      <ListPager
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

function EnquiryAnswer({ enquiry, onDone }: { enquiry: PlacementEnquiry; onDone: () => void }) {
  const t = useCompanyT();
  const answer = useAnswerEnquiry();
  const [response, setResponse] = useState<EnquiryResponse>(enquiry.response);
  const [contactName, setContactName] = useState(enquiry.contactName);
  const [contactNumber, setContactNumber] = useState(enquiry.contactNumber);
  const [address, setAddress] = useState(enquiry.address);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      aria-label={t('recruit.enquiries.answerTitle', { name: enquiry.studentName })}
      onSubmit={(event) => {
        event.preventDefault();
        const input = parseOrShow(
          placementEnquiryAnswerSchema,
          { response, contactName, contactNumber, address },
          setError,
        );
        if (input) answer.mutate({ id: enquiry._id, input }, { onSuccess: onDone });
      }}
    >
      <Stack gap="xs">
        <Select
          label={t('recruit.enquiries.response')}
          required
          allowDeselect={false}
          value={response}
          onChange={(value) => value && setResponse(value as EnquiryResponse)}
          data={ENQUIRY_RESPONSES.map((value) => ({
            value,
            label: t(`recruit.enquiries.responses.${value}`),
          }))}
        />
        <TextInput
          label={t('recruit.enquiries.contactName')}
          value={contactName}
          maxLength={100}
          onChange={(event) => setContactName(event.currentTarget.value)}
        />
        <TextInput
          label={t('recruit.enquiries.number')}
          value={contactNumber}
          inputMode="numeric"
          maxLength={10}
          onChange={(event) => setContactNumber(event.currentTarget.value)}
        />
        <TextInput
          label={t('recruit.enquiries.address')}
          value={address}
          maxLength={300}
          onChange={(event) => setAddress(event.currentTarget.value)}
        />
        <FormError error={error ?? (answer.error && errorMessage(answer.error, GENERIC_ERROR))} />
        <Group>
          <Button type="submit" loading={answer.isPending}>
            {t('recruit.enquiries.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function EnquiriesTab() {
  const t = useCompanyT();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const [answering, setAnswering] = useState<string | null>(null);
  const enquiries = useCompanyEnquiries(page);
  let body;
  if (enquiries.isPending) body = <Loading />;
  else if (enquiries.isError)
    body = <LoadError error={enquiries.error} onRetry={() => void enquiries.refetch()} />;
  else if (enquiries.data.enquiries.length === 0)
    body = <Text>{t('recruit.enquiries.empty')}</Text>;
  else
    body = (
      <SimpleGrid
        cols={{ base: 1, lg: 2 }}
        component="section"
        aria-label={t('recruit.enquiries.list')}
      >
        {enquiries.data.enquiries.map((row) => (
          <Card
            withBorder
            key={row._id}
            component="article"
            aria-label={`${row.studentName}, ${row.post}`}
            padding="sm"
          >
            <Stack gap={4}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text fw={600}>{row.studentName}</Text>
                <Badge color={RESPONSE_COLORS[row.response]}>
                  {t(`recruit.enquiries.responses.${row.response}`)}
                </Badge>
              </Group>
              <Line label={t('recruit.enquiries.post')}>{row.post}</Line>
              <Line label={t('recruit.enquiries.sentOn')}>{format.date(row.createdAt)}</Line>
              <Line label={t('recruit.enquiries.message')}>
                <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {row.message || t('recruit.enquiries.noMessage')}
                </span>
              </Line>
              {row.contactName && (
                <Line label={t('recruit.enquiries.contactName')}>{row.contactName}</Line>
              )}
              {row.contactNumber && (
                <Line label={t('recruit.enquiries.number')}>{row.contactNumber}</Line>
              )}
              {row.address && <Line label={t('recruit.enquiries.address')}>{row.address}</Line>}
              {answering === row._id ? (
                <EnquiryAnswer enquiry={row} onDone={() => setAnswering(null)} />
              ) : (
                <Group mt={4}>
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => setAnswering(row._id)}
                    aria-label={t('recruit.enquiries.answerTitle', { name: row.studentName })}
                  >
                    {t('recruit.enquiries.answer')}
                  </Button>
                </Group>
              )}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    );
  return (
    <Stack gap="md">
      {body}
      <ListPager
        totalPages={enquiries.data?.totalPages}
        page={page}
        onChange={setPage}
        label={t('recruit.enquiries.pages')}
      />
    </Stack>
  );
}

/**
 * /company/placement for the company's team: the applicants to its jobs with what the company
 * sets for each (interview, decision and letter, consent, assessment, rounds), the students'
 * enquiries, and the candidate comparison.
 */
export function RecruiterPlacement() {
  const t = useCompanyT();
  return (
    <Tabs defaultValue="applicants" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="applicants">{t('recruit.tabs.applicants')}</Tabs.Tab>
        <Tabs.Tab value="enquiries">{t('recruit.tabs.enquiries')}</Tabs.Tab>
        <Tabs.Tab value="comparison">{t('recruit.tabs.comparison')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="applicants" pt="md">
        <ApplicantsTab />
      </Tabs.Panel>
      <Tabs.Panel value="enquiries" pt="md">
        <EnquiriesTab />
      </Tabs.Panel>
      <Tabs.Panel value="comparison" pt="md">
        <PlacementPanel />
      </Tabs.Panel>
    </Tabs>
  );
}
