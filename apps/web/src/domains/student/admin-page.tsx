import { Alert, Stack, Tabs, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import {
  EXAM_MESSAGES,
  EXAM_POSTS,
  EXAM_STATES,
  SCHOLARSHIP_CATEGORIES,
  admitCardInputSchema,
  examInputSchema,
  examResultInputSchema,
  scholarshipInputSchema,
  studentApi,
  studyCentreInputSchema,
  testSeriesInputSchema,
  type AdmitCard,
  type Exam,
  type ExamResult,
  type Scholarship,
  type StudyCentre,
  type TestSeries,
} from '@vedann/contracts';
import { useMessageT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { EditableTable } from '../../ui/editable-table';
import { Loading } from '../../ui/loading';
import { usePageTitle } from '../../ui/page-title';
import { usePlatformAdmin } from '../news';
import { useCurrentUser } from '../../lib/auth';
import { EventsTable } from './events/events-table';
import { useStudentT } from './i18n';
import { studyCentreColumns, studyCentreDraft, type StudyCentreDraft } from './study-centre-table';

const TABS = [
  'exams',
  'scholarships',
  'studyCentres',
  'admitCards',
  'testSeries',
  'results',
  'events',
] as const;
type Tab = (typeof TABS)[number];

function ExamsTable() {
  const t = useStudentT();
  const tm = useMessageT();
  const format = useFormat();
  return (
    <EditableTable<Exam, Record<keyof Omit<Exam, '_id' | 'id'>, string>>
      title={t('admin.tabs.exams')}
      resource={studentApi.exams.exams}
      columns={[
        { field: 'name', label: t('admin.fields.name') },
        {
          field: 'notificationDate',
          label: t('admin.fields.notificationDate'),
          kind: 'date',
          render: (row) => format.date(row.notificationDate),
        },
        {
          field: 'lastDate',
          label: t('admin.fields.lastDate'),
          kind: 'date',
          render: (row) => format.date(row.lastDate),
        },
        { field: 'site', label: t('admin.fields.site') },
        { field: 'university', label: t('admin.fields.university') },
        { field: 'state', label: t('admin.fields.state'), kind: 'select', options: EXAM_STATES },
        { field: 'post', label: t('admin.fields.post'), kind: 'select', options: EXAM_POSTS },
      ]}
      emptyDraft={{
        name: '',
        notificationDate: '',
        lastDate: '',
        site: '',
        university: '',
        state: '',
        post: '',
      }}
      toDraft={(row) => ({
        name: row.name,
        notificationDate: row.notificationDate,
        lastDate: row.lastDate,
        site: row.site,
        university: row.university,
        state: row.state,
        post: row.post,
      })}
      toInput={(draft) => draft}
      schema={examInputSchema}
      emptyText={tm(EXAM_MESSAGES.examsEmpty)}
      loadErrorText={tm(EXAM_MESSAGES.examsFailed)}
      labels={{ add: t('admin.add'), addTitle: t('admin.addExam') }}
    />
  );
}

function ScholarshipsTable() {
  const t = useStudentT();
  const tm = useMessageT();
  return (
    <EditableTable<Scholarship, Record<'name' | 'field' | 'link' | 'category', string>>
      title={t('admin.tabs.scholarships')}
      resource={studentApi.exams.scholarships}
      columns={[
        { field: 'name', label: t('admin.fields.name') },
        { field: 'field', label: t('admin.fields.field') },
        { field: 'link', label: t('admin.fields.link') },
        {
          field: 'category',
          label: t('admin.fields.category'),
          kind: 'select',
          options: SCHOLARSHIP_CATEGORIES,
        },
      ]}
      emptyDraft={{ name: '', field: '', link: '', category: '' }}
      toDraft={(row) => ({
        name: row.name,
        field: row.field,
        link: row.link,
        category: row.category,
      })}
      toInput={(draft) => draft}
      schema={scholarshipInputSchema}
      emptyText={tm(EXAM_MESSAGES.scholarshipsEmpty)}
      loadErrorText={tm(EXAM_MESSAGES.scholarshipsFailed)}
      labels={{ add: t('admin.add'), addTitle: t('admin.addScholarship') }}
    />
  );
}

function StudyCentresTable() {
  const t = useStudentT();
  const tm = useMessageT();
  return (
    <EditableTable<StudyCentre, StudyCentreDraft>
      title={t('admin.tabs.studyCentres')}
      resource={studentApi.exams.studyCentres}
      columns={studyCentreColumns(t)}
      emptyDraft={studyCentreDraft()}
      toDraft={studyCentreDraft}
      toInput={(draft) => draft}
      schema={studyCentreInputSchema}
      emptyText={tm(EXAM_MESSAGES.studyCentresEmpty)}
      loadErrorText={tm(EXAM_MESSAGES.studyCentresFailed)}
      labels={{ add: t('admin.add'), addTitle: t('admin.addStudyCentre') }}
    />
  );
}

function AdmitCardsTable() {
  const t = useStudentT();
  const tm = useMessageT();
  return (
    <EditableTable<AdmitCard, Record<'exam' | 'websiteLink' | 'state', string>>
      title={t('admin.tabs.admitCards')}
      resource={studentApi.exams.admitCards}
      columns={[
        { field: 'exam', label: t('admin.fields.exam') },
        { field: 'websiteLink', label: t('admin.fields.websiteLink') },
        { field: 'state', label: t('admin.fields.state'), kind: 'select', options: EXAM_STATES },
      ]}
      emptyDraft={{ exam: '', websiteLink: '', state: '' }}
      toDraft={(row) => ({ exam: row.exam, websiteLink: row.websiteLink, state: row.state })}
      toInput={(draft) => draft}
      schema={admitCardInputSchema}
      emptyText={tm(EXAM_MESSAGES.admitCardsEmpty)}
      loadErrorText={tm(EXAM_MESSAGES.admitCardsFailed)}
      labels={{ add: t('admin.add'), addTitle: t('admin.addAdmitCard') }}
    />
  );
}

function TestSeriesTable() {
  const t = useStudentT();
  const tm = useMessageT();
  return (
    <EditableTable<TestSeries, { exam: string; title: string; link: string; free: boolean }>
      title={t('admin.tabs.testSeries')}
      resource={studentApi.exams.testSeries}
      columns={[
        { field: 'exam', label: t('admin.fields.exam') },
        { field: 'title', label: t('admin.fields.title') },
        { field: 'link', label: t('admin.fields.link') },
        {
          field: 'free',
          label: t('admin.fields.free'),
          kind: 'checkbox',
          render: (row) => (row.free ? t('admin.yes') : t('admin.no')),
        },
      ]}
      emptyDraft={{ exam: '', title: '', link: '', free: true }}
      toDraft={(row) => ({ exam: row.exam, title: row.title, link: row.link, free: row.free })}
      toInput={(draft) => draft}
      schema={testSeriesInputSchema}
      emptyText={tm(EXAM_MESSAGES.testSeriesEmpty)}
      loadErrorText={t('testSeries.failed')}
      labels={{ add: t('admin.add'), addTitle: t('admin.addTestSeries') }}
    />
  );
}

function ResultsTable() {
  const t = useStudentT();
  const tm = useMessageT();
  const format = useFormat();
  return (
    <EditableTable<ExamResult, Record<'exam' | 'title' | 'resultDate' | 'link', string>>
      title={t('admin.tabs.results')}
      resource={studentApi.exams.results}
      columns={[
        { field: 'exam', label: t('admin.fields.exam') },
        { field: 'title', label: t('admin.fields.title') },
        {
          field: 'resultDate',
          label: t('admin.fields.resultDate'),
          kind: 'date',
          render: (row) => format.date(row.resultDate),
        },
        { field: 'link', label: t('admin.fields.link') },
      ]}
      emptyDraft={{ exam: '', title: '', resultDate: '', link: '' }}
      toDraft={(row) => ({
        exam: row.exam,
        title: row.title,
        resultDate: row.resultDate,
        link: row.link,
      })}
      toInput={(draft) => draft}
      schema={examResultInputSchema}
      emptyText={tm(EXAM_MESSAGES.resultsEmpty)}
      loadErrorText={t('results.failed')}
      labels={{ add: t('admin.add'), addTitle: t('admin.addResult') }}
    />
  );
}

const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab === value);

/**
 * `/admin/student-content`: the platform administrators keep the exam lists and the platform's
 * own events here, the way they keep the news.
 */
export function StudentAdminPage() {
  const t = useStudentT();
  usePageTitle(t('admin.title'));
  const [search, setSearch] = useSearchParams();
  const { isPending } = useCurrentUser();
  const admin = usePlatformAdmin();
  const wanted = search.get('tab');
  const tab: Tab = isTab(wanted) ? wanted : 'exams';
  let body;
  if (isPending) body = <Loading />;
  else if (!admin) body = <Alert color="gray">{t('admin.onlyAdmins')}</Alert>;
  else
    body = (
      <Tabs
        value={tab}
        onChange={(value) => setSearch(value ? { tab: value } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          {TABS.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`admin.tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="exams" pt="md">
          <ExamsTable />
        </Tabs.Panel>
        <Tabs.Panel value="scholarships" pt="md">
          <ScholarshipsTable />
        </Tabs.Panel>
        <Tabs.Panel value="studyCentres" pt="md">
          <StudyCentresTable />
        </Tabs.Panel>
        <Tabs.Panel value="admitCards" pt="md">
          <AdmitCardsTable />
        </Tabs.Panel>
        <Tabs.Panel value="testSeries" pt="md">
          <TestSeriesTable />
        </Tabs.Panel>
        <Tabs.Panel value="results" pt="md">
          <ResultsTable />
        </Tabs.Panel>
        <Tabs.Panel value="events" pt="md">
          <EventsTable resource={studentApi.events.platform} title={t('admin.tabs.events')} />
        </Tabs.Panel>
      </Tabs>
    );
  return (
    <Stack gap="lg" py="md">
      <div>
        <Title order={1}>{t('admin.title')}</Title>
        <Text c="dimmed" mt={4}>
          {t('admin.intro')}
        </Text>
      </div>
      {body}
    </Stack>
  );
}
